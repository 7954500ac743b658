import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import { todayInIndia } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { reminderText, reminderWhatsappText, type ReminderText } from './message'
import { isSendable, reminderJobKey, type ReminderKind } from './schedule'
import { reminderStatus, SKIPPED, type ReminderStatus } from './status'
import { activeBookingIds, readReminderBookings, reminderFacts, reminderJobs, type ReminderBooking } from './store'

/**
 * The reminders as the queue, the booking page and Today need them: which are due now (the
 * sweep), what one says when it goes (the handler, which re-checks), and where each stands.
 */

/** The reminders of `kind` due at `now` that have no job yet: each booking's id and its due instant. */
export async function dueReminders(
  db: Db,
  kind: ReminderKind,
  now: number,
): Promise<{ bookingId: number; dueAt: number }[]> {
  const today = todayInIndia(new Date(now))
  const bookings = await readReminderBookings(db, await activeBookingIds(db, today))
  const jobs = await reminderJobs(
    db,
    bookings.map((entry) => entry.booking.id),
  )
  return bookings.flatMap((entry) => {
    const reminder = entry.reminders.find((planned) => planned.kind === kind)
    if (!reminder || reminder.dueAt === null || reminder.dueAt > now || !isSendable(reminder, today)) return []
    if (jobs.has(reminderJobKey(kind, entry.booking.id))) return []
    return [{ bookingId: entry.booking.id, dueAt: reminder.dueAt }]
  })
}

export type ReminderToSend =
  { send: true; to: string; locale: Locale; text: ReminderText } | { send: false; note: string }

/** What a reminder says at `now`, or why it is not sent after all (cancelled, paid, too late, no address). */
export async function reminderToSend(
  db: Db,
  bookingId: number,
  kind: ReminderKind,
  now: number,
): Promise<ReminderToSend> {
  const [entry] = await readReminderBookings(db, [bookingId])
  if (!entry) return { send: false, note: 'The booking is gone' }
  const reminder = entry.reminders.find((planned) => planned.kind === kind)!
  const status = reminderStatus({
    reminder,
    job: undefined,
    cancelled: entry.booking.status !== 'confirmed',
    owed: entry.money.owed,
    hasAddress: Boolean(entry.family.email),
    today: todayInIndia(new Date(now)),
  })
  if (status.state === 'skipped') return { send: false, note: status.reason ?? SKIPPED.late }
  if (kind === 'balance' && entry.money.owed <= 0) return { send: false, note: SKIPPED.paid }
  return { send: true, to: entry.family.email, locale: entry.locale, text: await textOf(entry, kind) }
}

const textOf = async (entry: ReminderBooking, kind: ReminderKind) =>
  reminderText(kind, await reminderFacts(entry), entry.locale)

/** A booking's reminders and where each stands at `now`, for the booking page. */
export async function bookingReminders(bookingId: number, now: number = Date.now()): Promise<ReminderStatus[]> {
  const db = await getDb()
  const [entry] = await readReminderBookings(db, [bookingId])
  if (!entry) return []
  const jobs = await reminderJobs(db, [bookingId])
  const today = todayInIndia(new Date(now))
  return entry.reminders.map((reminder) =>
    reminderStatus({
      reminder,
      job: jobs.get(reminderJobKey(reminder.kind, bookingId)),
      cancelled: entry.booking.status !== 'confirmed',
      owed: entry.money.owed,
      hasAddress: Boolean(entry.family.email),
      today,
    }),
  )
}

export interface TodayReminder {
  bookingId: number
  reference: string
  name: string
  phone: string
  trip: string
  departsOn: string
  status: ReminderStatus
  locale: Locale
  /** The message in the family's language, the same words as the e-mail. */
  whatsappText: string
}

/**
 * The reminders of the day at `now` (India): each confirmed booking's reminder whose day has come
 * and whose last day has not passed, sent today or still to go, with its WhatsApp message for the
 * agent; soonest departure first.
 */
export async function todaysReminders(now: number = Date.now()): Promise<TodayReminder[]> {
  const db = await getDb()
  const today = todayInIndia(new Date(now))
  const bookings = await readReminderBookings(db, await activeBookingIds(db, today))
  const jobs = await reminderJobs(
    db,
    bookings.map((entry) => entry.booking.id),
  )
  const items: TodayReminder[] = []
  for (const entry of bookings) {
    for (const reminder of entry.reminders) {
      if (!isSendable(reminder, today)) continue
      const job = jobs.get(reminderJobKey(reminder.kind, entry.booking.id))
      // Sent on an earlier day: that day's work, not today's.
      if (job?.finished_at && todayInIndia(new Date(Number(job.finished_at))) < today) continue
      const status = reminderStatus({
        reminder,
        job,
        cancelled: false,
        owed: entry.money.owed,
        hasAddress: Boolean(entry.family.email),
        today,
      })
      if (status.state === 'skipped' && status.reason !== SKIPPED.noAddress) continue
      items.push({
        bookingId: entry.booking.id,
        reference: entry.family.reference,
        name: entry.family.name,
        phone: entry.family.phone,
        trip: entry.booking.trip_title,
        departsOn: entry.booking.departs_on,
        status,
        locale: entry.locale,
        whatsappText: reminderWhatsappText(await textOf(entry, reminder.kind)),
      })
    }
  }
  return items
}
