import { submitLead, type LeadOutcome } from '@/lib/leads/intake/service'
import { sendDueItineraries } from '@/lib/leads/outbox/itinerary-mail'
import { formLabel, payloadRows } from '@/lib/leads/labels'
import { ITINERARY_EMAIL_MISSING } from '@/lib/leads/forms/itinerary-request'
import type { CustomerMail } from '@/lib/leads/notify/mailer'
import { getDb } from '@/lib/platform/db'
import { replaceEnv } from './support/env'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * "Send this itinerary to me" (issue 28): a trip enquiry of the `itinerary` form, stored like every
 * lead and named so on the desk; by e-mail the outbox sends the trip's PDF, retried until it goes
 * and sent once; by WhatsApp nothing is e-mailed. The form and the PDF are checked in the browser
 * by e2e/itinerary.spec.ts.
 */

const TRIP = 'kashi-gaya-prayag-yatra'
const PDF = Buffer.from('%PDF-1.7 itinerary')
let keyNumber = 0

function request(fields: Record<string, unknown>) {
  const now = Date.now()
  return {
    name: 'Lakshmi Narayanan',
    mobileNumber: '+91 98400 11223',
    email: 'lakshmi@example.com',
    channel: 'email',
    tripId: TRIP,
    form: 'itinerary',
    website: '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `itinerary-key-${now}-${++keyNumber}-abcdef`,
    ...fields,
  }
}

function referenceOf(outcome: LeadOutcome): string {
  if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
  return outcome.reference
}

const rowOf = async (reference: string) =>
  (await getDb()).selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()

