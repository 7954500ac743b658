import PostalMime from 'postal-mime'
import { sendDueReviewRequests } from '@/lib/leads/outbox/review-requests'
import { getDb } from '@/lib/platform/db'
import { indiaInstant } from '@/lib/site/office-hours'
import { reviewLinkPath } from '@/lib/site/routes'
import {
  bookingReviewStatus,
  planReviewReminder,
  planReviewRequest,
  REVIEW_SKIPPED,
  reviewJobKey,
  todaysReviewRequests,
} from '@/lib/reviews'
import { reviewMailText, reviewWhatsappText } from '@/lib/reviews/requests/message'
import { isReviewMessageSendable } from '@/lib/reviews/requests/schedule'
import { replaceEnv } from './support/env'
import { startMailbox, type Mailbox } from './support/mailbox'
import { answerReview, cancelReviewBooking, reviewBookingRows, reviewJobOf, reviewRowOf } from './support/rreq-rows'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * A booking's review request and its one reminder (lib/reviews/requests): when each falls due,
 * what it says in each language, and that the queue sends each once, to the family, with a link
 * whose token is the stored review's; and nothing once the family said no or sent their review,
 * nor for a cancelled booking. The clock is moved, never waited for.
 */

const at = (day: string, hour = 9, minute = 5) => indiaInstant(day, hour * 60 + minute)

describe('when a family is asked for a review', () => {
  it('a six-day trip leaving on 26 January 2027 is back on the 31st: asked on 1 February at 9 am in India, until 3 March', () => {
    const plan = planReviewRequest({ departsOn: '2027-01-26', returnsOn: null, tripDays: 6 })!
    expect(plan).toMatchObject({ day: '2027-02-01', lastDay: '2027-03-03' })
    // 9 am in India is 3:30 am UTC.
    expect(new Date(plan.dueAt).toISOString()).toBe('2027-02-01T03:30:00.000Z')
  })

  it('the booking’s own return day wins over the trip’s days, across a year’s end; with neither there is no request', () => {
    const own = planReviewRequest({ departsOn: '2026-12-24', returnsOn: '2026-12-31', tripDays: 3 })!
    expect(own.day).toBe('2027-01-01')
    expect(planReviewRequest({ departsOn: '2026-12-24', returnsOn: null, tripDays: null })).toBeNull()
  })

  it('the reminder a week after the India day the request went, across February’s end; its own last day a week later', () => {
    // Asked at 11:50 pm on 25 February 2027 in India (6:20 pm UTC the same day).
    const reminder = planReviewReminder('2027-02-25')
    expect(reminder).toMatchObject({ day: '2027-03-04', lastDay: '2027-03-11' })
    expect(new Date(reminder.dueAt).toISOString()).toBe('2027-03-04T03:30:00.000Z')
    expect(planReviewReminder('2028-02-25').day).toBe('2028-03-03')
  })

  it('a booking recorded after the return is asked at once, until 30 days after the day after return, never later', () => {
    const plan = planReviewRequest({ departsOn: '2027-04-01', returnsOn: '2027-04-05', tripDays: null })!
    expect(isReviewMessageSendable(plan, '2027-04-05')).toBe(false)
    expect(isReviewMessageSendable(plan, '2027-04-06')).toBe(true)
    expect(isReviewMessageSendable(plan, '2027-04-20')).toBe(true)
    expect(isReviewMessageSendable(plan, '2027-05-06')).toBe(true)
    expect(isReviewMessageSendable(plan, '2027-05-07')).toBe(false)
  })
})

