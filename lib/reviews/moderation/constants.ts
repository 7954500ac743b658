import type { ReviewPhotoStatus } from '@/lib/platform/db/schema'

/** The back office's limits on a review, beside the family's (lib/reviews/constants.ts). */

/** The owner's public answer: a few sentences. */
export const REVIEW_REPLY_MAX = 1000

/** Where a photo a family sent stands: waiting, on the site, or kept off it. */
export const PHOTO_STATUSES = ['pending', 'approved', 'hidden'] as const satisfies readonly ReviewPhotoStatus[]
