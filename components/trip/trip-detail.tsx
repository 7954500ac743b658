import {
  BedDouble,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleX,
  Clock,
  MapPin,
  MessageCircle,
  Phone,
} from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { cancellationTerms } from '@/lib/content'
import { formatDay, formatDuration, formatRupees, todayInIndia } from '@/lib/site/format'
import { ROUTES, tripPath } from '@/lib/site/routes'
import { localePath } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import type { DetailFields } from '@/lib/catalog/types'
import { absoluteUrl } from '@/lib/seo'
import { siteConfig, whatsappHref } from '@/lib/site/config'
import type { TripDetail as Trip, TripSummary } from '@/lib/catalog/types'
import { buttonVariants } from '@/components/ui/button'
import { Breadcrumb, type BreadcrumbItem } from '@/components/catalog/breadcrumb'
import { departureShort, nextDepartureOf, tripWhatsAppMessage, urgencyLabel } from './trip-text'
import { CancellationTable } from '@/components/content/cancellation-table'
import { TripActionBar } from './trip-action-bar'
import { TripEnquirySection } from './trip-enquiry-section'
import { TRIP_ENQUIRY_ANCHOR } from './choice-address'
import { CardChoice } from './chosen-departure'
import { TripGallery } from './trip-gallery'
import { tripGalleryPhotos } from './trip-gallery-photos'
import { TripItinerary } from './trip-itinerary'
import { TripDepartures } from './trip-departures'
import { SimilarTrips } from './similar-trips'
import { TripPrintContact, TripTakeHome } from './trip-take-home'
import { TripReviews, TripTravellerPhotos, type TripTravellers } from './trip-reviews'

/**
 * The trip detail page body, phone first: the title, facts, price and next departure on the
 * first screen, then the gallery, overview, itinerary, what is and is not included, hotels,
 * the cancellation terms, the enquiry form and similar trips; below 1024 px a docked bar keeps
 * the price and the trip's enquiry in reach.
 */
