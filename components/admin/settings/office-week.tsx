import { Panel } from '@/components/admin/ui/panel'
import { OFFICE_WEEK } from '@/lib/site/office-hours'

/** The weekdays Monday first, as the office reads its week (OFFICE_WEEK is Sunday first). */
const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const

/** Minutes after midnight as a clock reads them: 540 → "9 am", 1110 → "6:30 pm". */
function clock(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const twelve = hour % 12 || 12
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`
}

/** The office's weekly hours, read only: they come from the site's configuration, not from this screen. */
export function OfficeWeekPanel() {
  return (
    <Panel title="Weekly hours" description="India time, as the contact page and the top bar of every page show them.">
      <dl className="divide-y divide-ink/10 text-sm">
        {WEEKDAYS.map(([index, name]) => {
          const hours = OFFICE_WEEK[index]
          return (
            <div key={name} className="flex justify-between gap-4 py-2">
              <dt className="font-medium">{name}</dt>
              <dd className={hours ? 'tabular-nums' : 'text-ink-muted'}>
                {hours ? `${clock(hours.opens)} – ${clock(hours.closes)}` : 'Closed'}
              </dd>
            </div>
          )
        })}
      </dl>
    </Panel>
  )
}
