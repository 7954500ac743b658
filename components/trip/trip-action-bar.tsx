import { useLocale, useTranslations } from 'next-intl'
import { formatRupees } from '@/lib/site/format'
import type { TripDetail } from '@/lib/catalog/types'
import { cx } from '@/lib/site/utils'
import {
  CallAction,
  DockedBar,
  dockActionClass,
  FloatingWhatsApp,
  quickActionWords,
  WhatsAppAction,
} from '@/components/layout/docked-bar'
import { tripPath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/seo'
import { localePath } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { departureShortParts, tripWhatsAppMessage } from './trip-text'
import { TRIP_ENQUIRY_ANCHOR } from './choice-address'
import { ChoiceLink } from './choice-link'
import { BarChoice } from './chosen-departure'
import { TripEnquirySheetHost } from './trip-enquiry-sheet-host'

/**
 * A trip page's docked bar (below 1024 px): the price per person and the next departure (once the
 * visitor chooses a departure and city, that choice and its price), then Call, WhatsApp (about
 * this trip) and Enquire, which opens the trip's short enquiry sheet in place, the choice in it.
 * Without a script Enquire is a link to the trip's own enquiry form (the trip already named in
 * it). From 1024 px the bar gives way to the floating WhatsApp button, which here too names the
 * trip.
 */
export function TripActionBar({ trip }: { trip: TripDetail }) {
  const t = useTranslations('trip')
  const locale = useLocale()
  const words = quickActionWords(useTranslations('ui'), locale)
  const message = tripWhatsAppMessage(trip, absoluteUrl(localePath(tripPath(trip.slug), locale)), t, locale)
  const { when, urgency, fromCatalogue } = departureShortParts(trip, t, locale)
  return (
    <>
      <DockedBar label={t('bar.label')} data-trip-bar>
        <BarChoice price={formatRupees(trip.price)} perPerson={t('bar.perPerson')}>
          <p className="mr-auto min-w-0 leading-tight">
            <span className="block truncate text-base font-bold text-maroon-800">
              {formatRupees(trip.price)}
              <span className="text-xs font-medium text-ink-muted max-[374px]:sr-only">{t('bar.perPerson')}</span>
            </span>
            {/* "Dep. 12 Dec · 4 seats left": on the narrowest phones the seats take a line of their own, whole. */}
            <span className="block text-xs text-ink-muted" data-testid="trip-bar-departure">
              <span className="whitespace-nowrap" lang={fromCatalogue ? fieldLang(trip, 'availableDates') : undefined}>
                {when}
              </span>
              {/* The space before the dot is where the line may break (a Tamil line is longer). */}
              {urgency ? (
                <>
                  {' '}
                  <span className="font-semibold whitespace-nowrap text-maroon-700">· {urgency}</span>
                </>
              ) : null}
            </span>
          </p>
        </BarChoice>
        <CallAction words={words} compact />
        <WhatsAppAction words={words} compact message={message} />
        <ChoiceLink
          href={`#${TRIP_ENQUIRY_ANCHOR}`}
          action="enquire"
          className={cx(dockActionClass.enquire, 'px-5 max-[400px]:px-4')}
        >
          {t('bar.enquire')}
        </ChoiceLink>
      </DockedBar>
      <TripEnquirySheetHost
        words={{
          choice: t('choice.label'),
          perPerson: t('bar.perPerson'),
          price: t('choice.from', { price: formatRupees(trip.price) }),
          addDetails: t('choice.addDetails'),
        }}
      />
      <aside aria-label={t('bar.whatsApp')} className="max-lg:hidden">
        <FloatingWhatsApp words={words} message={message} />
      </aside>
    </>
  )
}