describe('what the request and the reminder say', () => {
  const facts = {
    name: 'Lakshmi',
    trip: 'Char Dham Yatra',
    departsOn: '2026-12-12',
    url: 'https://www.gopuram.example/review/abc',
  }

  it('in English: thanks for the month travelled, a few words and photos, what happens next, how to say no', () => {
    const text = reviewMailText('request', facts, 'en')
    expect(text.subject).toBe('Char Dham Yatra: how was your trip?')
    const body = text.paragraphs.join('\n')
    expect(text.paragraphs[0]).toBe('Dear Lakshmi,')
    expect(body).toContain('Thank you for travelling with us on Char Dham Yatra in December 2026.')
    expect(body).toContain('A few words in Tamil or English and, if you like, a few of your photos.')
    expect(body).toContain('Write your review here: https://www.gopuram.example/review/abc')
    expect(body).toContain('We read every review before it appears on our website')
    expect(body).toContain('choose “No, thank you”: we will not ask again.')
    const reminder = reviewMailText('reminder', { ...facts, name: ' ' }, 'en')
    expect(reminder.subject).toBe('Char Dham Yatra: a few words from you?')
    expect(reminder.paragraphs[0]).toBe('Dear traveller,')
    expect(reminder.paragraphs.join('\n')).toContain('This is our only reminder.')
    expect(reviewWhatsappText(reminder)).toContain('\n\nWrite your review here: https://www.gopuram.example/review/abc')
  })

  it('in Tamil, with the month in Tamil and the form’s own “No, thank you”', () => {
    const text = reviewMailText('request', facts, 'ta')
    const body = text.paragraphs.join('\n')
    expect(text.subject).toBe('Char Dham Yatra: உங்கள் பயணம் எப்படி இருந்தது?')
    expect(body).toContain('எங்களுடன் Char Dham Yatra (டிசம்பர் 2026) சென்று வந்ததற்கு நன்றி.')
    expect(body).toContain('உங்கள் கருத்தை இங்கே எழுதுங்கள்: https://www.gopuram.example/review/abc')
    expect(body).toContain('“வேண்டாம், நன்றி”')
    // Only the family's name, the trip's title and the link stay in Latin letters.
    expect(body.replace(facts.url, '').replaceAll(facts.trip, '').replace(facts.name, '')).not.toMatch(/[A-Za-z]/)
  })
})

