import 'server-only'
import { dueReminders, REMINDER_JOBS, reminderJobKey, reminderToSend, type ReminderKind } from '@/lib/bookings'
import { familyMailHandler, sendDueFamilyMail, type FamilyMailKind, type FamilyMailSender } from './family-mail'

/**
 * A booking's reminders to the family (lib/bookings/reminders: balance due, before departure,
 * welcome home), three kinds of the queue, one handler each (./family-mail.ts). At send time the
 * reminder is asked again: a cancelled booking, a balance since paid, an address erased: nothing
 * is sent, and the job keeps why.
 */

export type ReminderSender = FamilyMailSender

const reminderKind = (kind: ReminderKind): FamilyMailKind => ({
  job: REMINDER_JOBS[kind],
  key: (bookingId) => reminderJobKey(kind, bookingId),
  due: (db, now) => dueReminders(db, kind, now),
  message: (db, bookingId, now) => reminderToSend(db, bookingId, kind, now),
})

export function bookingReminderHandler(kind: ReminderKind, send?: ReminderSender) {
  return familyMailHandler(reminderKind(kind), send)
}

/** Adds the reminders due at `now` and sends those due; returns how many e-mails went. `send` is the mailer (tests give their own). */
export function sendDueReminders(now: () => number = Date.now, send?: ReminderSender): Promise<number> {
  return sendDueFamilyMail((Object.keys(REMINDER_JOBS) as ReminderKind[]).map(reminderKind), now, send)
}