export function TripDetail({
  trip,
  crumbs,
  categoryTrips,
  travellers,
}: {
  trip: Trip
  /** The trail after Home, its labels in the page's language (the trip's own title marked as the catalogue's). */
  crumbs: BreadcrumbItem[]
  /** The trips of this trip's category, for "Similar trips". */
  categoryTrips: TripSummary[]
  /** What travellers published of this trip (lib/reviews); none leaves the page as it was. */
  travellers?: TripTravellers
}) {
  const t = useTranslations('trip')
  const locale = useLocale()
  const lang = (field: DetailFields) => fieldLang(trip, field)
  const excludes = trip.excludes ?? []
  const hotels = trip.hotels ?? []
  const photos = tripGalleryPhotos(trip, (index, count) => t('gallery.alt', { title: trip.title, index, count }))
  // Decided once per render: the page is made again at midnight in India (lib/catalog/reads.ts).
  const today = todayInIndia()
  return (
    <article data-trip-page>
      <div className="container-site pt-4 pb-12 md:pt-8 md:pb-16">
        <Breadcrumb items={crumbs} className="print:hidden" />
        <header className="mt-3 md:mt-5">
          <h1 className="text-3xl leading-tight font-semibold md:text-5xl" lang={lang('title')}>
            {trip.title}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm" role="list" aria-label={t('facts.label')}>
            <Fact icon={<Clock className="size-4 text-saffron-700" aria-hidden />} label={t('facts.duration')}>
              {formatDuration(trip.duration, locale)}
            </Fact>
            <Fact
              icon={<CalendarDays className="size-4 text-saffron-700" aria-hidden />}
              label={t('facts.availableDates')}
              lang={lang('availableDates')}
            >
              {trip.availableDates}
            </Fact>
            {trip.location ? (
              <Fact
                icon={<MapPin className="size-4 text-saffron-700" aria-hidden />}
                label={t('facts.location')}
                lang={lang('location')}
              >
                {trip.location}
              </Fact>
            ) : null}
          </ul>
        </header>

        <div className="mt-5 grid gap-6 md:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 lg:gap-y-8">
          <aside className="lg:col-start-2 lg:row-span-3 lg:row-start-1" aria-label={t('price.label')}>
            <PriceCard trip={trip} today={today} />
          </aside>

          {/* On a phone the departures follow the price card; from 1024 px they lead the trip's details. */}
          <div className="empty:hidden lg:col-start-1 lg:row-start-2">
            <TripDepartures trip={trip} today={today} />
          </div>

          {/* min-w-0: the thumbnails' scrolling strip must not widen the phone's single column past the screen. */}
          <div className="min-w-0 lg:col-start-1 lg:row-start-1 print:hidden">
            <TripGallery
              photos={photos}
              labels={{
                region: t('gallery.label', { title: trip.title }),
                position: photos.map((_, i) => t('gallery.position', { index: i + 1, count: photos.length })),
                show: photos.map((_, i) => t('gallery.show', { index: i + 1, count: photos.length })),
                previous: t('gallery.previous'),
                next: t('gallery.next'),
                choose: t('gallery.choose'),
              }}
              arrows={{
                previous: <ChevronLeft aria-hidden className="size-5" />,
                next: <ChevronRight aria-hidden className="size-5" />,
              }}
            />
            {travellers ? <TripTravellerPhotos photos={travellers.photos} /> : null}
          </div>

          <div className="mt-2 flex flex-col gap-12 lg:col-start-1 lg:row-start-3 lg:mt-0">
            {trip.description ? (
              <section aria-labelledby="overview-heading">
                <h2 id="overview-heading" className="text-2xl font-semibold md:text-3xl">
                  {t('overview')}
                </h2>
                <div
                  className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-ink-muted md:text-lg"
                  lang={lang('description')}
                >
                  {trip.description.split(/\n{2,}/).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ) : null}

            {trip.itinerary.length > 0 ? (
              <section aria-labelledby="itinerary-heading">
                <h2 id="itinerary-heading" className="mb-6 text-2xl font-semibold md:text-3xl">
                  {t('itinerary.heading')}
                </h2>
                <TripItinerary days={trip.itinerary} />
              </section>
            ) : null}

            <TripTakeHome trip={trip} />

            {trip.includes.length > 0 || excludes.length > 0 ? (
              <div className="grid gap-6 md:grid-cols-2">
                <ListCard
                  id="included-heading"
                  title={t('lists.included')}
                  items={trip.includes}
                  lang={lang('includes')}
                  icon={<CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-lagoon-700" />}
                />
                <ListCard
                  id="excluded-heading"
                  title={t('lists.excluded')}
                  items={excludes}
                  lang={lang('excludes')}
                  icon={<CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-maroon-600" />}
                />
              </div>
            ) : null}

            <ListCard
              id="hotels-heading"
              title={t('lists.hotels')}
              items={hotels}
              lang={lang('hotels')}
              icon={<BedDouble aria-hidden className="mt-0.5 size-5 shrink-0 text-saffron-700" />}
            />

            {travellers ? <TripReviews reviews={travellers.reviews} summary={travellers.summary} /> : null}

            <CancellationSummary
              schedule={trip.cancellation ?? cancellationTerms(locale)}
              lang={trip.cancellation ? lang('cancellation') : undefined}
            />
            <TripPrintContact trip={trip} />
          </div>
        </div>
      </div>

      <div className="print:hidden">
        <TripEnquirySection trip={trip} />
        <SimilarTrips trip={trip} categoryTrips={categoryTrips} />
      </div>
      <TripActionBar trip={trip} />
    </article>
  )
}

function Fact({
  icon,
  label,
  lang,
  children,
}: {
  icon: ReactNode
  label: string
  /** The catalogue's text on a page of another language: 'en'. */
  lang?: string
  children: ReactNode
}) {
  return (
    <li className="flex items-center gap-2 rounded-full border border-ink/10 bg-white px-3.5 py-2">
      {icon}
      <span className="sr-only">{label}: </span>
      <span className="font-medium text-ink" lang={lang}>
        {children}
      </span>
    </li>
  )
}

/** A titled list card (inclusions, exclusions, hotels); nothing at all when the list is empty. */
function ListCard({
  id,
  title,
  items,
  icon,
  lang,
}: {
  id: string
  title: string
  items: string[]
  icon: ReactNode
  /** The items' language when they are the catalogue's English on a page of another language. */
  lang?: string
}) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="card break-inside-avoid p-6 md:p-8">
      <h2 id={id} className="text-2xl font-semibold md:text-3xl">
        {title}
      </h2>
      <ul className="mt-5 grid gap-3" role="list" lang={lang}>
        {items.map((item, i) => (
          <li key={i} className="flex gap-2.5">
            {icon}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The trip's cancellation schedule (the terms' unless the trip has its own), with the way to the full terms. */
function CancellationSummary({
  schedule,
  lang,
}: {
  schedule: readonly { when: string; refund: string }[]
  /** 'en' when the trip's own schedule has no version in the page's language. */
  lang?: 'en'
}) {
  const t = useTranslations('trip.cancellation')
  const locale = useLocale()
  return (
    <section
      aria-labelledby="cancellation-heading"
      className="break-inside-avoid rounded-card border border-ink/10 p-6 md:p-8"
    >
      <h2 id="cancellation-heading" className="text-2xl font-semibold md:text-3xl">
        {t('heading')}
      </h2>
      <CancellationTable schedule={schedule} lang={lang} className="mt-5" />
      <p className="mt-5 text-sm text-ink-muted">
        {t('inWriting')}{' '}
        <a
          href={`${localePath(ROUTES.termsConditions, locale)}#cancellation`}
          className="font-semibold text-maroon-800 underline underline-offset-4"
        >
          {t('fullTerms')}
        </a>
      </p>
    </section>
  )
}

function PriceCard({ trip, today }: { trip: Trip; today: string }) {
  const t = useTranslations('trip')
  const locale = useLocale()
  const lang = fieldLang(trip, 'availableDates')
  // The next departure a visitor can still ask a seat on, with how full it is; else the catalogue's next date.
  const { day, state } = nextDepartureOf(trip, today)
  const next = day ? formatDay(day, locale) : undefined
  const urgency = state && urgencyLabel(state, t)
  return (
    <div className="card p-4 sm:p-6 lg:sticky lg:top-28">
      <div className="flex items-end justify-between gap-4 lg:block">
        <div>
          <p className="text-sm text-ink-muted">{t('price.perPerson')}</p>
          <p
            className="mt-0.5 font-display text-3xl font-semibold text-maroon-800 lg:mt-1 lg:text-4xl"
            data-testid="trip-price"
          >
            {formatRupees(trip.price)}
          </p>
        </div>
        <p className="text-right lg:hidden" data-testid="trip-next-departure">
          <span className="block text-sm text-ink-muted">
            {next ? t('price.nextDeparture') : t('price.departures')}
          </span>
          {/* Without a dated departure, the first words of the catalogue's dates. */}
          <span className="mt-0.5 block font-semibold text-ink" lang={next ? undefined : lang}>
            {next ?? departureShort(trip, t, locale, today)}
          </span>
          {urgency ? (
            <span className="block text-xs font-semibold text-maroon-700" data-testid="trip-next-status">
              {urgency}
            </span>
          ) : null}
        </p>
      </div>
      <p className="mt-1 text-xs text-ink-soft">{t('price.terms')}</p>
      <CardChoice label={t('choice.label')} perPerson={t('bar.perPerson')} />
      <OtherPrices trip={trip} />
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 border-t border-ink/10 pt-5 text-sm max-lg:hidden">
        <dt className="text-ink-muted">{t('price.duration')}</dt>
        <dd className="font-medium">{formatDuration(trip.duration, locale)}</dd>
        {next ? (
          <>
            <dt className="text-ink-muted">{t('price.nextDeparture')}</dt>
            <dd className="font-medium">
              {next}
              {urgency ? <span className="block text-xs font-semibold text-maroon-700">{urgency}</span> : null}
              {state?.guaranteed ? (
                <span className="block text-xs font-semibold text-lagoon-700">{t('status.guaranteed')}</span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt className="text-ink-muted">{t('price.dates')}</dt>
        <dd className="font-medium" lang={lang}>
          {trip.availableDates}
        </dd>
      </dl>
      <div className="mt-6 flex flex-col gap-3 max-lg:hidden print:hidden">
        <a href={`#${TRIP_ENQUIRY_ANCHOR}`} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {t('price.enquireNow')}
        </a>
        <a
          href={whatsappHref(
            tripWhatsAppMessage(trip, absoluteUrl(localePath(tripPath(trip.slug), locale)), t, locale),
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          <MessageCircle aria-hidden />
          {t('price.askOnWhatsApp')}
        </a>
        <a
          href={siteConfig.phoneHref}
          className="inline-flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-maroon-800 hover:underline"
        >
          <Phone aria-hidden className="size-4" />
          {siteConfig.phone}
        </a>
      </div>
    </div>
  )
}

/** The child's and senior's prices per person, when the trip has them. */
function OtherPrices({ trip }: { trip: Trip }) {
  const t = useTranslations('trip.price')
  if (trip.childPrice === undefined && trip.seniorPrice === undefined) return null
  return (
    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="trip-other-prices">
      {trip.childPrice !== undefined ? (
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{trip.childAges ? t('childAges', { ages: trip.childAges }) : t('child')}</dt>
          <dd className="font-semibold text-ink">{formatRupees(trip.childPrice)}</dd>
        </div>
      ) : null}
      {trip.seniorPrice !== undefined ? (
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{t('senior')}</dt>
          <dd className="font-semibold text-ink">{formatRupees(trip.seniorPrice)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
