import { imageAttributes } from '@/components/ui/static-image'
import { uploadUrl } from '@/lib/site/routes'
import { DestinationSearch, type SearchTrip } from './destination-search'

/** A suggestion's 40 px picture: two sizes of it (1x, 2x), not next/image's full srcset for a `fill`. */
function thumbnail(image: string) {
  return imageAttributes({
    src: uploadUrl(image),
    alt: '',
    width: 40,
    height: 40,
    quality: 60,
    className: 'size-full object-cover',
  })
}

/** Section 2: the destination search box, lifted over the bottom edge of the hero. */
export function SearchSection({ trips }: { trips: { slug: string; title: string; image?: string }[] }) {
  const suggestions: SearchTrip[] = trips.map(({ slug, title, image }) => ({
    slug,
    title,
    thumbnail: image ? thumbnail(image) : undefined,
  }))
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
          <DestinationSearch trips={suggestions} />
        </div>
      </div>
    </section>
  )
}
