import 'server-only'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { REMINDER_JOBS } from '@/lib/bookings'
import { REVIEW_JOBS } from '@/lib/reviews'
import { quoteMailHandler } from '@/lib/leads/quotes/mail'
import { bookingReminderHandler } from './booking-reminders'
import { confirmationMailHandler } from './confirmation-mail'
import { deliveryHandler } from './delivery'
import { DIGEST_JOB, digestHandler } from './digest'
import { itineraryMailHandler } from './itinerary-mail'
import { noticeHandler } from './notifications'
import { reviewRequestHandler } from './review-requests'

/**
 * Every kind of job (lib/leads/jobs) and its handler, in one place: a new kind of message is
 * one handler file and one line here. Made on first use, not when the module loads: the bookings'
 * reminders import the leads' entry, which loads this module, so a kind named by lib/bookings
 * is read only once both have loaded, whichever was imported first.
 */
let handlers: Record<string, JobHandler> | undefined
export const jobHandlers = (): Record<string, JobHandler> =>
  (handlers ??= {
    [LEAD_JOBS.delivery]: deliveryHandler(),
    [LEAD_JOBS.notice]: noticeHandler,
    [LEAD_JOBS.quoteMail]: quoteMailHandler(),
    [LEAD_JOBS.itineraryMail]: itineraryMailHandler(),
    [LEAD_JOBS.confirmationMail]: confirmationMailHandler(),
    [DIGEST_JOB]: digestHandler(),
    [REMINDER_JOBS.balance]: bookingReminderHandler('balance'),
    [REMINDER_JOBS['pre-departure']]: bookingReminderHandler('pre-departure'),
    [REMINDER_JOBS['welcome-home']]: bookingReminderHandler('welcome-home'),
    [REVIEW_JOBS.request]: reviewRequestHandler('request'),
    [REVIEW_JOBS.reminder]: reviewRequestHandler('reminder'),
  })
