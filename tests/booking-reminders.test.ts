import PostalMime from 'postal-mime'
import { bookingReminders, planReminders, todaysReminders } from '@/lib/bookings'
import { ledgerSums } from '@/lib/bookings/money/rules'
import { reminderText } from '@/lib/bookings/reminders/message'
import { isSendable } from '@/lib/bookings/reminders/schedule'
import { sendDueReminders } from '@/lib/leads/outbox/booking-reminders'
import { getDb } from '@/lib/platform/db'
import { indiaInstant } from '@/lib/site/office-hours'
import { replaceEnv } from './support/env'
import { startMailbox, type Mailbox } from './support/mailbox'
import { bookingRows, cancelBookingRow, paymentRow } from './support/remind-rows'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * A booking's reminders (lib/bookings/reminders): when each falls due, what it says in each
 * language, and that the queue sends each once, at its day, to the family, and nothing for a
 * cancelled booking or a balance already paid. The clock is moved, never waited for.
 */

const at = (day: string, hour = 9, minute = 5) => indiaInstant(day, hour * 60 + minute)

describe('when a booking’s reminders fall due', () => {
  it('a six-day trip leaving on 20 January 2027, balance 7 days before: 13, 18 and 26 January at 9 am in India', () => {
    const plan = planReminders({ departsOn: '2027-01-20', returnsOn: null, tripDays: 6, balanceDueOn: '2027-01-13' })
    expect(plan.map(({ kind, day, lastDay }) => [kind, day, lastDay])).toEqual([
      ['balance', '2027-01-13', '2027-01-19'],
      ['pre-departure', '2027-01-18', '2027-01-19'],
      ['welcome-home', '2027-01-26', '2027-02-02'],
    ])
    // 9 am in India is 3:30 am UTC.
    expect(new Date(plan[0].dueAt!).toISOString()).toBe('2027-01-13T03:30:00.000Z')
    expect(new Date(plan[2].dueAt!).toISOString()).toBe('2027-01-26T03:30:00.000Z')
  })

  it('the booking’s own return day wins over the trip’s days; with neither, the welcome home has no day', () => {
    const own = planReminders({
      departsOn: '2027-01-20',
      returnsOn: '2027-01-31',
      tripDays: 6,
      balanceDueOn: '2027-01-13',
    })
    expect(own[2].day).toBe('2027-02-01')
    const none = planReminders({ departsOn: '2027-01-20', returnsOn: null, tripDays: null, balanceDueOn: '2027-01-13' })
    expect(none[2]).toMatchObject({ day: null, dueAt: null, lastDay: null })
  })

  it('a balance due on the day of departure (0 days) is asked for the day before; across a month’s end', () => {
    const plan = planReminders({ departsOn: '2027-03-01', returnsOn: null, tripDays: 1, balanceDueOn: '2027-03-01' })
    expect(plan.map((r) => r.day)).toEqual(['2027-02-28', '2027-02-27', '2027-03-02'])
  })

  it('a booking made after a reminder’s day still gets it at once, until its last day', () => {
    const [balance, before] = planReminders({
      departsOn: '2027-01-20',
      returnsOn: null,
      tripDays: 6,
      balanceDueOn: '2027-01-13',
    })
    expect(isSendable(balance, '2027-01-12')).toBe(false)
    expect(isSendable(balance, '2027-01-16')).toBe(true)
    expect(isSendable(balance, '2027-01-20')).toBe(false)
    expect(isSendable(before, '2027-01-19')).toBe(true)
    expect(isSendable(before, '2027-01-20')).toBe(false)
  })

  it('what is owed: agreed less received net of refunds, a reversing entry counting as its opposite', () => {
    const owedOnBooking = (agreed: number, entries: Parameters<typeof ledgerSums>[0]) =>
      agreed - ledgerSums(entries).netPaid
    expect(owedOnBooking(65_000, [])).toBe(65_000)
    const ledger = [
      { kind: 'received' as const, amount: 20_000, reverses_id: null },
      { kind: 'received' as const, amount: 10_000, reverses_id: null },
      { kind: 'received' as const, amount: 10_000, reverses_id: 2 },
    ]
    expect(owedOnBooking(65_000, ledger)).toBe(45_000)
    expect(owedOnBooking(65_000, [...ledger, { kind: 'refund', amount: 5_000, reverses_id: null }])).toBe(50_000)
    expect(owedOnBooking(65_000, [...ledger, { kind: 'refund', amount: 5_000, reverses_id: 9 }])).toBe(40_000)
  })
})

