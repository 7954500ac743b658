import { DestinationSearch, type SearchTrip } from './destination-search'

/** Section 2: the destination search box, lifted over the bottom edge of the hero. */
export function SearchSection({ trips }: { trips: SearchTrip[] }) {
  return (
    <section aria-labelledby="search-title" className="relative z-20 -mt-12" data-section="search">
      <div className="container-site">
        <div className="rounded-panel bg-white p-5 shadow-card-hover ring-1 ring-ink/5 sm:p-7">
          <h2 id="search-title" className="font-display text-xl font-semibold sm:text-2xl">
            Where would you like to go?
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-muted">
            Search {trips.length > 0 ? `${trips.length} tour packages` : 'our tour packages'} by temple, city or
            country.
          </p>
          <DestinationSearch trips={trips} />
        </div>
      </div>
    </section>
  )
}
