import { Trash2 } from 'lucide-react'
import { FormField, fieldError } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { FieldError, Input } from '@/components/ui/input'
import { MONTHS_LONG } from '@/lib/site/format'
import { selectClass, type TripForm } from './form'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

function MonthSelect({
  form,
  name,
  label,
}: {
  form: TripForm
  name: `schedules.${number}.from` | `schedules.${number}.to`
  label: string
}) {
  return (
    <FormField form={form} name={name} label={label}>
      {(props) => (
        <select {...props} {...form.register(name, { valueAsNumber: true })} className={selectClass}>
          {MONTHS_LONG.map((month, i) => (
            <option key={month} value={i + 1}>
              {month}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** A season of recurring departures: weekly on chosen days or any day, within months or between two dates. */
export function Season({ form, index, onRemove }: { form: TripForm; index: number; onRemove: () => void }) {
  const kind = form.watch(`schedules.${index}.kind`)
  const season = form.watch(`schedules.${index}.season`)
  const weekdaysError = fieldError(form.formState.errors, `schedules.${index}.weekdays`)
  return (
    <li className="space-y-3 rounded-xl border border-ink/10 bg-sand-50 p-3 sm:p-4" data-testid="season">
      <div className="flex items-end gap-2">
        <FormField
          form={form}
          name={`schedules.${index}.kind`}
          label={`Season ${index + 1}: leaves`}
          className="flex-1"
        >
          {(props) => (
            <select {...props} {...form.register(`schedules.${index}.kind`)} className={selectClass}>
              <option value="weekly">Every week on the days below</option>
              <option value="any">On any day the travellers choose</option>
            </select>
          )}
        </FormField>
        <IconButton label={`Remove season ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </IconButton>
      </div>
      {kind === 'weekly' && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Days of the week</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day, value) => (
              <label
                key={day}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-ink/15 bg-white px-3 text-sm"
              >
                <input
                  type="checkbox"
                  value={String(value)}
                  className="size-4 accent-saffron-700"
                  {...form.register(`schedules.${index}.weekdays`)}
                />
                {day}
              </label>
            ))}
          </div>
          <FieldError id={`season-${index}-weekdays`} message={weekdaysError} />
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name={`schedules.${index}.season`} label="When in the year">
          {(props) => (
            <select {...props} {...form.register(`schedules.${index}.season`)} className={selectClass}>
              <option value="always">Not said</option>
              <option value="all-year">All year</option>
              <option value="months">From one month to another</option>
            </select>
          )}
        </FormField>
        {season === 'months' && (
          <>
            <MonthSelect form={form} name={`schedules.${index}.from`} label="From" />
            <MonthSelect form={form} name={`schedules.${index}.to`} label="To" />
          </>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name={`schedules.${index}.startsOn`} label="First day (optional)">
          {(props) => <Input type="date" {...props} {...form.register(`schedules.${index}.startsOn`)} />}
        </FormField>
        <FormField form={form} name={`schedules.${index}.endsOn`} label="Last day (optional)">
          {(props) => <Input type="date" {...props} {...form.register(`schedules.${index}.endsOn`)} />}
        </FormField>
        <FormField form={form} name={`schedules.${index}.label`} label="Label (optional)">
          {(props) => <Input {...props} {...form.register(`schedules.${index}.label`)} placeholder="Snow special" />}
        </FormField>
        <FormField form={form} name={`schedules.${index}.labelTa`} label="Label in Tamil (optional)">
          {(props) => <Input {...props} lang="ta" {...form.register(`schedules.${index}.labelTa`)} />}
        </FormField>
      </div>
    </li>
  )
}
