import { quoteLanguageOf, quoteSchema, storedQuoteSchema } from '@/lib/leads/quotes/schema'
import { quoteMail } from '@/lib/leads/quotes/mail'
import { quoteDocumentOf, type Quote } from '@/lib/leads/quotes/rows'
import { quoteWhatsappText } from '@/lib/leads/quotes/links'
import { departureLine, quoteWords, tripTitleIn } from '@/lib/leads/quotes/words'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { seedTripsTamil } from '@/lib/catalog/seed/tamil'
import { quoteTotals } from '@/lib/leads/quotes/totals'
import { createQuote, quoteNumber, reviseQuote, saveQuoteDraft, sendQuote } from '@/lib/leads/quotes/commands'
import { findQuoteByToken, getQuoteVersions, listLeadQuotes } from '@/lib/leads/quotes/store'
import { sendDueQuotes } from '@/lib/leads/quotes/mail'
import type { QuoteDocument } from '@/lib/leads/quotes/document'
import type { CustomerMail } from '@/lib/leads/notify/mailer'
import { changeStage, eraseLead } from '@/lib/leads/desk/commands'
import { reportByMonth } from '@/lib/leads/reports/aggregates'
import { submitLead } from '@/lib/leads/intake/service'
import { getDb } from '@/lib/platform/db'
import { formatDay, todayInIndia } from '@/lib/site/format'
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

/** A stored quote as the PDF and the e-mail read it, in a language. */
const storedQuote = (language: 'en' | 'ta', extra: Partial<Quote> = {}): Quote =>
  ({
    id: 1,
    leadId: 1,
    number: 'Q-2026-0042',
    version: 1,
    status: 'sent',
    content: storedQuoteSchema.parse({ ...good, language }),
    total: 86_000,
    travellers: 3,
    validUntil: good.validUntil,
    token: 'x'.repeat(22),
    createdByName: 'Lakshmi',
    createdAt: Date.parse('2026-11-26T06:00:00Z'),
    sentByName: 'Lakshmi',
    sentByEmail: 'lakshmi@gopuram.example',
    sentAt: Date.parse('2026-11-26T06:00:00Z'),
    mailTo: 'meena@example.com',
    mailStatus: 'pending',
    mailAttempts: 0,
    mailError: null,
    mailedAt: null,
    ...extra,
  }) as Quote

