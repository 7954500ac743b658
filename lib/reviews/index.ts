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

// The review form (./form): the page a family opens from its link, its one schema and its handler.
export { handleReviewPost, REVIEW_INTENT, REVIEW_POST_MAX_BYTES } from './form/handler'
export { readReviewPage, reviewPageLocale, type ReviewPage } from './form/view'
export { agencyName, reviewFormWords } from './form/words'
export { problemField, RATINGS, REVIEW_FIELDS, type FieldProblem, type PhotoProblemCode } from './form/schema'
export { OUTCOME_PARAMS, reviewOutcomePath, reviewSendPath, type PageProblem, type SendProblem } from './form/outcome'

// Published where families look: the cached reads of approved reviews and photos, in a page's language.
export {
  getTravellerPhotos,
  getTravellerReviews,
  getTripRatingSummary,
  getTripTravellerPhotos,
  getTripTravellerReviews,
} from './public/reads'
export {
  ratingSummary,
  travelledMonth,
  type PublishedPhoto,
  type PublishedReview,
  type RatingSummary,
  type ReviewLanguage,
} from './public/localize'

// Moderation (./moderation): the back office's list and review, the decisions on the words and each
// photo, the owner's answer, the desk menu's count. Its server actions are ./moderation/actions.ts.
export {
  getReviewForStaff,
  listReviewsToModerate,
  reviewHistory,
  reviewPhotoForStaff,
  waitingReviewCount,
  type ModerationLists,
  type ReviewDecision,
  type ReviewForStaff,
  type ReviewListItem,
  type ReviewPhotoForStaff,
  type SentStatus,
} from './moderation/store'
export {
  decidePhoto,
  decideReview,
  ReviewModerationError,
  saveReviewReply,
  STALE_PHOTO_MESSAGE,
  STALE_REVIEW_MESSAGE,
} from './moderation/commands'
export { REVIEW_REPLY_MAX } from './moderation/constants'

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
