import 'server-only'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import { formatAddress, siteConfig } from '@/lib/site/config'
import type { Locale } from '@/lib/site/i18n/locales'
import { agencyName } from '@/lib/site/i18n/messages'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { enqueueJob } from '@/lib/leads/jobs/queue'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { customerMailBody } from '@/lib/leads/notify/layout'
import { messageIdFor, sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'

/**
 * A message to a booking's family that the queue sends once, when its day comes: the booking's
 * reminders (./booking-reminders.ts) and the review request and its reminder (./review-requests.ts)
 * are each one kind of it. Each tick of the worker the kind's sweep adds a job for every booking
 * whose message is due and has none yet; its key (`<kind>:<booking id>`) makes it once, across ticks
 * and instances. At send time the handler asks the kind again (it may say why nothing goes, which
 * the job keeps), then e-mails the family in the booking's language, Reply-To the agency, with a
 * Message-ID made from the job's key. The job is the message's record, which the booking page reads.
 */

/** A sweep reads the bookings at most this often per kind and process: these messages are due on the hour. */
const SWEEP_EVERY_MS = 60_000

export type FamilyMailSender = (mail: CustomerMail) => Promise<void>

/** What a message says at send time, or why it is not sent after all. */
export type FamilyMessage =
  | { send: true; to: string; locale: Locale; text: { subject: string; paragraphs: string[] } }
  | { send: false; note: string }

export interface FamilyMailKind {
  /** The queue's kind ("balance-reminder", "review-request"). */
  job: string
  /** The job's key for a booking: one per booking, so the message goes once. */
  key: (bookingId: number) => string
  /** The bookings whose message is due at `now` and has no job yet, with the instant it is due. */
  due: (db: Db, now: number) => Promise<{ bookingId: number; dueAt: number }[]>
  /** Asked again at send time (and free to record that it goes). */
  message: (db: Db, bookingId: number, now: number) => Promise<FamilyMessage>
}

async function enqueueDue(db: Db, kind: FamilyMailKind, now: number): Promise<void> {
  const due = await kind.due(db, now)
  if (!due.length) return
  await writeTransaction(db, async (trx) => {
    for (const { bookingId, dueAt } of due)
      await enqueueJob(trx, { kind: kind.job, key: kind.key(bookingId), payload: { bookingId }, dueAt }, now)
  })
}

export function familyMailHandler(kind: FamilyMailKind, send: FamilyMailSender = sendCustomerMail): JobHandler {
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
      const message = await kind.message(await getDb(), bookingId, now())
      if (!message.send) return { note: message.note }
      await send({
        to: message.to,
        subject: message.text.subject,
        ...customerMailBody(message.text.paragraphs, [
          agencyName(message.locale),
          formatAddress(message.locale),
          siteConfig.phone,
        ]),
        replyTo: siteConfig.email,
        messageId: messageIdFor(job.key),
      })
    },
  }
}

/** Adds the messages of `kinds` due at `now` and sends those due; returns how many e-mails went. `send` is the mailer (tests give their own). */
export async function sendDueFamilyMail(
  kinds: FamilyMailKind[],
  now: () => number = Date.now,
  send?: FamilyMailSender,
): Promise<number> {
  const handlers = Object.fromEntries(kinds.map((kind) => [kind.job, familyMailHandler(kind, send)]))
  const db = await getDb()
  for (const handler of Object.values(handlers)) await handler.schedule!(db, now())
  return runDueJobs({ handlers, now })
}
