import 'server-only'
import { dueReminders, REMINDER_JOBS, reminderJobKey, reminderToSend, type ReminderKind } from '@/lib/bookings'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { agencyName } from '@/lib/site/i18n/messages'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { enqueueJob } from '@/lib/leads/jobs/queue'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { customerMailBody } from '@/lib/leads/notify/layout'
import { messageIdFor, sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'

/**
 * A booking's reminders to the family (lib/bookings/reminders: balance due, before departure,
 * welcome home), three kinds of the queue, one handler each. Each tick of the worker the kind's
 * sweep adds a job for every booking whose reminder is due and has none yet; its key
 * (`balance-reminder:<booking id>`) makes it once, across ticks and instances. At send time the
 * handler asks again (a cancelled booking, a balance since paid, an address erased: nothing is
 * sent, and the job keeps why), then e-mails the family in the booking's language, Reply-To the
 * agency. The job is the reminder's record, which the booking page reads.
 */

/** A sweep reads the bookings at most this often per kind and process: reminders are due on the hour. */
const SWEEP_EVERY_MS = 60_000

export type ReminderSender = (mail: CustomerMail) => Promise<void>

async function enqueueDue(db: Db, kind: ReminderKind, now: number): Promise<void> {
  const due = await dueReminders(db, kind, now)
  if (!due.length) return
  await writeTransaction(db, async (trx) => {
    for (const { bookingId, dueAt } of due)
      await enqueueJob(
        trx,
        { kind: REMINDER_JOBS[kind], key: reminderJobKey(kind, bookingId), payload: { bookingId }, dueAt },
        now,
      )
  })
}

export function bookingReminderHandler(kind: ReminderKind, send: ReminderSender = sendCustomerMail): JobHandler {
  let sweptAt = Number.NEGATIVE_INFINITY
  return {
    needs: 'smtp',
    async schedule(db, at) {
      if (at - sweptAt < SWEEP_EVERY_MS && at >= sweptAt) return
      sweptAt = at
      await enqueueDue(db, kind, at)
    },
    async run(job, now) {
      const { bookingId } = JSON.parse(job.payload) as { bookingId: number }
      const reminder = await reminderToSend(await getDb(), bookingId, kind, now())
      if (!reminder.send) return { note: reminder.note }
      await send({
        to: reminder.to,
        subject: reminder.text.subject,
        ...customerMailBody(reminder.text.paragraphs, [
          agencyName(reminder.locale),
          formatAddress(reminder.locale),
          siteConfig.phone,
        ]),
        replyTo: siteConfig.email,
        messageId: messageIdFor(job.key),
      })
    },
  }
}

/** Adds the reminders due at `now` and sends those due; returns how many e-mails went. `send` is the mailer (tests give their own). */
export async function sendDueReminders(now: () => number = Date.now, send?: ReminderSender): Promise<number> {
  const handlers = Object.fromEntries(
    (Object.keys(REMINDER_JOBS) as ReminderKind[]).map((kind) => [
      REMINDER_JOBS[kind],
      bookingReminderHandler(kind, send),
    ]),
  )
  const db = await getDb()
  for (const handler of Object.values(handlers)) await handler.schedule!(db, now())
  return runDueJobs({ handlers, now })
}
