import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { Notice } from '@/components/admin/ui/notice'
import { Panel } from '@/components/admin/ui/panel'
import { FieldError, Input } from '@/components/ui/input'
import type { BoardingCity } from '@/lib/catalog/editor/trips'
import { DatedDeparture } from './dated-departure'
import type { TripForm } from './form'
import { Season } from './season'

/**
 * Dated departures, seasons of recurring ones (docs/architecture.md, difference 8) and the text
 * shown for a trip with neither. `departuresNow` is what the trip page makes of the saved ones today.
 */
export function DeparturesSection({
  form,
  departuresNow,
  cities,
}: {
  form: TripForm
  departuresNow: string
  cities: BoardingCity[]
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'departures' })
  const seasons = useFieldArray({ control: form.control, name: 'schedules' })
  const listError: string | undefined =
    form.formState.errors.departures?.message ?? form.formState.errors.departures?.root?.message
  return (
    <Panel
      title="Departures"
      description="Dates the group leaves, with their seats, boarding cities and prices, and seasons of recurring departures (always on request). The site lists what is ahead and drops a date once it has passed."
    >
      {departuresNow && (
        <Notice tone="sand">
          The trip page says now: <span className="font-medium">{departuresNow}</span>
        </Notice>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <DatedDeparture key={field.id} form={form} index={index} cities={cities} onRemove={() => remove(index)} />
        ))}
      </ol>
      <FieldError id="departures-error" message={listError} />
      <AddButton
        onClick={() =>
          append({
            on: '',
            label: '',
            labelTa: '',
            seatsOffered: null,
            seatsTaken: 0,
            status: '',
            earlyBirdPrice: null,
            earlyBirdUntil: '',
            note: '',
            noteTa: '',
            boarding: [],
          })
        }
      >
        Add a date
      </AddButton>
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
            labelTa: '',
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
