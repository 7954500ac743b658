import PostalMime from 'postal-mime'
import { writeOfficeHolidays } from '@/lib/agency'
import { createLeadHandler } from '@/lib/leads/intake/handler'
import { submitLead, type LeadOutcome } from '@/lib/leads/intake/service'
import { sendDueConfirmations } from '@/lib/leads/outbox/confirmation-mail'
import { VISITOR_MAIL_PER_DAY } from '@/lib/leads/config'
import { getDb } from '@/lib/platform/db'
import { indiaInstant } from '@/lib/site/office-hours'
import { replaceEnv } from './support/env'
import { startMailbox, type Mailbox } from './support/mailbox'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The confirmation after an enquiry: the POST's answer carries the stored lead's reference and when
 * the agency will call, worked out from the office's hours and the owner's holidays when the lead is
 * stored; a visitor who gave an e-mail gets the same by e-mail, in their language, Reply-To the
 * agency, once, under the per-address limit. The panel itself is checked in the browser
 * (e2e/confirmation.spec.ts).
 */

let keyNumber = 0
function contact(fields: Record<string, unknown> = {}) {
  const now = Date.now()
  keyNumber += 1
  return {
    name: 'Meenakshi Sundaram',
    email: `visitor-${keyNumber}@example.com`,
    mobileNumber: '+91 98400 11223',
    subject: 'Kashi in January',
    message: 'Four of us, two seniors.',
    form: 'contact',
    website: '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `confirmation-${now}-${keyNumber}-abcdef`,
    ...fields,
  }
}

function accepted(outcome: LeadOutcome) {
  if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
  return outcome
}

/** Saturday 28 November 2026, 5:45 pm in India: the office closed at 1 pm. */
const SATURDAY_EVENING = indiaInstant('2026-11-28', 17 * 60 + 45)

