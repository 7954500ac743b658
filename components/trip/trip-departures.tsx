import { BadgeCheck, CalendarDays, Check } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import {
  boardingPrices,
  cityName,
  earlyBirdActive,
  offersByMonth,
  offerState,
  type DepartureOffer,
  type OfferState,
} from '@/lib/catalog/departures/offers'
import type { TripDetail } from '@/lib/catalog/types'
import type { ReactNode } from 'react'
import { dayMonth, formatDay, formatMonthYear, formatRupees, weekdayShort } from '@/lib/site/format'
import { cn } from '@/lib/site/utils'
import { contentLang, HTML_LANG } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { offerStatusText } from './trip-text'
import { choiceHref, TRIP_ENQUIRY_ANCHOR } from './choice-address'
import { CHOOSE_CITY_ATTRIBUTE, CHOOSE_DEPARTURE_ATTRIBUTE } from './choice-address'
import { DeparturePicker } from './departure-picker'
import { ChoiceLink, type ChoiceAction } from './choice-link'

/**
 * A trip's dated departures as they are sold: by month, each with its day, how full it is,
 * Guaranteed, its boarding cities and their prices (the early-bird price until its last day)
 * and its note. A city's chip chooses that departure and city in place: the chip shows it is
 * chosen, the price card and the docked bar show the choice, the trip's enquiry form takes it
 * (departure-picker.tsx); a departure's Enquire opens the short enquiry sheet on a phone and
 * leads to the form on a wider screen (choice-link.tsx). Without a script each is a link to the
 * form with the choice in the address, and the form's own lists name the same departures. A sold-out departure offers its waiting
 * list. Past departures never appear; closed ones are left out.
 */
