import { useTranslations } from 'next-intl'
import type { TripSummary } from '@/lib/catalog/types'
import { TripGrid } from './trip-card'

/** How many other trips of its category a trip page suggests: one row of cards on a desktop. */
const SIMILAR_TRIPS_LIMIT = 3

/** Other trips of the same category, after the enquiry, for a visitor this trip does not quite suit. */
export function SimilarTrips({ trip, categoryTrips }: { trip: TripSummary; categoryTrips: TripSummary[] }) {
  const trips = categoryTrips.filter((other) => other.slug !== trip.slug).slice(0, SIMILAR_TRIPS_LIMIT)
  const t = useTranslations('trip.similar')
  if (trips.length === 0) return null
  return (
    <section aria-labelledby="similar-heading" className="section container-site">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h2 id="similar-heading" className="mt-2 text-2xl font-semibold md:text-3xl">
        {t('heading')}
      </h2>
      <TripGrid trips={trips} preloadFirst={false} className="mt-8" />
    </section>
  )
}
