/**
 * Reviews from travellers (docs/architecture.md, "lib/reviews"): a booking's family asked once
 * after the trip, by the queue, through a link with a random token; their stars, words and photos,
 * sent without an account; staff publishing or hiding the words and each photo apart; what is
 * published on the trip's page, the testimonials and the galleries. Other domains and the routes
 * import it only through this entry. It reads bookings through '@/lib/bookings' and never imports
 * lib/leads (which imports it for the queue and the Today screen).
 */
export type {
  ReviewPhotoStatus,
  TravellerReviewPhotoRow,
  TravellerReviewRow,
  TravellerReviewStatus,
} from '@/lib/platform/db/schema'
export {
  REVIEW_BODY_MAX,
  REVIEW_JOBS,
  REVIEW_NAME_MAX,
  REVIEW_PHOTO_MAX,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  REVIEW_REMINDER_AFTER_DAYS,
  REVIEW_REQUEST_HOUR,
  reviewJobKey,
  TRAVELLER_REVIEWS_TAG,
  type ReviewJobKind,
} from './constants'
// Requests: the family asked the day after return, and reminded once a week later, by the job queue.
export {
  bookingReviewStatus,
  dueReviewMessages,
  issueReviewMessage,
  todaysReviewRequests,
  type BookingReviewStatus,
  type ReviewMessageToSend,
  type TodayReviewRequest,
} from './requests/queries'
export { planReviewReminder, planReviewRequest, type PlannedReviewMessage } from './requests/schedule'
export { REVIEW_MESSAGE_LABELS, REVIEW_SKIPPED, type ReviewMessageStatus } from './requests/status'
