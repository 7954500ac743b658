import { ActionForm } from '@/components/admin/ui/action-form'
import { Panel } from '@/components/admin/ui/panel'
import { Input } from '@/components/ui/input'
import { saveOfficeWeekAction } from '@/lib/agency/actions'
import { OFFICE_TIME_STEP_MINUTES, WEEKDAY_FIELDS } from '@/lib/agency/schemas'
import type { OfficeWeek } from '@/lib/site/office-hours'
import { clockTime, WEEK_ORDER } from '@/lib/site/office-hours-text'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** What a closed day's time fields show, so opening it starts from ordinary hours. */
const DEFAULT_OPENS = '09:00'
const DEFAULT_CLOSES = '18:00'

/**
 * The office's weekly hours, one row a weekday (Monday first): open or closed, and from–to in
 * India time (lib/agency/schemas.ts, officeWeekSchema, checks them for the action).
 */
export function OfficeWeekPanel({ week }: { week: OfficeWeek }) {
  return (
    <Panel
      title="Weekly hours"
      description="India time. The top bar of every page, the contact page and the call-back promise follow them."
      className="min-w-0"
    >
      <ActionForm action={saveOfficeWeekAction} submitLabel="Save hours">
        <fieldset className="min-w-0">
          <legend className="sr-only">Hours of each weekday</legend>
          <ul className="divide-y divide-ink/10 text-sm">
            {WEEK_ORDER.map((index) => {
              const day = WEEKDAY_FIELDS[index]
              const name = DAY_NAMES[index]
              const hours = week[index]
              return (
                // The times go below the day where the row has no room for both (a phone, a narrow column).
                <li key={day} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <label className="inline-flex min-h-11 w-28 items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      name={`${day}Open`}
                      defaultChecked={!!hours}
                      className="size-4 accent-maroon-800"
                    />
                    {name}
                  </label>
                  <div className="flex min-w-[17rem] flex-1 items-center gap-2">
                    <Input
                      type="time"
                      name={`${day}Opens`}
                      aria-label={`${name} opens`}
                      step={OFFICE_TIME_STEP_MINUTES * 60}
                      defaultValue={hours ? clockTime(hours.opens) : DEFAULT_OPENS}
                      className="min-w-0 flex-1 tabular-nums"
                    />
                    <span aria-hidden>–</span>
                    <Input
                      type="time"
                      name={`${day}Closes`}
                      aria-label={`${name} closes`}
                      step={OFFICE_TIME_STEP_MINUTES * 60}
                      defaultValue={hours ? clockTime(hours.closes) : DEFAULT_CLOSES}
                      className="min-w-0 flex-1 tabular-nums"
                    />
                  </div>
                </li>
              )
            })}
          </ul>
        </fieldset>
        <p className="text-xs text-ink-muted">
          Untick a day the office is closed. Times in steps of {OFFICE_TIME_STEP_MINUTES} minutes.
        </p>
      </ActionForm>
    </Panel>
  )
}