describe.each(STORAGE_KINDS)('the review requests the queue sends on %s', (kind) => {
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
  })
  afterAll(async () => {
    await cleanup()
    await mailbox.close()
    restoreEnv()
    jest.restoreAllMocks()
  })

  const mailsTo = (address: string | null) =>
    Promise.all(
      mailbox.received.filter((mail) => address && mail.to.includes(address)).map((mail) => PostalMime.parse(mail.raw)),
    )
  const linkIn = (text: string | undefined) => text?.match(/https:\/\/www\.gopuram\.example\/review\/\S+/)?.[0]

  it('the request arrives once the day after return, not the day before, not again on later sweeps or another instance’s', async () => {
    const { bookingId, email } = await reviewBookingRows({ departsOn: '2027-03-01', returnsOn: '2027-03-06' })
    expect(await bookingReviewStatus(bookingId, at('2027-03-06'))).toMatchObject({
      request: { state: 'due', at: indiaInstant('2027-03-07', 9 * 60) },
      reminder: null,
      review: null,
    })
    await sendDueReviewRequests(() => at('2027-03-06', 18))
    await sendDueReviewRequests(() => at('2027-03-07', 8, 59))
    expect(await mailsTo(email)).toHaveLength(0)
    expect(await reviewRowOf(bookingId)).toBeUndefined()

    // Two instances sweep at once at 9:05, then the next sweeps and the next day.
    await Promise.all([sendDueReviewRequests(() => at('2027-03-07')), sendDueReviewRequests(() => at('2027-03-07'))])
    await sendDueReviewRequests(() => at('2027-03-07', 9, 30))
    await sendDueReviewRequests(() => at('2027-03-08'))
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/: how was your trip\?$/)
    expect(mails[0].replyTo?.map((a) => a.address)).toEqual(['enquiry@gopuramholidays.in'])
    expect(mails[0].messageId).toBe(`<review-request.${bookingId}@www.gopuram.example>`)

    const row = (await reviewRowOf(bookingId))!
    expect(row).toMatchObject({ status: 'requested', reminded_at: null })
    expect(Number(row.requested_at)).toBe(at('2027-03-07'))
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(linkIn(mails[0].text)).toBe(`https://www.gopuram.example${reviewLinkPath(row.token)}`)
    expect(mails[0].html).toContain(`<a href="https://www.gopuram.example${reviewLinkPath(row.token)}">`)

    const status = await bookingReviewStatus(bookingId, at('2027-03-08'))
    expect(status).toMatchObject({
      request: { state: 'sent', at: at('2027-03-07') },
      reminder: { state: 'due', at: indiaInstant('2027-03-14', 9 * 60) },
      review: { status: 'requested' },
    })
  })

  it('in Tamil for a Tamil booking; the one reminder a week later, with the same link, and never a second', async () => {
    const { bookingId, email } = await reviewBookingRows({
      departsOn: '2027-05-02',
      returnsOn: '2027-05-09',
      language: 'ta',
    })
    await sendDueReviewRequests(() => at('2027-05-10'))
    const [request] = await mailsTo(email)
    expect(request.subject).toMatch(/: உங்கள் பயணம் எப்படி இருந்தது\?$/)
    expect(request.text).toContain('(மே 2027)')
    expect(request.text).toContain('“வேண்டாம், நன்றி”')
    expect(request.text).toContain('கோபுரம் ஹாலிடேஸ்')
    const token = (await reviewRowOf(bookingId))!.token
    expect(linkIn(request.text)).toBe(`https://www.gopuram.example${reviewLinkPath(token)}`)

    await sendDueReviewRequests(() => at('2027-05-16', 23))
    await sendDueReviewRequests(() => at('2027-05-17', 8, 59))
    expect(await mailsTo(email)).toHaveLength(1)
    await sendDueReviewRequests(() => at('2027-05-17'))
    await sendDueReviewRequests(() => at('2027-05-17', 12))
    await sendDueReviewRequests(() => at('2027-05-24'))
    await sendDueReviewRequests(() => at('2027-05-31'))
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[1].subject).toMatch(/: உங்களிடமிருந்து சில வார்த்தைகள்\?$/)
    expect(mails[1].text).toContain('இதுவே எங்கள் ஒரே நினைவூட்டல்.')
    expect(linkIn(mails[1].text)).toBe(linkIn(request.text))
    expect(mails[1].messageId).toBe(`<review-reminder.${bookingId}@www.gopuram.example>`)
    const row = (await reviewRowOf(bookingId))!
    expect(Number(row.reminded_at)).toBe(at('2027-05-17'))
    expect(row.token).toBe(token)
    expect(await bookingReviewStatus(bookingId, at('2027-05-31'))).toMatchObject({
      request: { state: 'sent', at: at('2027-05-10') },
      reminder: { state: 'sent', at: at('2027-05-17') },
    })
  })

  it('no reminder once the family said no, nor once they sent their review, even with its job already waiting', async () => {
    const declined = await reviewBookingRows({ departsOn: '2027-06-01', returnsOn: '2027-06-05' })
    const reviewed = await reviewBookingRows({ departsOn: '2027-06-01', returnsOn: '2027-06-05' })
    const late = await reviewBookingRows({ departsOn: '2027-06-01', returnsOn: '2027-06-05' })
    await sendDueReviewRequests(() => at('2027-06-06'))
    await answerReview(declined.bookingId, 'declined')
    await answerReview(reviewed.bookingId, 'pending')
    // Its reminder's job is added by the sweep of the 13th; the family answers before it goes.
    const db = await getDb()
    await db
      .insertInto('jobs')
      .values({
        kind: 'review-reminder',
        key: reviewJobKey('reminder', late.bookingId),
        payload: JSON.stringify({ bookingId: late.bookingId }),
        due_at: at('2027-06-13'),
        created_at: at('2027-06-12'),
      })
      .execute()
    await answerReview(late.bookingId, 'pending')
    await sendDueReviewRequests(() => at('2027-06-13'))
    await sendDueReviewRequests(() => at('2027-06-20'))
    for (const { email } of [declined, reviewed, late]) expect(await mailsTo(email)).toHaveLength(1)
    expect(await reviewJobOf(reviewJobKey('reminder', declined.bookingId))).toBeUndefined()
    expect(await reviewJobOf(reviewJobKey('reminder', late.bookingId))).toMatchObject({
      state: 'done',
      last_error: REVIEW_SKIPPED.answered,
    })
    expect((await reviewRowOf(late.bookingId))!.reminded_at).toBeNull()
    expect(await bookingReviewStatus(declined.bookingId, at('2027-06-20'))).toMatchObject({
      reminder: null,
      review: { status: 'declined' },
    })
  })

  it('a family that declined or sent its review is never asked: the request goes only while there is no answer', async () => {
    const { bookingId, email } = await reviewBookingRows({ departsOn: '2027-07-01', returnsOn: '2027-07-04' })
    // A review row already answered (the request went by another way): the sweep passes it by.
    await (
      await getDb()
    )
      .insertInto('traveller_reviews')
      .values({
        booking_id: bookingId,
        token: 'answered-before-asked',
        status: 'declined',
        requested_at: at('2027-07-04'),
      })
      .execute()
    await sendDueReviewRequests(() => at('2027-07-05'))
    await sendDueReviewRequests(() => at('2027-07-12'))
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('nothing for a cancelled booking, even with its request already waiting', async () => {
    const early = await reviewBookingRows({ departsOn: '2027-08-01', returnsOn: '2027-08-06' })
    const late = await reviewBookingRows({ departsOn: '2027-08-01', returnsOn: '2027-08-06' })
    await cancelReviewBooking(early.bookingId)
    await (
      await getDb()
    )
      .insertInto('jobs')
      .values({
        kind: 'review-request',
        key: reviewJobKey('request', late.bookingId),
        payload: JSON.stringify({ bookingId: late.bookingId }),
        due_at: at('2027-08-07'),
        created_at: at('2027-08-07'),
      })
      .execute()
    await cancelReviewBooking(late.bookingId)
    await sendDueReviewRequests(() => at('2027-08-07'))
    await sendDueReviewRequests(() => at('2027-08-14'))
    expect(await mailsTo(early.email)).toHaveLength(0)
    expect(await mailsTo(late.email)).toHaveLength(0)
    expect(await reviewRowOf(early.bookingId)).toBeUndefined()
    expect(await reviewRowOf(late.bookingId)).toBeUndefined()
    expect(await bookingReviewStatus(early.bookingId, at('2027-08-14'))).toMatchObject({
      request: { state: 'skipped', reason: REVIEW_SKIPPED.cancelled },
    })
    expect(await bookingReviewStatus(late.bookingId, at('2027-08-14'))).toMatchObject({
      request: { state: 'skipped', reason: REVIEW_SKIPPED.cancelled },
    })
  })

  it('a lead with neither e-mail nor phone any more: nothing made, nothing sent, and the job says why', async () => {
    const { bookingId } = await reviewBookingRows({
      departsOn: '2027-11-01',
      returnsOn: '2027-11-03',
      email: null,
      phone: null,
    })
    await sendDueReviewRequests(() => at('2027-11-04'))
    expect(await reviewRowOf(bookingId)).toBeUndefined()
    expect(await reviewJobOf(reviewJobKey('request', bookingId))).toMatchObject({
      state: 'done',
      last_error: REVIEW_SKIPPED.noContact,
    })
    expect(await bookingReviewStatus(bookingId, at('2027-11-05'))).toMatchObject({
      request: { state: 'skipped', reason: REVIEW_SKIPPED.noContact },
      reminder: null,
    })
  })

  it('a booking recorded after the return is asked at once; one back more than 30 days ago is not asked', async () => {
    const recent = await reviewBookingRows({ departsOn: '2027-09-01', returnsOn: '2027-09-05' })
    const old = await reviewBookingRows({ departsOn: '2027-08-01', returnsOn: '2027-08-05' })
    // Both recorded on 20 September: the first was back 15 days ago, the second 46.
    await sendDueReviewRequests(() => at('2027-09-20', 15))
    expect(await mailsTo(recent.email)).toHaveLength(1)
    expect(await mailsTo(old.email)).toHaveLength(0)
    expect(Number((await reviewRowOf(recent.bookingId))!.requested_at)).toBe(at('2027-09-20', 15))
    expect(await bookingReviewStatus(old.bookingId, at('2027-09-20', 15))).toMatchObject({
      request: { state: 'skipped', reason: REVIEW_SKIPPED.late },
    })
  })

  it('Today lists the day’s requests with the WhatsApp text and link; a family without e-mail gets its link there only', async () => {
    const mailed = await reviewBookingRows({ departsOn: '2027-10-01', returnsOn: '2027-10-06' })
    const phoneOnly = await reviewBookingRows({
      departsOn: '2027-10-01',
      returnsOn: '2027-10-06',
      email: null,
      language: 'ta',
    })
    const before = await todaysReviewRequests(at('2027-10-07', 8))
    expect(before.filter((item) => [mailed.bookingId, phoneOnly.bookingId].includes(item.bookingId))).toEqual([])
    await sendDueReviewRequests(() => at('2027-10-07'))
    const today = (await todaysReviewRequests(at('2027-10-07', 11))).filter((item) =>
      [mailed.bookingId, phoneOnly.bookingId].includes(item.bookingId),
    )
    expect(today.map((item) => [item.bookingId, item.kind, item.status.state])).toEqual([
      [mailed.bookingId, 'request', 'sent'],
      [phoneOnly.bookingId, 'request', 'skipped'],
    ])
    const [mail] = await mailsTo(mailed.email)
    expect(today[0].whatsappText).toContain(linkIn(mail.text)!)
    expect(today[0].phone).toBe('+91 98400 77889')
    const phoneToken = (await reviewRowOf(phoneOnly.bookingId))!.token
    expect(today[1].status.reason).toBe(REVIEW_SKIPPED.whatsappOnly)
    expect(today[1].whatsappText).toContain(`https://www.gopuram.example${reviewLinkPath(phoneToken)}`)
    expect(today[1].whatsappText).toContain('உங்கள் கருத்தை இங்கே எழுதுங்கள்')
    // The next day it is yesterday's work; a family that answered leaves the list.
    expect((await todaysReviewRequests(at('2027-10-08', 11))).some((i) => i.bookingId === mailed.bookingId)).toBe(false)
    await answerReview(phoneOnly.bookingId, 'declined')
    expect((await todaysReviewRequests(at('2027-10-07', 12))).some((i) => i.bookingId === phoneOnly.bookingId)).toBe(
      false,
    )
  })
})
