import 'server-only'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import { dueReviewMessages, issueReviewMessage, REVIEW_JOBS, reviewJobKey, type ReviewJobKind } from '@/lib/reviews'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { agencyName } from '@/lib/site/i18n/messages'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { enqueueJob } from '@/lib/leads/jobs/queue'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { customerMailBody } from '@/lib/leads/notify/layout'
import { messageIdFor, sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'

/**
 * A booking's review request and its one reminder (lib/reviews/requests), two kinds of the queue,
 * one handler each. Each tick of the worker the kind's sweep adds a job for every booking whose
 * request (the day after return) or reminder (a week after the request went, the family not having
 * answered) is due and has none yet; its key (`review-request:<booking id>`) makes it once, across
 * ticks and instances. At send time the handler asks again (a cancelled booking, an answer since,
 * an address erased: nothing is sent, and the job keeps why), makes the review's link as the
 * request goes, then e-mails the family in the booking's language, Reply-To the agency.
 */

/** A sweep reads the bookings at most this often per kind and process: requests are due on the hour. */
const SWEEP_EVERY_MS = 60_000

export type ReviewMailSender = (mail: CustomerMail) => Promise<void>

async function enqueueDue(db: Db, kind: ReviewJobKind, now: number): Promise<void> {
  const due = await dueReviewMessages(db, kind, now)
  if (!due.length) return
  await writeTransaction(db, async (trx) => {
    for (const { bookingId, dueAt } of due)
      await enqueueJob(
        trx,
        { kind: REVIEW_JOBS[kind], key: reviewJobKey(kind, bookingId), payload: { bookingId }, dueAt },
        now,
      )
  })
}

export function reviewRequestHandler(kind: ReviewJobKind, send: ReviewMailSender = sendCustomerMail): JobHandler {
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
      const message = await issueReviewMessage(await getDb(), bookingId, kind, now())
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

/** Adds the requests and reminders due at `now` and sends those due; returns how many e-mails went. `send` is the mailer (tests give their own). */
export async function sendDueReviewRequests(now: () => number = Date.now, send?: ReviewMailSender): Promise<number> {
  const handlers = Object.fromEntries(
    (Object.keys(REVIEW_JOBS) as ReviewJobKind[]).map((kind) => [REVIEW_JOBS[kind], reviewRequestHandler(kind, send)]),
  )
  const db = await getDb()
  for (const handler of Object.values(handlers)) await handler.schedule!(db, now())
  return runDueJobs({ handlers, now })
}
