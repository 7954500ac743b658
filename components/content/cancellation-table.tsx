import { useTranslations } from 'next-intl'
import { cn } from '@/lib/site/utils'

/**
 * The cancellation schedule as a table whose columns say what they hold: when the cancellation is
 * received, and the amount refunded (trip.cancellation). The terms pages in both languages and
 * each trip page show it; `lang` marks a trip's own schedule that has no version in the page's
 * language.
 */
export function CancellationTable({
  schedule,
  lang,
  className,
}: {
  schedule: readonly { when: string; refund: string }[]
  lang?: 'en'
  className?: string
}) {
  const t = useTranslations('trip.cancellation')
  return (
    <div className={cn('overflow-x-auto rounded-card border border-ink/10 bg-white', className)}>
      <table className="w-full text-left text-sm md:text-base">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-sand-100 text-ink">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('whenColumn')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('refundColumn')}
            </th>
          </tr>
        </thead>
        <tbody lang={lang}>
          {schedule.map((row) => (
            <tr key={row.when} className="border-t border-ink/10">
              <td className="px-4 py-3">{row.when}</td>
              <td className="px-4 py-3 font-medium text-ink">{row.refund}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
