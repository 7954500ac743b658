import 'server-only'
import { randomBytes } from 'node:crypto'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import type { ReviewPhotoStatus, TravellerReviewRow } from '@/lib/platform/db/schema'
import { assertCan, audit, Refusal, type Staff } from '@/lib/staff'
import { reviewSubject, SENT_STATUSES } from './store'

/**
 * Staff decisions on a review a family sent: publish or hide its words, approve or hide each photo
 * on its own, and the owner's public answer. The family's words are never changed. Each decision is
 * one write transaction that writes its audit entry. The words and the answer are guarded by the
 * review's version, which their decisions raise; each photo by its own status (a page drawn before
 * another's decision is refused as stale either way, and deciding a photo leaves the words' form
 * valid). An approved photo is served like the catalogue's uploaded pictures: a copy in
 * uploaded_files under reviews/<review>/<random>.webp, deleted again when the photo is hidden.
 */

export class ReviewModerationError extends Refusal {}

export const STALE_REVIEW_MESSAGE = 'Someone decided on this review since you opened it: reload the page to see it'
export const STALE_PHOTO_MESSAGE = 'Someone decided on this photo since you opened it: reload the page to see it'

type ReviewDecision = 'approved' | 'hidden'

/** A review the family sent, to decide on; refused when there is none. */
async function sentReview(trx: Db, id: number): Promise<TravellerReviewRow> {
  const review = await trx.selectFrom('traveller_reviews').selectAll().where('id', '=', id).executeTakeFirst()
  if (!review || !(SENT_STATUSES as readonly string[]).includes(review.status))
    throw new ReviewModerationError('This review no longer exists')
  return review
}

/** A sent review as the deciding page drew it: refused as stale when its version has moved on since. */
async function reviewToDecide(trx: Db, id: number, version: number): Promise<TravellerReviewRow> {
  const review = await sentReview(trx, id)
  if (review.version !== version) throw new ReviewModerationError(STALE_REVIEW_MESSAGE)
  return review
}

async function raiseVersion(trx: Db, review: TravellerReviewRow, changes: Partial<TravellerReviewRow> = {}) {
  const updated = await trx
    .updateTable('traveller_reviews')
    .set({ ...changes, version: review.version + 1 })
    .where('id', '=', review.id)
    .where('version', '=', review.version)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) throw new ReviewModerationError(STALE_REVIEW_MESSAGE)
}

const who = (staff: Pick<Staff, 'name' | 'email'>) => staff.name || staff.email

/** Publishes a review's words (`approved`) or keeps them off the site (`hidden`). */
export async function decideReview(staff: Staff, id: number, version: number, decision: ReviewDecision) {
  assertCan(staff, 'reviews.moderate')
  await writeTransaction(await getDb(), async (trx) => {
    const review = await reviewToDecide(trx, id, version)
    if (review.status === decision)
      throw new ReviewModerationError(
        decision === 'approved' ? 'This review is already published' : 'This review is already hidden',
      )
    await raiseVersion(trx, review, { status: decision, decided_at: Date.now(), decided_by_name: who(staff) })
    await audit(
      staff,
      decision === 'approved' ? 'review.publish' : 'review.hide',
      reviewSubject(id),
      { from: review.status },
      trx,
    )
  })
}

/**
 * Approves one photo of a review (only when the family agreed to their photos being published):
 * its copy becomes an uploaded file; or hides it, which deletes that copy. `seen` is the photo's
 * status as the moderator's page showed it.
 */
export async function decidePhoto(
  staff: Staff,
  reviewId: number,
  photoId: number,
  seen: ReviewPhotoStatus,
  decision: ReviewDecision,
): Promise<void> {
  assertCan(staff, 'reviews.moderate')
  await writeTransaction(await getDb(), async (trx) => {
    const review = await sentReview(trx, reviewId)
    const photo = await trx
      .selectFrom('traveller_review_photos')
      .select(['id', 'position', 'status', 'file', 'bytes', 'content_type'])
      .where('id', '=', photoId)
      .where('review_id', '=', reviewId)
      .executeTakeFirst()
    if (!photo) throw new ReviewModerationError('This photo is not one of this review’s')
    if (photo.status !== seen) throw new ReviewModerationError(STALE_PHOTO_MESSAGE)
    if (photo.status === decision)
      throw new ReviewModerationError(
        decision === 'approved' ? 'This photo is already approved' : 'This photo is already hidden',
      )
    if (decision === 'approved' && review.consent_photos !== 1)
      throw new ReviewModerationError('The family did not agree to their photos being published')
    const now = Date.now()
    let file: string | null = null
    if (decision === 'approved') {
      file = `reviews/${reviewId}/${randomBytes(8).toString('hex')}.webp`
      await trx
        .insertInto('uploaded_files')
        .values({ path: file, content_type: photo.content_type, bytes: photo.bytes, created_at: now })
        .execute()
    } else if (photo.file) {
      await trx.deleteFrom('uploaded_files').where('path', '=', photo.file).execute()
    }
    const updated = await trx
      .updateTable('traveller_review_photos')
      .set({ status: decision, file, decided_at: now, decided_by_name: who(staff) })
      .where('id', '=', photoId)
      .where('status', '=', seen)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ReviewModerationError(STALE_PHOTO_MESSAGE)
    await audit(
      staff,
      decision === 'approved' ? 'review.photo-approve' : 'review.photo-hide',
      reviewSubject(reviewId),
      { photo: photo.position + 1, ...(file ? { file } : {}) },
      trx,
    )
  })
}

/** Saves, changes or (with '') removes the owner's public answer to a review. */
export async function saveReviewReply(staff: Staff, id: number, version: number, reply: string): Promise<void> {
  assertCan(staff, 'reviews.reply')
  await writeTransaction(await getDb(), async (trx) => {
    const review = await reviewToDecide(trx, id, version)
    if (!reply && !review.reply) throw new ReviewModerationError('Write the answer first', 'reply')
    if (reply === review.reply) throw new ReviewModerationError('The answer is as it was', 'reply')
    await raiseVersion(trx, review, {
      reply,
      replied_at: reply ? Date.now() : null,
      replied_by_name: reply ? who(staff) : null,
    })
    await audit(
      staff,
      reply ? 'review.reply' : 'review.reply-remove',
      reviewSubject(id),
      reply ? { reply } : { removed: review.reply },
      trx,
    )
  })
}
