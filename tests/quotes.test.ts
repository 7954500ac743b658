import { quoteSchema } from '@/lib/leads/quotes/schema'
import { quoteTotals } from '@/lib/leads/quotes/totals'
import { createQuote, quoteNumber, reviseQuote, saveQuoteDraft, sendQuote } from '@/lib/leads/quotes/commands'
import { findQuoteByToken, getQuoteVersions, listLeadQuotes } from '@/lib/leads/quotes/store'
import { sendDueQuotes } from '@/lib/leads/quotes/mail'
import type { QuoteDocument } from '@/lib/leads/quotes/document'
import type { CustomerMail } from '@/lib/leads/notify/mailer'
import { eraseLead } from '@/lib/leads/desk/commands'
import { submitLead } from '@/lib/leads/intake/service'
import { getDb } from '@/lib/platform/db'
import { todayInIndia } from '@/lib/site/format'
import { testAgent as agent, testOwner } from './support/staff'
import { replaceEnv } from './support/env'
import { STORAGE_KINDS, useStorage } from './support/storage'

const TODAY = '2026-11-26'
const good = {
  trip: 'Char Dham Yatra',
  departure: '2027-05-08',
  boardingCity: 'Chennai',
  lines: [
    { band: 'adult', count: 2, pricePerPerson: 32_500 },
    { band: 'child', count: 1, pricePerPerson: 24_000 },
    { band: 'senior', count: 0, pricePerPerson: 30_000 },
  ],
  discounts: [{ label: 'Early bird', amount: 3_000 }],
  includes: ['  Train tickets, 3AC  '],
  excludes: ['Lunch on day 2'],
  validUntil: '2026-12-10',
  note: 'Boarding at Chennai Central.',
}

const fieldErrors = (input: unknown) => {
  const result = quoteSchema(TODAY).safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('a quote’s totals', () => {
  it('prices each band per person, leaves out empty bands and takes the discounts off', () => {
    const totals = quoteTotals(good.lines as never, good.discounts)
    expect(totals.lines.map((line) => [line.band, line.amount])).toEqual([
      ['adult', 65_000],
      ['child', 24_000],
    ])
    expect(totals).toMatchObject({ travellers: 3, subtotal: 89_000, discount: 3_000, total: 86_000 })
  })

  it('is zero with nobody and no discount', () => {
    expect(quoteTotals([], [])).toEqual({ lines: [], travellers: 0, subtotal: 0, discount: 0, total: 0 })
  })
})

describe('the quote form’s rules', () => {
  it('takes a good quote, trimmed', () => {
    const parsed = quoteSchema(TODAY).parse(good)
    expect(parsed.includes).toEqual(['Train tickets, 3AC'])
    expect(parsed.validUntil).toBe('2026-12-10')
  })

  it('takes a quote valid until today, not one that ended yesterday or a day that does not exist', () => {
    expect(fieldErrors({ ...good, validUntil: TODAY })).toEqual({})
    expect(fieldErrors({ ...good, validUntil: '2026-11-25' })).toEqual({
      validUntil: 'The quote cannot end in the past',
    })
    expect(fieldErrors({ ...good, validUntil: '2027-02-30' })).toEqual({
      validUntil: 'Choose the last day the quote is valid',
    })
    expect(fieldErrors({ ...good, validUntil: '10/12/2026' })).toMatchObject({
      validUntil: 'Choose the last day the quote is valid',
    })
  })

  it('refuses negative or fractional amounts and counts', () => {
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: 2, pricePerPerson: -1 }] })).toEqual({
      'lines.0.pricePerPerson': 'The price per person cannot be negative',
    })
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: -2, pricePerPerson: 100 }] })).toMatchObject({
      'lines.0.count': 'The number of travellers cannot be negative',
    })
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: 2, pricePerPerson: 99.5 }] })).toEqual({
      'lines.0.pricePerPerson': 'Enter the price per person in whole rupees',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: 'Festival', amount: -500 }] })).toEqual({
      'discounts.0.amount': 'The discount cannot be negative',
    })
  })

  it('needs a traveller, a reason for each discount, and discounts no larger than the price', () => {
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: 0, pricePerPerson: 100 }] })).toEqual({
      lines: 'A quote needs at least one traveller',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: ' ', amount: 100 }] })).toEqual({
      'discounts.0.label': 'Say what the discount is for',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: 'Too much', amount: 89_001 }] })).toEqual({
      discounts: 'The discounts are more than the price',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: 'All of it', amount: 89_000 }] })).toEqual({})
  })

  it('refuses an unknown band', () => {
    expect(Object.keys(fieldErrors({ ...good, lines: [{ band: 'infant', count: 1, pricePerPerson: 0 }] }))).toEqual([
      'lines.0.band',
    ])
  })
})

