import type { Metadata } from 'next'
import Link from 'next/link'
import { getCategoryTrips } from '@/lib/catalog'
import { getEnv } from '@/lib/env'
import { siteConfig, type CategoryKey } from '@/lib/site-config'
import { buttonVariants } from '@/components/ui/button'
import { TripGrid } from '@/components/trip/trip-card'
import { FailureToast } from './failure-toast'
import { LoadFailure } from './load-failure'
import { PageHeader } from './page-header'

export const TRIPS_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to load trips. Please try again later.',
  variant: 'destructive',
} as const

const CATEGORY_CONTENT: Record<
  CategoryKey,
  { title: string; eyebrow: string; intro: string; description: string; tone: 'saffron' | 'maroon' | 'lagoon' }
> = {
  pilgrimage: {
    title: 'Pilgrimage Tours',
    eyebrow: 'Sacred journeys',
    intro:
      'Temple circuits of Tamil Nadu, the Char Dham, Kashi and beyond, planned around darshan timings, festival calendars and comfortable stays, with a tour manager who knows every temple routine.',
    description:
      'Guided pilgrimage tour packages from Chennai: Kashi, the Char Dham, Navagraha and Divya Desam temple circuits with planned darshan, stays and transport.',
    tone: 'saffron',
  },
  domestic: {
    title: 'Domestic Tours',
    eyebrow: 'Incredible India',
    intro:
      'Hill stations, backwaters, deserts and beaches across India. Every package includes hand-picked hotels, private transfers and a day-by-day plan you can adjust before you book.',
    description:
      'Domestic holiday packages from Chennai: Kerala, Kashmir, Rajasthan, the North-East and more, with hotels, transfers and sightseeing arranged.',
    tone: 'maroon',
  },
  international: {
    title: 'International Tours',
    eyebrow: 'Beyond borders',
    intro:
      'Southeast Asia, Europe, Dubai and the Indian Ocean islands, with visa guidance, vegetarian meal options and an escort who travels with the group from Chennai.',
    description:
      'International tour packages from Chennai with visa guidance, flights, hotels, vegetarian meals and escorted sightseeing.',
    tone: 'lagoon',
  },
}

export function categoryMetadata(category: CategoryKey): Metadata {
  const content = CATEGORY_CONTENT[category]
  const url = `${getEnv().siteUrl}${siteConfig.categories[category].href}`
  return {
    title: content.title,
    description: content.description,
    alternates: { canonical: url },
    openGraph: {
      title: `${content.title} | ${siteConfig.name}`,
      description: content.description,
      url,
      type: 'website',
    },
  }
}

/** The shared page of /pilgrimage, /domestic and /international. */
export async function CategoryPage({ category }: { category: CategoryKey }) {
  const content = CATEGORY_CONTENT[category]
  const { data: trips, failed } = await getCategoryTrips(category)
  const headingId = `${category}-trips-heading`

  return (
    <>
      <PageHeader
        crumbs={[{ label: siteConfig.categories[category].label }]}
        eyebrow={content.eyebrow}
        title={content.title}
        intro={<p>{content.intro}</p>}
        tone={content.tone}
      />
      <section aria-labelledby={headingId} className="section container-site">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow">Packages</p>
            <h2 id={headingId} className="mt-2 text-2xl font-semibold md:text-3xl">
              {failed
                ? 'Our packages'
                : `${trips.length} ${trips.length === 1 ? 'package' : 'packages'} to choose from`}
            </h2>
          </div>
          <p className="text-sm text-ink-muted">Prices are per person, on twin sharing.</p>
        </div>
        {failed ? (
          <>
            <FailureToast {...TRIPS_FAILED_TOAST} />
            <LoadFailure title="We couldn't load these tours">
              <p>{TRIPS_FAILED_TOAST.description}</p>
              <p className="mt-2">Call us or send an enquiry and we will share the current departures with you.</p>
            </LoadFailure>
          </>
        ) : trips.length > 0 ? (
          <TripGrid trips={trips} />
        ) : (
          <LoadFailure title="New departures are being planned">
            <p>
              There are no open departures in this category right now. Tell us where you want to go and we will plan it.
            </p>
          </LoadFailure>
        )}
      </section>
      <CustomTripBand />
    </>
  )
}

/** The closing call to action of catalogue pages: nothing fits, so ask for a custom plan. */
export function CustomTripBand() {
  return (
    <section aria-labelledby="custom-trip-band" className="container-site pb-14 md:pb-20">
      <div className="flex flex-col items-start gap-5 rounded-card bg-sand-100 p-6 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-2xl">
          <h2 id="custom-trip-band" className="text-2xl font-semibold">
            Didn&apos;t find the trip you had in mind?
          </h2>
          <p className="mt-2 text-ink-muted">
            Tell us your dates, destination and group size; our executives plan a customized tour around them.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/customized-tours" className={buttonVariants({ variant: 'primary' })}>
            Plan a custom tour
          </Link>
          <Link href="/contact" className={buttonVariants({ variant: 'outline' })}>
            Contact us
          </Link>
        </div>
      </div>
    </section>
  )
}
