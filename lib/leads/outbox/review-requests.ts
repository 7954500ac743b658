import 'server-only'
import { dueReviewMessages, issueReviewMessage, REVIEW_JOBS, reviewJobKey, type ReviewJobKind } from '@/lib/reviews'
import { familyMailHandler, sendDueFamilyMail, type FamilyMailKind, type FamilyMailSender } from './family-mail'

/**
 * A booking's review request and its one reminder (lib/reviews/requests), two kinds of the queue,
 * one handler each (./family-mail.ts): the request the day after return, the reminder a week after
 * the request went while the family has not answered. At send time it is asked again (a cancelled
 * booking, an answer since, an address erased: nothing is sent, and the job keeps why), and the
 * review's link is made as the request goes.
 */

export type ReviewMailSender = FamilyMailSender

const reviewKind = (kind: ReviewJobKind): FamilyMailKind => ({
  job: REVIEW_JOBS[kind],
  key: (bookingId) => reviewJobKey(kind, bookingId),
  due: (db, now) => dueReviewMessages(db, kind, now),
  message: (db, bookingId, now) => issueReviewMessage(db, bookingId, kind, now),
})

export function reviewRequestHandler(kind: ReviewJobKind, send?: ReviewMailSender) {
  return familyMailHandler(reviewKind(kind), send)
}

/** Adds the requests and reminders due at `now` and sends those due; returns how many e-mails went. `send` is the mailer (tests give their own). */
export function sendDueReviewRequests(now: () => number = Date.now, send?: ReviewMailSender): Promise<number> {
  return sendDueFamilyMail((Object.keys(REVIEW_JOBS) as ReviewJobKind[]).map(reviewKind), now, send)
}
