import { useLocale, useTranslations } from 'next-intl'
import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@/lib/site/constants'
import type { TripDetail } from '@/lib/catalog/types'
import { DeferredTripEnquiryForm as TripEnquiryForm } from '@/components/forms/deferred'
import { todayInIndia } from '@/lib/site/format'
import { departureOptions } from './departure-choice'
import { fieldLang } from '@/lib/catalog/localize'
import { TripEnquiryContextMark } from './trip-enquiry-context'
import { TRIP_ENQUIRY_ANCHOR } from './choice-address'

/**
 * The three booking steps of lib/content (BOOKING_STEPS), in order, as the home page's messages
 * word them in each language (home.bookingSteps.steps, shared so both pages say the same).
 */
const BOOKING_STEP_KEYS = ['consult', 'finalize', 'confirm'] as const

/** How booking works, beside the trip's enquiry form (the spec's trip enquiry, tripId = the slug). */
export function TripEnquirySection({ trip }: { trip: TripDetail }) {
  const t = useTranslations('trip')
  const steps = useTranslations('home.bookingSteps.steps')
  const locale = useLocale()
  const values = { percent: String(ADVANCE_PAYMENT_PERCENT), days: String(BALANCE_DUE_DAYS_BEFORE_DEPARTURE) }
  const departures = departureOptions(trip, todayInIndia(), t, locale)
  const titleLang = fieldLang(trip, 'title')
  return (
    <section id={TRIP_ENQUIRY_ANCHOR} aria-labelledby="booking-heading" className="scroll-mt-24 bg-sand-100">
      <div className="container-site grid gap-8 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div>
          <p className="eyebrow">{t('booking.eyebrow')}</p>
          <h2 id="booking-heading" className="mt-2 text-2xl font-semibold md:text-3xl">
            {t('booking.heading')}
          </h2>
          <ol className="mt-6 flex flex-col gap-5" role="list">
            {BOOKING_STEP_KEYS.map((key, index) => (
              <li key={key} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display text-lg font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-ink">{steps(`${key}.title`)}</p>
                  <p className="mt-0.5 text-sm text-ink-muted">{steps(`${key}.text`, values)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="card p-5 max-lg:-order-1 md:p-8">
          <TripEnquiryForm
            tripSlug={trip.slug}
            tripTitle={trip.title}
            tripTitleLang={titleLang}
            departures={departures}
          />
          <TripEnquiryContextMark
            context={{ slug: trip.slug, title: trip.title, ...(titleLang ? { titleLang } : {}), departures }}
          />
        </div>
      </div>
    </section>
  )
}