describe.each(STORAGE_KINDS)('itinerary requests on %s', (kind) => {
  let cleanup: () => Promise<void>
  let restoreEnv: () => void
  const pdfOf = jest.fn(async (slug: string) => (slug === TRIP ? { pdf: PDF, title: 'Kashi Gaya Prayag Yatra' } : null))

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    restoreEnv = replaceEnv({
      TRAVEL_API_URL: undefined,
      SMTP_URL: 'smtp://127.0.0.1:1',
      SITE_URL: 'https://www.gopuram.example',
    })
    cleanup = await useStorage(kind)
    // Each database a site of its own: its own count of e-mails per address (intake/visitor-mail.ts).
    ;(globalThis as { __gopuramLimiters?: unknown }).__gopuramLimiters = undefined
  })
  afterAll(async () => {
    await cleanup()
    restoreEnv()
    jest.restoreAllMocks()
  })
  beforeEach(() => pdfOf.mockClear())

  it('by e-mail: stored as "Itinerary requested", the PDF e-mailed after a refused try, and once only', async () => {
    const reference = referenceOf(await submitLead('tripEnquiry', request({})))
    const stored = await rowOf(reference)
    expect(stored).toMatchObject({
      kind: 'tripEnquiry',
      form: 'itinerary',
      status: 'stored',
      email: 'lakshmi@example.com',
      trip: TRIP,
      itinerary_mail_status: 'pending',
    })
    expect(formLabel(stored.form)).toBe('Itinerary requested')
    expect(payloadRows(JSON.parse(stored.payload))).toContainEqual(['channel', 'Send by', 'E-mail'])

    let now = Date.now() + 1000
    const refused = jest.fn(async () => {
      throw new Error('451 try again later')
    })
    expect(await sendDueItineraries({ now: () => now, pdfOf, send: refused })).toBe(0)
    expect(refused).toHaveBeenCalledTimes(1)
    const waiting = await rowOf(reference)
    expect(waiting).toMatchObject({
      itinerary_mail_status: 'pending',
      itinerary_mail_attempts: 1,
      itinerary_mail_error: '451 try again later',
    })
    expect(Number(waiting.itinerary_mail_next_at)).toBeGreaterThan(now)

    const sent: CustomerMail[] = []
    const send = async (mail: CustomerMail) => void sent.push(mail)
    expect(await sendDueItineraries({ now: () => now, pdfOf, send })).toBe(0)
    now += 24 * 3_600_000
    expect(await sendDueItineraries({ now: () => now, pdfOf, send })).toBe(1)
    expect(await sendDueItineraries({ now: () => now, pdfOf, send })).toBe(0)
    expect(pdfOf).toHaveBeenCalledWith(TRIP, 'en')
    expect(sent).toHaveLength(1)
    const [mail] = sent
    expect(mail).toMatchObject({
      to: 'lakshmi@example.com',
      subject: 'Your itinerary: Kashi Gaya Prayag Yatra',
      attachments: [{ filename: `${TRIP}-itinerary.pdf`, content: PDF, contentType: 'application/pdf' }],
    })
    expect(mail!.text).toContain('Dear Lakshmi Narayanan,')
    expect(mail!.text).toContain(`https://www.gopuram.example/trip/${TRIP}/itinerary.pdf`)
    expect(mail!.html).toContain(`<a href="https://www.gopuram.example/trip/${TRIP}">`)
    const done = await rowOf(reference)
    expect(done).toMatchObject({
      itinerary_mail_status: 'sent',
      itinerary_mail_attempts: 2,
      itinerary_mail_error: null,
    })
    expect(Number(done.itinerary_mailed_at)).toBe(now)
  })

  it('asked from a Tamil page: the PDF and the e-mail in Tamil, its links to the Tamil pages', async () => {
    const reference = referenceOf(await submitLead('tripEnquiry', request({ locale: 'ta' })))
    expect(await rowOf(reference)).toMatchObject({ locale: 'ta', itinerary_mail_status: 'pending' })
    const sent: CustomerMail[] = []
    const tamilPdf = jest.fn(async () => ({ pdf: PDF, title: 'காசி, கயா, பிரயாக் யாத்திரை' }))
    expect(
      await sendDueItineraries({
        now: () => Date.now() + 1000,
        pdfOf: tamilPdf,
        send: async (mail) => void sent.push(mail),
      }),
    ).toBe(1)
    expect(tamilPdf).toHaveBeenCalledWith(TRIP, 'ta')
    expect(sent[0]).toMatchObject({ subject: 'உங்கள் பயணத் திட்டம்: காசி, கயா, பிரயாக் யாத்திரை' })
    expect(sent[0]!.text).toContain('அன்புள்ள Lakshmi Narayanan,')
    expect(sent[0]!.text).toContain(`https://www.gopuram.example/ta/trip/${TRIP}/itinerary.pdf`)
    expect(sent[0]!.html).toContain(`<a href="https://www.gopuram.example/ta/trip/${TRIP}">`)
    expect(sent[0]!.text).not.toMatch(/Dear|Thank you|Call us/)
  })

  it('by WhatsApp, or caught by the hidden field: stored, and nothing e-mailed', async () => {
    const whatsapp = referenceOf(await submitLead('tripEnquiry', request({ channel: 'whatsapp', email: '' })))
    expect(await rowOf(whatsapp)).toMatchObject({ form: 'itinerary', status: 'stored', itinerary_mail_status: null })
    const spam = referenceOf(await submitLead('tripEnquiry', request({ website: 'https://spam.example' })))
    expect(await rowOf(spam)).toMatchObject({ status: 'spam', itinerary_mail_status: null })
    const send = jest.fn(async () => undefined)
    expect(await sendDueItineraries({ pdfOf, send })).toBe(0)
    expect(send).not.toHaveBeenCalled()
  })

  it('bad input is refused on its field and stores nothing', async () => {
    const db = await getDb()
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', ITINERARY_EMAIL_MISSING],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ mobileNumber: '' }, 'mobileNumber', 'Please enter your phone number'],
      [{ mobileNumber: '12' }, 'mobileNumber', 'Please enter a valid phone number'],
      [{ channel: 'fax' }, 'channel', 'Please choose e-mail or WhatsApp'],
      [{ name: ' ' }, 'name', 'Please enter your name'],
      [{ tripId: '' }, 'tripId', 'The trip is missing'],
    ]
    for (const [fields, field, message] of cases) {
      const outcome = await submitLead('tripEnquiry', request(fields))
      expect(outcome).toEqual({ outcome: 'invalid', errors: { [field]: [message] } })
    }
    expect(await count()).toBe(before)
  })

  it('a trip that left the catalogue is settled without an e-mail and says why', async () => {
    const reference = referenceOf(await submitLead('tripEnquiry', request({ tripId: 'a-trip-since-removed' })))
    const send = jest.fn(async () => undefined)
    expect(await sendDueItineraries({ pdfOf, send })).toBe(0)
    expect(send).not.toHaveBeenCalled()
    expect(await rowOf(reference)).toMatchObject({
      itinerary_mail_status: 'sent',
      itinerary_mailed_at: null,
      itinerary_mail_error: 'The trip is no longer on the site',
    })
  })

  it('two senders at once send each requested itinerary once', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `family${i}@example.com`)
    for (const email of addresses) referenceOf(await submitLead('tripEnquiry', request({ email })))
    const sent: string[] = []
    const send = async (mail: CustomerMail) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      sent.push(mail.to)
    }
    const sender = async () => {
      let n = 0
      for (let i = 0; i < 5; i++) n += await sendDueItineraries({ pdfOf, send })
      return n
    }
    const [a, b] = await Promise.all([sender(), sender()])
    expect(a + b).toBe(addresses.length)
    expect(sent.sort()).toEqual([...addresses].sort())
  })
})
