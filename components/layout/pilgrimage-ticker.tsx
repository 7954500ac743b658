import { Pause, Play, Sparkles } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPilgrimageTicker } from '@/lib/catalog'
import { localePath } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { formatDuration } from '@/lib/site/format'
import { tripPath } from '@/lib/site/routes'

/** The scrolling strip of upcoming pilgrimages, 1024 px and wider; a failure shows nothing. */
export async function PilgrimageTicker() {
  const locale = await getLocale()
  const [{ data: items }, t] = await Promise.all([getPilgrimageTicker(locale), getTranslations('common.ticker')])
  if (items.length === 0) return null
  // Rendered twice so the CSS marquee loops without a gap; the copy is hidden from assistive tech.
  const strip = (hidden: boolean) => (
    <ul className="flex shrink-0 items-center" role="list" aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center">
          <a
            href={localePath(tripPath(item.slug), locale)}
            tabIndex={hidden ? -1 : undefined}
            className="inline-flex min-h-9 items-center gap-2 px-5 text-sm whitespace-nowrap hover:underline"
          >
            <span className="font-semibold" lang={fieldLang(item, 'title')}>
              {item.title}
            </span>
            <span className="text-maroon-900/80">
              {formatDuration(item.duration, locale)} ·{' '}
              <span lang={fieldLang(item, 'availableDates')}>{item.availableDates}</span>
            </span>
          </a>
          <span className="text-saffron-700" aria-hidden>
            ✦
          </span>
        </li>
      ))}
    </ul>
  )
  return (
    <section
      aria-label={t('label')}
      className="hidden border-b border-saffron-200 bg-saffron-100 text-maroon-900 lg:block"
    >
      <div className="flex items-center">
        <p className="z-10 flex min-h-9 shrink-0 items-center gap-1.5 bg-saffron-700 px-4 text-xs font-bold tracking-wider text-white uppercase">
          <Sparkles className="size-4" aria-hidden />
          {t('title')}
        </p>
        <div className="min-w-0 flex-1 overflow-hidden">
          <div className="animate-ticker flex w-max">
            {strip(false)}
            {strip(true)}
          </div>
        </div>
        {/* A switch that stops the scrolling (a moving strip must be stoppable): checked = paused. */}
        <input id="ticker-pause" type="checkbox" className="ticker-pause peer sr-only" />
        <label
          htmlFor="ticker-pause"
          className="z-10 flex size-9 shrink-0 cursor-pointer items-center justify-center bg-saffron-100 text-maroon-900 peer-focus-visible:outline-2 peer-focus-visible:-outline-offset-2 peer-focus-visible:outline-saffron-700 hover:text-saffron-800 peer-checked:[&>.ticker-pause-icon]:hidden peer-checked:[&>.ticker-play-icon]:block"
        >
          <span className="sr-only">{t('pause')}</span>
          <Pause className="ticker-pause-icon size-4" aria-hidden />
          <Play className="ticker-play-icon hidden size-4" aria-hidden />
        </label>
      </div>
    </section>
  )
}
