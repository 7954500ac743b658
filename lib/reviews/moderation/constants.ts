/** The back office's limits on a review, beside the family's (lib/reviews/constants.ts). */

/** The owner's public answer: a few sentences. */
export const REVIEW_REPLY_MAX = 1000
