import { useLocale, useTranslations } from 'next-intl'
import type { ItineraryDay } from '@/lib/catalog/types'
import { contentLang } from '@/lib/site/i18n/locales'
import { dayNumber, fieldLang } from '@/lib/catalog/localize'

/**
 * The day-by-day plan as a timeline: day, title and the list of activities. A numbered day reads
 * "Day 3" in the page's language (as dayLabel in lib/catalog/itinerary/content.ts); a day the
 * catalogue names in words is the catalogue's; a title or activities without a version in the
 * page's language are the English ones, marked as such.
 */
export function TripItinerary({ days }: { days: ItineraryDay[] }) {
  const t = useTranslations('trip.itinerary')
  const lang = contentLang(useLocale())
  return (
    <ol className="relative flex flex-col gap-6 border-l-2 border-saffron-200 pl-6 md:pl-8">
      {days.map((day, index) => {
        const number = dayNumber(day.day)
        return (
          <li key={`${day.day}-${index}`} className="relative break-inside-avoid" data-itinerary-day>
            <span
              aria-hidden
              className="absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-saffron-600 ring-4 ring-sand-50 md:-left-[calc(2rem+7px)]"
            />
            <p
              className="text-xs font-semibold tracking-[0.14em] text-saffron-800 uppercase"
              lang={number ? undefined : lang}
            >
              {number ? t('day', { n: number }) : day.day}
            </p>
            {day.title ? (
              <h3 className="mt-1 text-lg leading-snug font-semibold md:text-xl" lang={fieldLang(day, 'title')}>
                {day.title}
              </h3>
            ) : null}
            {day.activities.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1.5 text-ink-muted" lang={fieldLang(day, 'activities')}>
                {day.activities.map((activity, i) => (
                  <li key={i} className="flex gap-2">
                    <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ink-soft" />
                    <span>{activity}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