describe('a quote in the customer’s language', () => {
  it('is in the lead’s language by default, English for a lead of no known language', () => {
    expect(quoteLanguageOf('ta')).toBe('ta')
    expect(quoteLanguageOf('en')).toBe('en')
    expect(quoteLanguageOf('fr')).toBe('en')
    expect(quoteLanguageOf(null)).toBe('en')
  })

  it('keeps the language chosen on the form; a quote stored before quotes had one reads as English', () => {
    expect(quoteSchema(TODAY).parse({ ...good, language: 'ta' }).language).toBe('ta')
    expect(quoteSchema(TODAY).parse(good).language).toBe('en')
    expect(storedQuoteSchema.parse(JSON.parse(JSON.stringify(quoteSchema(TODAY).parse(good)))).language).toBe('en')
    expect(fieldErrors({ ...good, language: 'fr' })).toEqual({ language: 'Choose English or Tamil' })
  })

  it('says the departure in the quote’s language, with Tamil month names', () => {
    expect(departureLine(good, 'en')).toBe('Departure: 8 May 2027 from Chennai')
    expect(departureLine(good, 'ta')).toBe('புறப்படும் நாள்: 8 மே 2027 · புறப்படும் இடம்: Chennai')
    expect(departureLine({ departure: '', boardingCity: 'Madurai' }, 'ta')).toBe('புறப்படும் இடம்: Madurai')
    expect(departureLine({ departure: '', boardingCity: '' }, 'ta')).toBeNull()
  })

  it('words the PDF’s counts and totals in Tamil, and names no trip it cannot find', () => {
    const t = quoteWords('ta')
    expect(t('document.band.adult', { count: 1 })).toBe('1 பெரியவர்')
    expect(t('document.band.adult', { count: 2 })).toBe('2 பெரியவர்கள்')
    expect(t('document.band.child', { count: 3 })).toBe('3 குழந்தைகள்')
    expect(t('document.total', { count: 3 })).toBe('3 பயணிகளுக்கு மொத்தம்')
    expect(quoteWords('en')('document.total', { count: 1 })).toBe('Total for 1 traveller')
    const english = new Map([
      ['char-dham-yatra', 'Char Dham Yatra'],
      ['kashi-yatra', 'Kashi Yatra'],
    ])
    const tamil = new Map([
      ['char-dham-yatra', 'சார் தாம் யாத்திரை'],
      ['kashi-yatra', 'Kashi Yatra'],
    ])
    // The lead's trip by its English title, another catalogue trip by its title; a name typed otherwise stays.
    expect(tripTitleIn('Char Dham Yatra', 'char-dham-yatra', english, tamil)).toBe('சார் தாம் யாத்திரை')
    expect(tripTitleIn(' Char Dham Yatra ', null, english, tamil)).toBe('சார் தாம் யாத்திரை')
    expect(tripTitleIn('Char Dham Yatra with Badrinath', 'char-dham-yatra', english, tamil)).toBe(
      'Char Dham Yatra with Badrinath',
    )
    expect(tripTitleIn('Kashi Yatra', 'kashi-yatra', english, new Map())).toBe('Kashi Yatra')
  })

  it('gives the PDF its language, the departure line and an unnamed customer in it', () => {
    const agentOf = { name: 'Lakshmi', email: 'lakshmi@gopuram.example' }
    const document = quoteDocumentOf(
      storedQuote('ta'),
      { name: null, phone: null, email: null },
      agentOf,
      'சார் தாம் யாத்திரை',
    )
    expect(document).toMatchObject({
      locale: 'ta',
      trip: 'சார் தாம் யாத்திரை',
      departure: 'புறப்படும் நாள்: 8 மே 2027 · புறப்படும் இடம்: Chennai',
      customer: { name: 'வாடிக்கையாளர்' },
      // Typed by the agent: as typed.
      includes: ['Train tickets, 3AC'],
      note: 'Boarding at Chennai Central.',
    })
    expect(quoteDocumentOf(storedQuote('en'), { name: null, phone: null, email: null }, agentOf)).toMatchObject({
      locale: 'en',
      trip: 'Char Dham Yatra',
      departure: 'Departure: 8 May 2027 from Chennai',
      customer: { name: 'Customer' },
    })
  })

  it('e-mails a Tamil quote in Tamil: the words, the Tamil month, rupees in Indian grouping, the link', () => {
    const link = 'https://www.gopuram.example/q/abc'
    const mail = quoteMail(storedQuote('ta', { total: 125_000 }), { name: 'Meena' }, link, 'சார் தாம் யாத்திரை')
    expect(mail.subject).toBe('உங்கள் விலைப்புள்ளி Q-2026-0042: சார் தாம் யாத்திரை')
    expect(mail.text).toContain('அன்புள்ள Meena,')
    expect(mail.text).toContain('பயணம்: சார் தாம் யாத்திரை, 8 மே 2027 (புறப்படும் இடம்: Chennai).')
    expect(mail.text).toContain('3 பயணிகளுக்கு மொத்தம் ₹1,25,000; 10 டிச. 2026 வரை செல்லுபடியாகும்.')
    expect(mail.text).toContain(`விலைப்புள்ளியை இந்த இணைப்பிலும் திறக்கலாம்: ${link}`)
    expect(mail.text).toContain('மயிலாப்பூர்')
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`)
    for (const english of ['Dear', 'Thank you', 'valid until', 'Dec']) expect(mail.text).not.toContain(english)
    expect(quoteMail(storedQuote('ta'), { name: null }, link).text).toMatch(/^வணக்கம்,/)
    // The boarding city by its Tamil name, where the catalogue has one.
    expect(quoteMail(storedQuote('ta'), { name: null }, link, 'சார் தாம் யாத்திரை', 'சென்னை').text).toContain(
      '(புறப்படும் இடம்: சென்னை).',
    )
  })

  it('e-mails an English quote in the words it always had', () => {
    const mail = quoteMail(storedQuote('en'), { name: 'Meena' }, 'https://www.gopuram.example/q/abc')
    expect(mail.subject).toBe('Your quote Q-2026-0042 for Char Dham Yatra')
    expect(mail.text).toContain(
      'Thank you for your enquiry. Please find attached our quote Q-2026-0042 for Char Dham Yatra, 8 May 2027 from Chennai: ₹86,000 for 3 travellers, valid until 10 Dec 2026.',
    )
  })

  it('offers a Tamil quote on WhatsApp in Tamil', () => {
    const link = 'https://www.gopuram.example/q/abc'
    expect(quoteWhatsappText({ number: 'Q-2026-0042', trip: 'சார் தாம் யாத்திரை' }, link, 'Meena', 'ta')).toBe(
      `வணக்கம் Meena, Gopuram Holidays-இலிருந்து எழுதுகிறோம். உங்கள் விலைப்புள்ளி Q-2026-0042 (சார் தாம் யாத்திரை): ${link}`,
    )
    expect(quoteWhatsappText({ number: 'Q-2026-0042', trip: 'Char Dham Yatra' }, link, null)).toBe(
      `Hello, this is Gopuram Holidays. Your quote Q-2026-0042 for Char Dham Yatra: ${link}`,
    )
  })

  it('keeps its words in the server-only quote messages, in both languages', () => {
    expect(Object.keys(MESSAGES.ta.quote)).toEqual(Object.keys(MESSAGES.en.quote))
    expect(MESSAGES.ta.quote.language).toBe('தமிழ்')
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
    expect(mail.text).toContain(`https://www.gopuram.example/my/${row!.token}`)
    expect(mail.attachments?.[0]).toMatchObject({ filename: `${ref.number}.pdf`, contentType: 'application/pdf' })
    expect(row).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null })
    expect(rendered).toContain(`${ref.number} v1 Meena Sundaram`)
  })

  it('starts a quote in the language of a Tamil lead, keeps the one chosen, and e-mails it in Tamil', async () => {
    const outcome = await submitLead('tripEnquiry', {
      name: 'Kamala Rajan',
      email: 'kamala@example.com',
      mobileNumber: '+91 98401 65432',
      tripId: 'char-dham-yatra',
      numberOfTravellers: 2,
      website: '',
      locale: 'ta',
      formRenderedAt: Date.now() - 20_000,
      formSubmittedAt: Date.now(),
      idempotencyKey: `quote-ta-key-${kind}-${Date.now()}-abcdef`,
    })
    if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
    const tamilLead = outcome.reference
    // No language on the form: the lead's. A language chosen: that one, kept by the draft's changes.
    const byLead = await createQuote(agent, tamilLead, content)
    const chosen = await createQuote(agent, tamilLead, { ...content, language: 'en' })
    expect((await getQuoteVersions(agent, tamilLead, byLead.number))[0]!.content.language).toBe('ta')
    expect((await getQuoteVersions(agent, tamilLead, chosen.number))[0]!.content.language).toBe('en')
    await saveQuoteDraft(agent, tamilLead, byLead, { ...content, note: 'மாற்றம்' })
    expect((await getQuoteVersions(agent, tamilLead, byLead.number))[0]!.content).toMatchObject({
      language: 'ta',
      note: 'மாற்றம்',
    })
    await saveQuoteDraft(agent, tamilLead, chosen, { ...content, language: 'ta' })
    expect((await getQuoteVersions(agent, tamilLead, chosen.number))[0]!.content.language).toBe('ta')
    await saveQuoteDraft(agent, tamilLead, chosen, { ...content, language: 'en' })
    expect((await getQuoteVersions(agent, tamilLead, chosen.number))[0]!.content.language).toBe('en')
    // A quote's next version keeps its language.
    await sendQuote(agent, tamilLead, byLead, { byEmail: true })
    const revised = await reviseQuote(agent, tamilLead, byLead.number)
    expect((await getQuoteVersions(agent, tamilLead, byLead.number))[0]).toMatchObject({
      version: revised.version,
      content: { language: 'ta' },
    })

    const documents: QuoteDocument[] = []
    const sent: CustomerMail[] = []
    await sendDueQuotes({
      now: () => Date.now() + 1000,
      render: async (document) => {
        documents.push(document)
        return Buffer.from('%PDF-1.4 test')
      },
      send: async (mail) => {
        sent.push(mail)
      },
    })
    const mail = sent.find((m) => m.to === 'kamala@example.com')!
    const document = documents.find((d) => d.number === byLead.number)!
    // The catalogue names the trip in Tamil where it has it; else it stays as typed.
    const tamilTitle = seedTripsTamil['char-dham-yatra']?.title ?? 'Char Dham Yatra'
    expect(document).toMatchObject({ locale: 'ta', trip: tamilTitle, customer: { name: 'Kamala Rajan' } })
    expect(mail.subject).toBe(`உங்கள் விலைப்புள்ளி ${byLead.number}: ${tamilTitle}`)
    expect(mail.text).toContain('அன்புள்ள Kamala Rajan,')
    expect(mail.text).toContain(`${formatDay(content.validUntil, 'ta')} வரை செல்லுபடியாகும்`)
    await eraseLead(testOwner, tamilLead)
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

describe.each(STORAGE_KINDS)('a quote sent, on %s', (kind) => {
  let cleanup: () => Promise<void>
  let restoreEnv: () => void
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    restoreEnv = replaceEnv({ TRAVEL_API_URL: undefined, SMTP_URL: undefined, SITE_URL: 'https://www.gopuram.example' })
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
    restoreEnv()
    jest.restoreAllMocks()
  })

  const content = { ...good, validUntil: todayInIndia() }

  it('a quote sent moves a New or a Contacted lead to Quoted, recorded as a stage change, and Reports counts it', async () => {
    const enquire = async (name: string) => {
      const outcome = await submitLead('tripEnquiry', {
        name,
        mobileNumber: '+91 98401 65432',
        tripId: 'char-dham-yatra',
        numberOfTravellers: 2,
        website: '',
        formRenderedAt: Date.now() - 20_000,
        formSubmittedAt: Date.now(),
        idempotencyKey: `quoted-key-${kind}-${name.replace(/\W/g, '-')}-${Date.now()}-abcdef`,
      })
      if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
      return outcome.reference
    }
    const today = todayInIndia()
    const counts = async () => (await reportByMonth(testOwner, { from: today, to: today })).total
    const before = await counts()
    const fresh = await enquire('Lakshmi New')
    const called = await enquire('Kumar Called')
    await changeStage(agent, called, 'contacted')
    expect(await counts()).toEqual({ ...before, enquiries: before.enquiries + 2 })

    for (const lead of [fresh, called]) {
      await sendQuote(agent, lead, await createQuote(agent, lead, content), { byEmail: false })
    }
    const db = await getDb()
    for (const [lead, from] of [
      [fresh, 'new'],
      [called, 'contacted'],
    ] as const) {
      const row = await db
        .selectFrom('leads')
        .select(['id', 'stage'])
        .where('reference', '=', lead)
        .executeTakeFirstOrThrow()
      expect(row.stage).toBe('quoted')
      const stages = await db
        .selectFrom('lead_activity')
        .select(['detail', 'actor_name'])
        .where('lead_id', '=', row.id)
        .where('kind', '=', 'stage')
        .orderBy('id')
        .execute()
      expect(stages.at(-1)).toMatchObject({ actor_name: agent.name })
      expect(JSON.parse(stages.at(-1)!.detail)).toEqual({ from, to: 'quoted' })
    }
    expect(await counts()).toEqual({ ...before, enquiries: before.enquiries + 2, quoted: before.quoted + 2 })
  })
})