describe.each(STORAGE_KINDS)('quotes on %s', (kind) => {
  let cleanup: () => Promise<void>
  let reference: string
  let restoreEnv: () => void

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    restoreEnv = replaceEnv({
      TRAVEL_API_URL: undefined,
      SMTP_URL: 'smtp://127.0.0.1:1',
      SITE_URL: 'https://www.gopuram.example',
    })
    cleanup = await useStorage(kind)
    const outcome = await submitLead('tripEnquiry', {
      name: 'Meena Sundaram',
      email: 'meena@example.com',
      mobileNumber: '+91 98401 23456',
      tripId: 'char-dham-yatra',
      numberOfTravellers: 3,
      website: '',
      formRenderedAt: Date.now() - 20_000,
      formSubmittedAt: Date.now(),
      idempotencyKey: `quote-key-${kind}-${Date.now()}-abcdef`,
    })
    if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
    reference = outcome.reference
  })
  afterAll(async () => {
    await cleanup()
    restoreEnv()
    jest.restoreAllMocks()
  })

  const content = { ...good, validUntil: todayInIndia() }
  const year = todayInIndia().slice(0, 4)

  it('numbers each new quote once, even two made at the same instant', async () => {
    const [a, b] = await Promise.all([createQuote(agent, reference, content), createQuote(agent, reference, content)])
    expect([a.number, b.number].sort()).toEqual([quoteNumber(year, 1), quoteNumber(year, 2)])
    expect(a.version).toBe(1)
    const c = await createQuote(agent, reference, content)
    expect(c.number).toBe(quoteNumber(year, 3))
    const listed = await listLeadQuotes(agent, reference)
    expect(listed.map((q) => q.number).sort()).toEqual([
      quoteNumber(year, 1),
      quoteNumber(year, 2),
      quoteNumber(year, 3),
    ])
    expect(listed[0]).toMatchObject({ status: 'draft', total: 86_000, travellers: 3, trip: 'Char Dham Yatra' })
  })

  it('refuses a negative price or a past validity, changing nothing', async () => {
    const before = (await listLeadQuotes(agent, reference)).length
    await expect(
      createQuote(agent, reference, { ...content, lines: [{ band: 'adult', count: 1, pricePerPerson: -5 }] }),
    ).rejects.toMatchObject({ field: 'lines.0.pricePerPerson', message: 'The price per person cannot be negative' })
    await expect(createQuote(agent, reference, { ...content, validUntil: '2020-01-01' })).rejects.toMatchObject({
      field: 'validUntil',
      message: 'The quote cannot end in the past',
    })
    expect((await listLeadQuotes(agent, reference)).length).toBe(before)
  })

  it('sends a quote once: immutable after, its change is version 2, the lead is Quoted', async () => {
    const ref = await createQuote(agent, reference, content)
    await saveQuoteDraft(agent, reference, ref, { ...content, note: 'Changed while a draft' })
    const outcome = await sendQuote(agent, reference, ref, { byEmail: true })
    expect(outcome).toEqual({ emailed: true, firstSend: true })
    const [sent] = await getQuoteVersions(agent, reference, ref.number)
    expect(sent).toMatchObject({ status: 'sent', mailStatus: 'pending', mailTo: 'meena@example.com' })
    expect(sent!.content.note).toBe('Changed while a draft')
    expect(sent!.token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(sent!.sentByEmail).toBe(agent.email)
    const db = await getDb()
    const lead = await db
      .selectFrom('leads')
      .select(['stage', 'id'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
    expect(lead.stage).toBe('quoted')
    const activity = await db
      .selectFrom('lead_activity')
      .select(['kind', 'detail'])
      .where('lead_id', '=', lead.id)
      .where('kind', '=', 'quote')
      .execute()
    expect(activity.map((a) => JSON.parse(a.detail))).toContainEqual({
      action: 'emailed',
      number: ref.number,
      version: 1,
      total: 86_000,
      to: 'meena@example.com',
    })

    await expect(saveQuoteDraft(agent, reference, ref, content)).rejects.toThrow(
      'This quote has been sent: make a new version to change it',
    )
    await expect(sendQuote(agent, reference, ref, { byEmail: true })).rejects.toThrow(
      'This quote has already been e-mailed',
    )
    const revised = await reviseQuote(agent, reference, ref.number)
    expect(revised).toEqual({ number: ref.number, version: 2 })
    // Asked again while version 2 is a draft, the same draft comes back.
    expect(await reviseQuote(agent, reference, ref.number)).toEqual(revised)
    await saveQuoteDraft(agent, reference, revised, { ...content, discounts: [] })
    const versions = await getQuoteVersions(agent, reference, ref.number)
    expect(versions.map((v) => [v.version, v.status, v.total])).toEqual([
      [2, 'draft', 89_000],
      [1, 'sent', 86_000],
    ])
    expect(versions[1]!.content.note).toBe('Changed while a draft')
    await expect(sendQuote(agent, reference, ref, { byEmail: false })).rejects.toThrow(
      'Version 2 of this quote replaces this one',
    )
  })

  it('finds a sent quote by its token until its last valid day, and nothing by a wrong or unsent one', async () => {
    const ref = await createQuote(agent, reference, content)
    const [draft] = await getQuoteVersions(agent, reference, ref.number)
    expect(draft!.token).toBeNull()
    await sendQuote(agent, reference, ref, { byEmail: false })
    const [sent] = await getQuoteVersions(agent, reference, ref.number)
    const found = await findQuoteByToken(sent!.token!)
    expect(found?.quote.number).toBe(ref.number)
    expect(found?.lead.reference).toBe(reference)
    expect(await findQuoteByToken(sent!.token!, addDay(content.validUntil))).toBeUndefined()
    expect(
      await findQuoteByToken(`${sent!.token!.slice(0, -1)}${sent!.token!.endsWith('A') ? 'B' : 'A'}`),
    ).toBeUndefined()
    expect(await findQuoteByToken("' OR 1=1 --")).toBeUndefined()
    expect(await findQuoteByToken(String(sent!.id))).toBeUndefined()
  })

  it('e-mails a sent quote from the outbox: a failure is retried later, then it goes once', async () => {
    const db = await getDb()
    // Earlier tests queued one; this one sends what is due.
    const ref = await createQuote(agent, reference, content)
    await sendQuote(agent, reference, ref, { byEmail: false })
    await sendQuote(agent, reference, ref, { byEmail: true })
    let now = Date.now() + 1000
    const rendered: string[] = []
    const render = async (document: QuoteDocument) => {
      rendered.push(`${document.number} v${document.version} ${document.customer.name}`)
      return Buffer.from('%PDF-1.4 test')
    }
    const failing = jest.fn(async () => {
      throw new Error('421 try later')
    })
    expect(await sendDueQuotes({ now: () => now, render, send: failing })).toBe(0)
    expect(failing).toHaveBeenCalled()
    const failed = await db.selectFrom('quotes').selectAll().where('mail_status', '=', 'pending').execute()
    expect(failed.length).toBeGreaterThan(0)
    for (const row of failed) {
      expect(row.mail_error).toBe('421 try later')
      expect(row.mail_attempts).toBe(1)
      expect(row.mail_next_at).toBeGreaterThan(now)
    }
    const sent: CustomerMail[] = []
    const send = async (mail: CustomerMail) => {
      sent.push(mail)
    }
    // Not due yet: nothing goes.
    expect(await sendDueQuotes({ now: () => now, render, send })).toBe(0)
    now += 24 * 60 * 60 * 1000
    expect(await sendDueQuotes({ now: () => now, render, send })).toBe(failed.length)
    expect(await sendDueQuotes({ now: () => now, render, send })).toBe(0)
    const mail = sent.find((m) => m.subject === `Your quote ${ref.number} for Char Dham Yatra`)!
    expect(mail).toMatchObject({ to: 'meena@example.com', replyTo: agent.email })
    expect(mail.text).toContain('₹86,000 for 3 travellers')
    const [row] = await getQuoteVersions(agent, reference, ref.number)
    expect(mail.text).toContain(`https://www.gopuram.example/q/${row!.token}`)
    expect(mail.attachments?.[0]).toMatchObject({ filename: `${ref.number}.pdf`, contentType: 'application/pdf' })
    expect(row).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null })
    expect(rendered).toContain(`${ref.number} v1 Meena Sundaram`)
  })

  it('erases a lead’s quotes with the lead', async () => {
    await eraseLead(testOwner, reference)
    const db = await getDb()
    const left = await db.selectFrom('quotes').select('id').execute()
    expect(left).toEqual([])
  })
})

function addDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}
