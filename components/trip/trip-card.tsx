import { CalendarDays, Clock } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { formatDay, formatDuration, formatRupees, todayInIndia } from '@/lib/site/format'
import { nextOpenOffer } from '@/lib/catalog/departures/offers'
import type { TripSummary } from '@/lib/catalog/types'
import { cn } from '@/lib/site/utils'
import { StaticImage } from '@/components/ui/static-image'
import { tripPath, uploadUrl } from '@/lib/site/routes'
import { localePath } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { urgencyLabel } from './trip-text'

/**
 * The trip card used everywhere: first image, title, duration, dates, price, link, in the page's
 * language (a title or dates without their Tamil stay English, marked as such).
 */
export function TripCard({
  trip,
  className,
  preload = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  trip: TripSummary
  className?: string
  preload?: boolean
  sizes?: string
}) {
  const t = useTranslations('trip')
  const locale = useLocale()
  const lang = fieldLang(trip, 'title')
  const image = trip.images[0]
  const open = trip.departures ? nextOpenOffer(trip.departures, todayInIndia(), trip.fewSeatsAt) : undefined
  const urgency = open ? urgencyLabel(open.state, t) : undefined
  return (
    <article
      className={cn(
        // The title's link covers the card, so the card carries the link's keyboard focus ring.
        'group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-saffron-600',
        className,
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-200">
        {image ? (
          <StaticImage
            src={uploadUrl(image)}
            alt={trip.title}
            lang={lang}
            fill
            sizes={sizes}
            preload={preload}
            fetchPriority={preload ? 'high' : undefined}
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        <p className="absolute bottom-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-maroon-800 shadow-sm">
          <Clock className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
          {formatDuration(trip.duration, locale)}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-xl leading-snug font-semibold" lang={lang}>
          <a
            href={localePath(tripPath(trip.slug), locale)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {trip.title}
          </a>
        </h3>
        <p className="mt-2 flex items-start gap-1.5 text-sm text-ink-muted">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-saffron-700" aria-hidden />
          <span lang={fieldLang(trip, 'availableDates')}>{trip.availableDates}</span>
        </p>
        {open ? (
          <p className="mt-1.5 text-sm" data-next-open>
            <span className="text-ink-muted">{t('card.nextGroup')}</span>
            <span className="font-semibold text-ink">{formatDay(open.offer.on, locale)}</span>
            {urgency ? <span className="font-semibold text-maroon-700"> · {urgency}</span> : null}
          </p>
        ) : null}
        {/* Tamil: "starting from" and "/ person" stay whole; on a card too narrow the button takes its own line. */}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5 [:lang(ta)_&]:flex-wrap">
          <p className="text-sm text-ink-muted [:lang(ta)_&]:whitespace-nowrap">
            <span className="block text-xs">{t('card.startingFrom')}</span>
            <span className="text-xl font-bold text-maroon-800">{formatRupees(trip.price)}</span>
            <span className="text-xs">{t('card.perPerson')}</span>
          </p>
          <span className="shrink-0 rounded-full bg-saffron-50 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-saffron-800 transition-colors group-hover:bg-saffron-700 group-hover:text-white">
            {t('card.view')}
          </span>
        </div>
      </div>
    </article>
  )
}

/**
 * A responsive card grid: 1 column on phones, 2 on tablets, 3 on desktops. A grid at the top of
 * its page fetches its first photo early (`preloadFirst`); one further down does not.
 */
export function TripGrid({
  trips,
  className,
  preloadFirst = true,
}: {
  trips: TripSummary[]
  className?: string
  preloadFirst?: boolean
}) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)} role="list">
      {trips.map((trip, i) => (
        <li key={trip.id}>
          {/* The first card's photo is a phone's largest paint: fetched early, at high priority. */}
          <TripCard trip={trip} preload={preloadFirst && i === 0} />
        </li>
      ))}
    </ul>
  )
}
