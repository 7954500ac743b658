import { Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { Notice } from '@/components/admin/ui/notice'
import { Panel } from '@/components/admin/ui/panel'
import { FieldError, Input } from '@/components/ui/input'
import type { TripForm } from './form'
import { Season } from './season'

/**
 * Dated departures, seasons of recurring ones (docs/architecture.md, difference 8) and the text
 * shown for a trip with neither. `departuresNow` is what the trip page makes of the saved ones today.
 */
export function DeparturesSection({ form, departuresNow }: { form: TripForm; departuresNow: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'departures' })
  const seasons = useFieldArray({ control: form.control, name: 'schedules' })
  const listError: string | undefined =
    form.formState.errors.departures?.message ?? form.formState.errors.departures?.root?.message
  return (
    <Panel
      title="Departures"
      description="Dates the group leaves, and seasons of recurring departures. The site lists what is ahead and drops a date once it has passed."
    >
      {departuresNow && (
        <Notice tone="sand">
          The trip page says now: <span className="font-medium">{departuresNow}</span>
        </Notice>
      )}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
        >
          <FormField form={form} name={`departures.${index}.on`} label={`Departure ${index + 1}`}>
            {(props) => <Input type="date" {...props} {...form.register(`departures.${index}.on`)} />}
          </FormField>
          <FormField
            form={form}
            name={`departures.${index}.label`}
            label="Note (optional)"
            className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
          >
            {(props) => (
              <Input {...props} {...form.register(`departures.${index}.label`)} placeholder="Diwali departure" />
            )}
          </FormField>
          <div className="col-start-2 row-start-1 pt-7 sm:col-start-3">
            <IconButton label={`Remove departure ${index + 1}`} onClick={() => remove(index)}>
              <Trash2 aria-hidden />
            </IconButton>
          </div>
        </div>
      ))}
      <FieldError id="departures-error" message={listError} />
      <AddButton onClick={() => append({ on: '', label: '' })}>Add a date</AddButton>
      <ol className="space-y-3">
        {seasons.fields.map((field, index) => (
          <Season key={field.id} form={form} index={index} onRemove={() => seasons.remove(index)} />
        ))}
      </ol>
      <AddButton
        onClick={() =>
          seasons.append({
            kind: 'weekly',
            weekdays: [],
            season: 'months',
            from: 10,
            to: 3,
            startsOn: '',
            endsOn: '',
            label: '',
          })
        }
      >
        Add a season
      </AddButton>
      <FormField
        form={form}
        name="availableDates"
        label="Dates text without dates (optional)"
        hint="Shown on the trip when it has no departure dates and no schedule, e.g. “On request” or “Every full moon”."
      >
        {(props) => <Input {...props} {...form.register('availableDates')} />}
      </FormField>
    </Panel>
  )
}