describe.each(STORAGE_KINDS)('the confirmation after an enquiry on %s', (kind) => {
  let cleanup: () => Promise<void>
  let restoreEnv: () => void
  let mailbox: Mailbox

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    mailbox = await startMailbox()
    restoreEnv = replaceEnv({
      TRAVEL_API_URL: undefined,
      REDIS_URL: undefined,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      SITE_URL: 'https://www.gopuram.example',
    })
    cleanup = await useStorage(kind)
    // Each database a site of its own: its own count of e-mails per address (intake/visitor-mail.ts).
    ;(globalThis as { __gopuramLimiters?: unknown }).__gopuramLimiters = undefined
  })
  afterAll(async () => {
    await cleanup()
    await mailbox.close()
    restoreEnv()
    jest.restoreAllMocks()
  })
  beforeEach(async () => writeOfficeHolidays(await getDb(), []))

  it('promises Monday morning to an enquiry sent on Saturday at 5:45 pm, and skips a holiday the owner set', async () => {
    const saturday = accepted(await submitLead('contact', contact(), { now: SATURDAY_EVENING }))
    expect(saturday.callBack).toEqual({
      kind: 'morning',
      day: '2026-11-30',
      relative: 'later',
      weekday: 1,
      opens: indiaInstant('2026-11-30', 9 * 60),
    })

    await writeOfficeHolidays(await getDb(), [{ day: '2026-11-30', name: 'Karthigai Deepam' }])
    const beforeHoliday = accepted(await submitLead('contact', contact(), { now: SATURDAY_EVENING }))
    expect(beforeHoliday.callBack).toMatchObject({ kind: 'morning', day: '2026-12-01', weekday: 2 })

    // On a working afternoon: today, before the office closes at 6 pm.
    const tuesday = accepted(await submitLead('contact', contact(), { now: indiaInstant('2026-12-01', 14 * 60) }))
    expect(tuesday.callBack).toEqual({ kind: 'before', day: '2026-12-01', by: indiaInstant('2026-12-01', 18 * 60) })
  })

  it("answers the POST with the stored lead's reference and the promise, the same for a repeat", async () => {
    const handler = createLeadHandler('contact')
    const body = JSON.stringify(contact())
    const post = () =>
      handler(
        new Request('http://localhost/api/web/contact/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${keyNumber}` },
          body,
        }),
      )
    const first = await post()
    expect(first.status).toBe(201)
    const answer = (await first.json()) as { reference: string; callBack: { kind: string; day: string } }
    const stored = await (
      await getDb()
    )
      .selectFrom('leads')
      .select(['reference', 'created_at'])
      .where('reference', '=', answer.reference)
      .executeTakeFirstOrThrow()
    expect(answer.reference).toMatch(/^GH-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(['before', 'morning']).toContain(answer.callBack.kind)
    expect(stored.reference).toBe(answer.reference)

    const repeat = await post()
    expect(repeat.status).toBe(200)
    expect(await repeat.json()).toEqual(answer)
  })

  it('e-mails the confirmation once, in the visitor’s language, Reply-To the agency, with the promise of the answer', async () => {
    const address = `priya-${kind}@example.com`
    const english = accepted(await submitLead('contact', contact({ email: address }), { now: SATURDAY_EVENING }))
    const tamil = accepted(
      await submitLead(
        'tripEnquiry',
        {
          ...contact({ email: address, locale: 'ta', form: 'trip-enquiry' }),
          subject: undefined,
          tripId: 'kashi-gaya-prayag-yatra',
          numberOfTravellers: 4,
          preferredTravelDate: '',
        },
        { now: SATURDAY_EVENING },
      ),
    )
    const received = () => mailbox.received.filter((mail) => mail.to.includes(address))

    // Twice over: a job that went is done, never sent again.
    await sendDueConfirmations()
    await sendDueConfirmations()
    expect(received()).toHaveLength(2)

    const mails = await Promise.all(received().map((mail) => PostalMime.parse(mail.raw)))
    const en = mails.find((mail) => mail.subject?.includes(english.reference))!
    const ta = mails.find((mail) => mail.subject?.includes(tamil.reference))!
    expect(en.subject).toBe(`Your enquiry ${english.reference}: we will call you`)
    expect(en.replyTo?.map((a) => a.address)).toEqual(['enquiry@gopuramholidays.in'])
    expect(en.messageId).toBe(`<confirmation-mail.${english.reference}@www.gopuram.example>`)
    expect(en.text).toContain("We'll call you on Monday morning.")
    expect(en.text).toContain(`Your reference is ${english.reference}`)
    const whatsapp = /https:\/\/wa\.me\/\S+/.exec(en.text ?? '')![0]
    expect(new URL(whatsapp).searchParams.get('text')).toContain(english.reference)

    expect(ta.subject).toBe(`உங்கள் விசாரணை ${tamil.reference}: உங்களை அழைப்போம்`)
    expect(ta.replyTo?.map((a) => a.address)).toEqual(['enquiry@gopuramholidays.in'])
    expect(ta.messageId).toBe(`<confirmation-mail.${tamil.reference}@www.gopuram.example>`)
    expect(ta.text).toContain('திங்கள்கிழமை காலை உங்களை அழைப்போம்.')
    expect(ta.text).toContain('https://www.gopuram.example/ta/trip/kashi-gaya-prayag-yatra')
  })

  it(`mails one address at most ${VISITOR_MAIL_PER_DAY} times a day; the rest are stored and marked, not mailed`, async () => {
    const address = `limit-${kind}@example.com`
    const references: string[] = []
    for (let i = 0; i < VISITOR_MAIL_PER_DAY + 2; i++) {
      references.push(accepted(await submitLead('contact', contact({ email: address }))).reference)
    }
    const db = await getDb()
    const rows = await db
      .selectFrom('leads')
      .leftJoin('jobs', (join) => join.onRef('jobs.lead_id', '=', 'leads.id').on('jobs.kind', '=', 'confirmation-mail'))
      .select(['leads.reference', 'leads.mail_held', 'jobs.id as job'])
      .where('leads.reference', 'in', references)
      .execute()
    expect(rows.filter((row) => row.job !== null)).toHaveLength(VISITOR_MAIL_PER_DAY)
    const held = rows.filter((row) => row.mail_held !== null)
    expect(held).toHaveLength(2)
    expect(held.every((row) => row.job === null)).toBe(true)

    await sendDueConfirmations()
    expect(mailbox.received.filter((mail) => mail.to.includes(address))).toHaveLength(VISITOR_MAIL_PER_DAY)
  })
})
