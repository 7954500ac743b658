/**
 * The rules of reviews from travellers, named once (the form, its handler, the queue and the
 * pages read them from here).
 */

/** The days after the request that its one reminder goes, when the family has not answered. */
export const REVIEW_REMINDER_AFTER_DAYS = 7
/** The hour in India a request or reminder goes on its day (as the booking's reminders). */
export const REVIEW_REQUEST_HOUR = 9

export const REVIEW_PHOTO_MAX = 5
/** 10 MB: a phone's photo; larger is refused with a message. */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** What the form takes (an iPhone's browser sends its HEIC photos as JPEG). */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const REVIEW_BODY_MAX = 2000
export const REVIEW_NAME_MAX = 60

/** The queue's kinds: the request the day after return, and its one reminder a week later. */
export const REVIEW_JOBS = { request: 'review-request', reminder: 'review-reminder' } as const
export type ReviewJobKind = keyof typeof REVIEW_JOBS
/** One per booking and kind, so each goes once across ticks and instances. */
export const reviewJobKey = (kind: ReviewJobKind, bookingId: number) => `${REVIEW_JOBS[kind]}:${bookingId}`

/** The cache tag of every published review and photo: a staff decision revalidates it. */
export const TRAVELLER_REVIEWS_TAG = 'traveller-reviews'