export function TripDepartures({ trip, today }: { trip: TripDetail; today: string }) {
  const t = useTranslations('trip.departures')
  const locale = useLocale()
  const offers = (trip.departures ?? []).filter((offer) => offer.on > today && offer.status !== 'closed')
  const dated = new Set((trip.departures ?? []).map((offer) => offer.on))
  const seasonDays = (trip.seasonDates ?? []).filter((day) => day > today && !dated.has(day))
  if (offers.length === 0 && seasonDays.length === 0) return null
  return (
    <section aria-labelledby="departures-heading" data-departures>
      <h2 id="departures-heading" className="text-2xl font-semibold md:text-3xl">
        {t('heading')}
      </h2>
      {offers.length > 0 ? <p className="mt-2 text-sm text-ink-muted">{t('intro')}</p> : null}
      {seasonDays.length > 0 ? <SeasonDates days={seasonDays} /> : null}
      <div className="mt-4 flex flex-col gap-4 empty:hidden">
        {offersByMonth(offers).map(({ month, offers: list }) => (
          <div key={month}>
            <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {formatMonthYear(month, undefined, locale)}
            </h3>
            <ul className="mt-2 flex flex-col gap-2" role="list">
              {list.map((offer) => (
                <DepartureItem
                  key={offer.on}
                  offer={offer}
                  state={offerState(offer, trip.fewSeatsAt)}
                  tripPrice={trip.price}
                  today={today}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <DeparturePicker />
    </section>
  )
}

/**
 * The coming dates of the trip's seasons (weekly, any day), "on request": a chip for each day
 * chooses it as a dated departure's city chip does (the enquiry names that day), then Enquire.
 * Chips rather than a date input, for an any-day season too: a large labelled day is one tap
 * on a phone, where a date input opens a small calendar that also offers days the trip does
 * not leave on.
 */
function SeasonDates({ days }: { days: string[] }) {
  const t = useTranslations('trip.departures')
  const status = useTranslations('trip.status')
  const bar = useTranslations('trip.bar')
  const locale = useLocale()
  return (
    <div className="mt-3" data-season-dates>
      <h3 className="text-base font-semibold text-ink">{t('seasonHeading')}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t('seasonIntro')}</p>
      <ul className="mt-3 flex flex-wrap gap-2" role="list" aria-label={t('seasonDates')}>
        {days.map((day) => (
          <li key={day}>
            <ChoiceLink
              href={choiceHref(day, '')}
              departure={day}
              action="choose"
              className="group inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/15 bg-white px-3.5 text-sm hover:border-maroon-700 hover:bg-maroon-50 aria-pressed:border-maroon-800 aria-pressed:bg-maroon-50 aria-pressed:ring-1 aria-pressed:ring-maroon-800"
              aria-label={t('seasonChoose', { day: `${weekdayShort(day, locale)}, ${formatDay(day, locale)}` })}
              {...{ [CHOOSE_DEPARTURE_ATTRIBUTE]: day, [CHOOSE_CITY_ATTRIBUTE]: '' }}
            >
              <Check aria-hidden className="hidden size-4 shrink-0 text-maroon-800 group-aria-pressed:block" />
              <span className="font-semibold text-ink">
                {weekdayShort(day, locale)}, {dayMonth(day, locale)}
              </span>
            </ChoiceLink>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap items-center gap-2.5">
        <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ink" data-status>
          {status('onRequest')}
        </span>
        <ChoiceLink
          href={`#${TRIP_ENQUIRY_ANCHOR}`}
          action="enquire"
          className="inline-flex min-h-10 items-center rounded-full bg-maroon-800 px-4 text-sm font-semibold text-white hover:bg-maroon-900 sm:ml-auto print:hidden"
        >
          {bar('enquire')}
        </ChoiceLink>
      </p>
    </div>
  )
}

const STATUS_STYLE: Record<OfferState['availability'], string> = {
  available: 'bg-lagoon-50 text-lagoon-800',
  'filling-fast': 'bg-saffron-50 text-saffron-800',
  'few-seats': 'bg-maroon-50 text-maroon-800',
  'sold-out': 'bg-ink/10 text-ink',
  closed: 'bg-ink/10 text-ink',
  'on-request': 'bg-sand-100 text-ink',
}

function DepartureItem({
  offer,
  state,
  tripPrice,
  today,
}: {
  offer: DepartureOffer
  state: OfferState
  tripPrice: number
  today: string
}) {
  const t = useTranslations('trip')
  const locale = useLocale()
  const lang = contentLang(locale)
  const prices = boardingPrices(offer, tripPrice, today)
  const early = earlyBirdActive(offer, today)
  const day = formatDay(offer.on, locale)
  const noted = Boolean(offer.label || offer.note)
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>
  const choose = (city: string, action: ChoiceAction) => ({
    href: choiceHref(offer.on, city),
    departure: offer.on,
    city,
    action,
    [CHOOSE_DEPARTURE_ATTRIBUTE]: offer.on,
    [CHOOSE_CITY_ATTRIBUTE]: city,
  })
  const action = 'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold print:hidden'
  return (
    <li
      className="break-inside-avoid rounded-card border border-ink/10 bg-white p-3.5 md:p-4"
      data-departure={offer.on}
    >
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
        <p className="mr-auto flex items-center gap-2 font-semibold text-ink sm:mr-0">
          <CalendarDays aria-hidden className="size-4 text-saffron-700" />
          <span>
            {weekdayShort(offer.on, locale)}, {day}
          </span>
        </p>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[state.availability])}
          data-status
        >
          {offerStatusText(state, t)}
        </span>
        {state.guaranteed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-lagoon-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            <BadgeCheck aria-hidden className="size-3.5" />
            {t('status.guaranteed')}
          </span>
        ) : null}
      </div>
      {noted || early ? (
        // The label and note are the catalogue's, English where they have no Tamil; the early-bird line is the page's own language.
        <p className="mt-1.5 text-sm text-ink-muted" lang={noted && offer.en ? lang : undefined}>
          {[offer.label, offer.note].filter(Boolean).join('. ')}
          {early ? (
            <span
              className="block font-medium text-maroon-800"
              lang={noted && offer.en && lang ? HTML_LANG[locale] : undefined}
            >
              {t('departures.earlyBird', { day: formatDay(offer.earlyBird!.until, locale) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="mt-2.5 flex flex-wrap items-center gap-1.5">
        <ul className="flex flex-wrap gap-1.5" role="list" aria-label={t('departures.cities', { day })}>
          {prices.map((point) => {
            const content = (
              <>
                {/* The city in the page's language where it has its name in it, else in English, marked. */}
                <span className="text-ink-muted" lang={point.city ? fieldLang(point, 'name') : undefined}>
                  {point.city ? cityName(point) : t('departures.perPerson')}
                </span>
                <span className="font-semibold text-ink">{formatRupees(point.price)}</span>
                {point.price !== point.standard ? (
                  <s className="text-xs text-ink-soft">
                    <span className="sr-only">{t('departures.insteadOf')}</span>
                    {formatRupees(point.standard)}
                  </s>
                ) : null}
              </>
            )
            const chip = 'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm'
            return (
              <li key={point.city}>
                {state.open && point.city ? (
                  // Chosen: a maroon ring and a tick (not colour alone), and aria-pressed.
                  <ChoiceLink
                    {...choose(point.city, 'choose')}
                    className={cn(
                      chip,
                      'group border border-ink/15 hover:border-maroon-700 hover:bg-maroon-50 aria-pressed:border-maroon-800 aria-pressed:bg-maroon-50 aria-pressed:ring-1 aria-pressed:ring-maroon-800',
                    )}
                    aria-label={t('departures.chooseFrom', {
                      day,
                      city: cityName(point),
                      price: formatRupees(point.price),
                    })}
                  >
                    <Check aria-hidden className="hidden size-4 shrink-0 text-maroon-800 group-aria-pressed:block" />
                    {content}
                  </ChoiceLink>
                ) : (
                  <span className={cn(chip, 'bg-sand-100')}>{content}</span>
                )}
              </li>
            )
          })}
        </ul>
        {state.open ? (
          <ChoiceLink
            {...choose(prices[0].city, 'enquire')}
            className={cn(action, 'bg-maroon-800 text-white hover:bg-maroon-900 sm:ml-auto')}
          >
            {t.rich('departures.enquire', { day, sr })}
          </ChoiceLink>
        ) : state.availability === 'sold-out' ? (
          <ChoiceLink
            {...choose('', 'form')}
            className={cn(action, 'border border-maroon-800 text-maroon-800 hover:bg-maroon-50 sm:ml-auto')}
          >
            {t.rich('departures.waitingList', { day, sr })}
          </ChoiceLink>
        ) : null}
      </div>
    </li>
  )
}
