import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { closeDatabases } from '@/lib/platform/db'
import { addressToSubscribe, upstreamSaysAlreadySubscribed } from '@/lib/leads/newsletter'
import { submitLead, type LeadOutcome } from '@/lib/leads/intake/service'
import { findLeadByReference } from '@/lib/leads/store'
import { STORAGE_KINDS, useStorage } from './support/storage'

let keyNumber = 0

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  delete process.env.TRAVEL_API_URL
})

afterAll(() => {
  jest.restoreAllMocks()
})

const newKey = () => `service-key-${Date.now()}-${++keyNumber}-abcdef`

/** A person's fill time and a fresh key, as the forms send them. */
function meta(extra: Record<string, unknown> = {}) {
  const now = Date.now()
  return { website: '', formRenderedAt: now - 20_000, formSubmittedAt: now, idempotencyKey: newKey(), ...extra }
}

const popup = { name: 'Meena', phone: '9876543210', email: '', message: '' }

function referenceOf(result: LeadOutcome): string {
  if (result.outcome !== 'accepted' && result.outcome !== 'already-subscribed') throw new Error(result.outcome)
  return result.reference
}

describe.each(STORAGE_KINDS)('submitLead, called without HTTP, on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(() => cleanup())

  it('stores exactly the contract payload and tells whether the lead is new', async () => {
    const input = { ...popup, ...meta({ form: 'popup', source: { page: '/' } }) }
    const first = await submitLead('popupEnquiry', input)
    // The answer also carries when the agency will call (tests/lead-confirmation.test.ts checks its rules).
    expect(first).toEqual({
      outcome: 'accepted',
      reference: expect.stringMatching(/^GH-/),
      created: true,
      callBack: expect.objectContaining({ kind: expect.stringMatching(/^(before|morning)$/) }),
    })
    const lead = (await findLeadByReference(referenceOf(first)))!
    expect(lead).toMatchObject({ kind: 'popupEnquiry', form: 'popup', status: 'stored', payload: popup })
    expect(lead.source).toEqual({ page: '/' })

    const repeat = await submitLead('popupEnquiry', input)
    expect(repeat).toEqual({
      outcome: 'accepted',
      reference: referenceOf(first),
      created: false,
      callBack: (first as { callBack: unknown }).callBack,
    })
  })

  it('records the language of the page the lead was sent from: English unless it says Tamil', async () => {
    const tamil = await submitLead('popupEnquiry', { ...popup, ...meta({ form: 'popup' }), locale: 'ta' })
    const unsaid = await submitLead('popupEnquiry', { ...popup, ...meta({ form: 'popup' }) })
    const unknown = await submitLead('popupEnquiry', { ...popup, ...meta({ form: 'popup' }), locale: 'fr' })
    expect((await findLeadByReference(referenceOf(tamil)))!.locale).toBe('ta')
    expect((await findLeadByReference(referenceOf(unsaid)))!.locale).toBe('en')
    expect((await findLeadByReference(referenceOf(unknown)))!.locale).toBe('en')
    // Never part of what is stored as the form's payload (nor forwarded upstream).
    expect((await findLeadByReference(referenceOf(tamil)))!.payload).toEqual(popup)
  })

  it('takes a key given beside the body when the body has none, and checks it', async () => {
    const key = newKey()
    const { website, formRenderedAt, formSubmittedAt } = meta()
    const withoutKey = { website, formRenderedAt, formSubmittedAt }
    const first = await submitLead('popupEnquiry', { ...popup, ...withoutKey }, { idempotencyKey: key })
    const second = await submitLead('popupEnquiry', { ...popup, ...withoutKey }, { idempotencyKey: key })
    expect(referenceOf(second)).toBe(referenceOf(first))
    expect((await findLeadByReference(referenceOf(first)))!.idempotencyKey).toBe(key)
    expect(await submitLead('popupEnquiry', { ...popup, ...withoutKey }, { idempotencyKey: 'bad key!' })).toEqual({
      outcome: 'invalid',
      errors: { idempotencyKey: ['Expected 16-100 letters, digits, "-" or "_"'] },
    })
  })

  it('answers invalid, with the messages by field, to input that is not a lead', async () => {
    for (const input of [null, [], 'text', 42]) {
      expect(await submitLead('contact', input)).toEqual({
        outcome: 'invalid',
        errors: { _: ['Expected a JSON object'] },
      })
    }
    expect(await submitLead('popupEnquiry', { email: 'x@example.com', ...meta() })).toEqual({
      outcome: 'invalid',
      errors: { name: ['Please enter your name'], phone: ['Please enter your phone number'] },
    })
    // A form name is looked up among the kind's own forms only, never on the object prototype.
    for (const form of ['checkout', 'constructor', 'toString', '__proto__']) {
      expect(await submitLead('popupEnquiry', { ...popup, ...meta({ form }) })).toEqual({
        outcome: 'invalid',
        errors: { form: ['Unknown form'] },
      })
    }
  })

  it('keeps a bot lead apart but answers it like any other', async () => {
    const result = await submitLead('popupEnquiry', { ...popup, ...meta({ website: 'http://spam.example' }) })
    expect(result.outcome).toBe('accepted')
    expect((await findLeadByReference(referenceOf(result)))!.status).toBe('spam')
  })

  it('newsletter: a repeat address is already subscribed, a bot never subscribes one', async () => {
    const email = `service.${Date.now()}@example.com`
    expect((await submitLead('newsletter', { email, ...meta() })).outcome).toBe('accepted')
    const repeat = await submitLead('newsletter', { email: email.toUpperCase(), ...meta() })
    expect(repeat.outcome).toBe('already-subscribed')
    expect((await findLeadByReference(referenceOf(repeat)))!.status).toBe('duplicate')

    const botEmail = `service.bot.${Date.now()}@example.com`
    expect((await submitLead('newsletter', { email: botEmail, ...meta({ website: 'x' }) })).outcome).toBe('accepted')
    expect((await submitLead('newsletter', { email: botEmail, ...meta() })).outcome).toBe('accepted')
  })

  it('answers not-stored when the store cannot be written, so nobody hears "success"', async () => {
    // SQLite: DATA_DIR under a file, so no database can be made; PostgreSQL: a server that is not there.
    const scratch = mkdtempSync(path.join(tmpdir(), 'leads-service-'))
    const blocker = path.join(scratch, 'not-a-directory')
    writeFileSync(blocker, '')
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
    if (kind === 'sqlite') process.env.DATA_DIR = path.join(blocker, 'data')
    else process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'
    try {
      expect(await submitLead('popupEnquiry', { ...popup, ...meta() })).toEqual({ outcome: 'not-stored' })
    } finally {
      Object.assign(process.env, saved)
      await closeDatabases()
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})

describe('the newsletter rule', () => {
  it('subscribes a person in embedded mode only, lowercased', () => {
    const payload = { email: 'Devi@Example.com' }
    expect(addressToSubscribe('newsletter', payload, { spam: false, upstream: false })).toBe('devi@example.com')
    expect(addressToSubscribe('newsletter', payload, { spam: true, upstream: false })).toBeUndefined()
    expect(addressToSubscribe('newsletter', payload, { spam: false, upstream: true })).toBeUndefined()
    expect(addressToSubscribe('contact', payload, { spam: false, upstream: false })).toBeUndefined()
  })

  it('reads the upstream\'s "Email already exists", whatever its case and spacing, for newsletter leads only', () => {
    expect(upstreamSaysAlreadySubscribed('newsletter', 'Email already exists')).toBe(true)
    expect(upstreamSaysAlreadySubscribed('newsletter', '  EMAIL ALREADY EXISTS ')).toBe(true)
    expect(upstreamSaysAlreadySubscribed('newsletter', 'Created')).toBe(false)
    expect(upstreamSaysAlreadySubscribed('newsletter', undefined)).toBe(false)
    expect(upstreamSaysAlreadySubscribed('contact', 'Email already exists')).toBe(false)
  })
})