describe('what a reminder says', () => {
  const facts = {
    name: 'Meenakshi',
    trip: 'Char Dham Yatra',
    departsOn: '2027-05-08',
    boardingCity: 'Chennai',
    money: { owed: 45_000, total: 65_000, received: 20_000 },
    reporting: '6:30 am, Chennai Central, platform 5',
    tourManager: { name: 'Ravi Kumar', phone: '+91 98400 55555' },
  }

  it('the balance: the amount still owed, the agreed and the received, in rupees', () => {
    const text = reminderText('balance', facts, 'en')
    expect(text.subject).toBe('Char Dham Yatra: your balance of ₹45,000 is due today')
    expect(text.paragraphs).toContain('Dear Meenakshi,')
    expect(text.paragraphs.join('\n')).toContain('₹45,000 still to pay (agreed ₹65,000, received so far ₹20,000)')
    expect(text.paragraphs.join('\n')).toContain('departing 8 May 2027 from Chennai')
  })

  it('before departure, in Tamil: reporting, what to carry, the tour manager; a departure with none set says we will call', () => {
    const ta = reminderText('pre-departure', { ...facts, reporting: 'காலை 6:30, சென்னை சென்ட்ரல்' }, 'ta')
    const body = ta.paragraphs.join('\n')
    expect(ta.subject).toContain('புறப்படுகிறீர்கள்')
    expect(body).toContain('வந்து சேர வேண்டிய நேரமும் இடமும்: காலை 6:30, சென்னை சென்ட்ரல்')
    expect(body).toContain('எடுத்து வர வேண்டியவை:')
    expect(body).toContain('உங்கள் சுற்றுலா மேலாளர்: Ravi Kumar, +91 98400 55555')
    const bare = reminderText('pre-departure', { ...facts, reporting: '', tourManager: { name: '', phone: '' } }, 'en')
    expect(bare.paragraphs.join('\n')).toContain('we will tell you by phone before the day')
    expect(bare.paragraphs.join('\n')).not.toContain('tour manager')
  })
})

