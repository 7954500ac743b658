'use server'

import { updateTag } from 'next/cache'
import { act, parseArgs, parseForm, type ActionState } from '@/lib/staff'
import { TRAVELLER_REVIEWS_TAG } from '@/lib/reviews/constants'
import { decidePhoto, decideReview, saveReviewReply } from './commands'
import { photoArgsSchema, replyFormSchema, reviewArgsSchema } from './schemas'

/**
 * The moderation screen's server actions: publish or hide a review's words and each of its photos
 * (`reviews.moderate`: owners and agents), and the owner's public answer (`reviews.reply`). Each is
 * bound to the review's id and the version its page was drawn at (a photo's, to the photo and the
 * status the page showed); after the decision the published pages' cache tag is expired, so the
 * trip and testimonials pages show it on their next request.
 */

function publish(): void {
  updateTag(TRAVELLER_REVIEWS_TAG)
}

/** Publishes the family's words on the site. */
export async function publishReviewAction(id: number, version: number): Promise<ActionState> {
  return act('reviews.moderate', async (staff) => {
    const args = parseArgs(reviewArgsSchema, { id, version })
    await decideReview(staff, args.id, args.version, 'approved')
    publish()
    return 'Published on the site'
  })
}

/** Keeps the family's words (and so its photos) off the site. */
export async function hideReviewAction(id: number, version: number): Promise<ActionState> {
  return act('reviews.moderate', async (staff) => {
    const args = parseArgs(reviewArgsSchema, { id, version })
    await decideReview(staff, args.id, args.version, 'hidden')
    publish()
    return 'Hidden from the site'
  })
}

/** Approves one photo for the site (refused when the family did not agree to their photos being shown). */
export async function approvePhotoAction(id: number, photo: number, seen: string): Promise<ActionState> {
  return act('reviews.moderate', async (staff) => {
    const args = parseArgs(photoArgsSchema, { id, photo, seen })
    await decidePhoto(staff, args.id, args.photo, args.seen, 'approved')
    publish()
    return 'Photo approved'
  })
}

/** Hides one photo: it leaves the site. */
export async function hidePhotoAction(id: number, photo: number, seen: string): Promise<ActionState> {
  return act('reviews.moderate', async (staff) => {
    const args = parseArgs(photoArgsSchema, { id, photo, seen })
    await decidePhoto(staff, args.id, args.photo, args.seen, 'hidden')
    publish()
    return 'Photo hidden'
  })
}

/** Saves the owner's public answer; saved empty, the answer is removed. */
export async function saveReplyAction(
  id: number,
  version: number,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return act('reviews.reply', async (staff) => {
    const args = parseArgs(reviewArgsSchema, { id, version })
    const { reply } = parseForm(replyFormSchema, form)
    await saveReviewReply(staff, args.id, args.version, reply)
    publish()
    return reply ? 'Answer saved' : 'Answer removed'
  })
}
