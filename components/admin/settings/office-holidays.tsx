import { ActionForm } from '@/components/admin/ui/action-form'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import { Input, Label } from '@/components/ui/input'
import { addOfficeHolidayAction, removeOfficeHolidayAction } from '@/lib/agency/actions'
import { holidayDayInWords, type OfficeHoliday } from '@/lib/agency'
import { HOLIDAY_NAME_MAX, OFFICE_HOLIDAYS_MAX } from '@/lib/agency/schemas'

/** What the holidays change, said once on the screen. */
export const HOLIDAYS_EFFECT = 'The call-back promise to visitors and the follow-up shortcuts skip these days.'

/** The owner's holidays, each with its Remove button, and the form that adds one. */
export function OfficeHolidaysPanel({ holidays, today }: { holidays: OfficeHoliday[]; today: string }) {
  return (
    <Panel
      title="Office holidays"
      description={`Days the office is closed besides those the weekly hours close. ${HOLIDAYS_EFFECT}`}
      className="min-w-0"
    >
      {holidays.length ? (
        <ul aria-label="Holidays" className="divide-y divide-ink/10 rounded-xl border border-ink/10">
          {holidays.map((holiday) => {
            const inWords = holidayDayInWords(holiday.day)
            return (
              <li
                key={holiday.day}
                className="grid gap-2 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    <time dateTime={holiday.day}>{inWords}</time>
                    {holiday.day < today && (
                      <Badge className="ml-2 bg-sand-200 text-ink-muted" weight="medium">
                        Passed
                      </Badge>
                    )}
                  </p>
                  {holiday.name && <p className="break-words text-ink-muted">{holiday.name}</p>}
                </div>
                <ActionForm
                  action={removeOfficeHolidayAction}
                  submitLabel="Remove"
                  submitVariant="outline"
                  confirmText={`Remove ${inWords} from the holidays? The office counts it as a working day again.`}
                  className="space-y-0"
                >
                  <input type="hidden" name="day" value={holiday.day} />
                </ActionForm>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-ink/20 p-6 text-center text-sm text-ink-muted">
          No holidays set: the office keeps its weekly hours every week.
        </p>
      )}
      <section aria-labelledby="add-holiday" className="rounded-xl border border-dashed border-ink/20 p-4">
        <h3 id="add-holiday" className="mb-3 font-semibold">
          Add a holiday
        </h3>
        <ActionForm action={addOfficeHolidayAction} submitLabel="Add holiday" resetOnSuccess>
          <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <div>
              <Label htmlFor="holiday-day">Date</Label>
              <Input id="holiday-day" name="day" type="date" required />
            </div>
            <div>
              <Label htmlFor="holiday-name">Name (optional)</Label>
              <Input
                id="holiday-name"
                name="name"
                autoComplete="off"
                maxLength={HOLIDAY_NAME_MAX}
                placeholder="Pongal"
              />
            </div>
          </div>
        </ActionForm>
        <p className="mt-3 text-xs text-ink-muted">
          Up to {OFFICE_HOLIDAYS_MAX} holidays; remove those that have passed.
        </p>
      </section>
    </Panel>
  )
}