describe.each(STORAGE_KINDS)('the reminders the queue sends on %s', (kind) => {
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

  it('the balance reminder arrives once on its day, not before, not again on the next sweeps', async () => {
    const { bookingId, email } = await bookingRows({ departsOn: '2027-03-20', returnsOn: '2027-03-25' })
    await paymentRow(bookingId, 20_000)
    // 13 March is the balance day (7 days before, the default).
    await sendDueReminders(() => at('2027-03-12', 18))
    await sendDueReminders(() => at('2027-03-13', 8, 59))
    expect(await mailsTo(email)).toHaveLength(0)
    await sendDueReminders(() => at('2027-03-13'))
    await sendDueReminders(() => at('2027-03-13', 9, 30))
    await sendDueReminders(() => at('2027-03-14'))
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/: your balance of ₹45,000 is due today$/)
    expect(mails[0].text).toContain('₹45,000 still to pay (agreed ₹65,000, received so far ₹20,000)')
    expect(mails[0].replyTo?.map((a) => a.address)).toEqual(['enquiry@gopuramholidays.in'])
    expect(mails[0].messageId).toBe(`<balance-reminder.${bookingId}@www.gopuram.example>`)

    const statuses = await bookingReminders(bookingId, at('2027-03-14'))
    expect(statuses.map((s) => [s.kind, s.state])).toEqual([
      ['balance', 'sent'],
      ['pre-departure', 'due'],
      ['welcome-home', 'due'],
    ])
    expect(statuses[0].at).toBe(at('2027-03-13'))
    expect(statuses[1].at).toBe(indiaInstant('2027-03-18', 9 * 60))
  })

  it('the message before departure arrives once, two days before, in the family’s Tamil, with the reporting and the tour manager', async () => {
    const { bookingId, email } = await bookingRows({
      departsOn: '2027-04-10',
      language: 'ta',
      departure: {
        reporting: '6:30 am, Chennai Central',
        reporting_ta: 'காலை 6:30, சென்னை சென்ட்ரல்',
        tour_manager_name: 'Ravi Kumar',
        tour_manager_phone: '+91 98400 55555',
      },
    })
    await paymentRow(bookingId, 65_000)
    await sendDueReminders(() => at('2027-04-08'))
    await sendDueReminders(() => at('2027-04-08', 12))
    await sendDueReminders(() => at('2027-04-09'))
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('புறப்படுகிறீர்கள்')
    expect(mails[0].text).toContain('வந்து சேர வேண்டிய நேரமும் இடமும்: காலை 6:30, சென்னை சென்ட்ரல்')
    expect(mails[0].text).toContain('உங்கள் சுற்றுலா மேலாளர்: Ravi Kumar, +91 98400 55555')
    expect(mails[0].text).toContain('கோபுரம் ஹாலிடேஸ்')
    // Paid in full: the balance reminder of its day (3 April) was not sent, and says why.
    const [balance] = await bookingReminders(bookingId, at('2027-04-09'))
    expect(balance).toMatchObject({ state: 'skipped', reason: 'Nothing owed: paid in full' })
  })

  it('a cancelled booking gets nothing, even with its job already waiting', async () => {
    const early = await bookingRows({ departsOn: '2027-05-20' })
    const late = await bookingRows({ departsOn: '2027-05-21' })
    await cancelBookingRow(early.bookingId)
    await sendDueReminders(() => at('2027-05-13'))
    expect(await mailsTo(early.email)).toHaveLength(0)
    expect(await mailsTo(late.email)).toHaveLength(0)
    // Cancelled after its sweep and before the send: the handler asks again and records why.
    const db = await getDb()
    await db
      .insertInto('jobs')
      .values({
        kind: 'balance-reminder',
        key: `balance-reminder:${late.bookingId}`,
        payload: JSON.stringify({ bookingId: late.bookingId }),
        due_at: at('2027-05-14'),
        created_at: at('2027-05-14'),
      })
      .execute()
    await cancelBookingRow(late.bookingId)
    await sendDueReminders(() => at('2027-05-14'))
    await sendDueReminders(() => at('2027-05-19'))
    expect(await mailsTo(late.email)).toHaveLength(0)
    const statuses = await bookingReminders(late.bookingId, at('2027-05-19'))
    expect(statuses[0]).toMatchObject({ state: 'skipped', reason: 'The booking was cancelled' })
    expect(statuses[1]).toMatchObject({ state: 'skipped', reason: 'The booking was cancelled' })
  })

  it('welcome home the day after the return; Today lists the day’s reminders with the WhatsApp text', async () => {
    const { bookingId, email, reference } = await bookingRows({ departsOn: '2027-06-01', returnsOn: '2027-06-06' })
    await paymentRow(bookingId, 65_000)
    const today = await todaysReminders(at('2027-06-07', 8))
    const mine = today.filter((item) => item.bookingId === bookingId)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ reference, status: { kind: 'welcome-home', state: 'due' } })
    expect(mine[0].whatsappText).toContain('Welcome home!')
    await sendDueReminders(() => at('2027-06-07'))
    await sendDueReminders(() => at('2027-06-08'))
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/^Welcome home from /)
    const after = (await todaysReminders(at('2027-06-07', 11))).filter((item) => item.bookingId === bookingId)
    expect(after[0].status.state).toBe('sent')
    expect((await todaysReminders(at('2027-06-08', 11))).some((item) => item.bookingId === bookingId)).toBe(false)
  })
})
