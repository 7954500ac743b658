import { Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField, fieldError } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { FieldError, Input, WholeNumberInput } from '@/components/ui/input'
import type { BoardingCity } from '@/lib/catalog/editor/trips'
import { GUARANTEED_TEXT } from '@/lib/catalog/departures/offers'
import { blankAsNull, blankAsZero, selectClass, type TripForm } from './form'

/** Where the group boards this departure: cities of the agency's list, each at its own price or the trip's. */
function BoardingCities({
  form,
  index,
  cities,
  departure,
}: {
  form: TripForm
  index: number
  cities: BoardingCity[]
  departure: string
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `departures.${index}.boarding` })
  const chosen = form.watch(`departures.${index}.boarding`) ?? []
  const listError = fieldError(form.formState.errors, `departures.${index}.boarding`)
  const nextCity = cities.find((city) => !chosen.some((point) => point.cityId === city.id))
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">Boarding cities</legend>
      {fields.length === 0 && (
        <p className="text-sm text-ink-muted">None: the group meets at the start, at the trip’s price.</p>
      )}
      {fields.map((field, position) => (
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto]"
          data-testid="boarding-city"
        >
          <FormField
            form={form}
            name={`departures.${index}.boarding.${position}.cityId`}
            label={`${departure}, boarding city ${position + 1}`}
            hideLabel
          >
            {(props) => (
              <select
                {...props}
                {...form.register(`departures.${index}.boarding.${position}.cityId`)}
                className={selectClass}
              >
                <option value="">Choose a city</option>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            form={form}
            name={`departures.${index}.boarding.${position}.price`}
            label={`${departure}, price from boarding city ${position + 1} (₹)`}
            hideLabel
            className="row-start-2 sm:row-start-auto"
          >
            {(props) => (
              <WholeNumberInput
                {...props}
                placeholder="Trip’s price"
                {...form.register(`departures.${index}.boarding.${position}.price`, blankAsNull)}
              />
            )}
          </FormField>
          <div className="col-start-2 row-start-1 sm:col-start-3">
            <IconButton label={`Remove boarding city ${position + 1} of ${departure}`} onClick={() => remove(position)}>
              <Trash2 aria-hidden />
            </IconButton>
          </div>
        </div>
      ))}
      <FieldError id={`departure-${index}-boarding-error`} message={listError} />
      {fields.length > 0 && (
        <p className="text-xs text-ink-muted">
          Price per person from each city; blank means the trip’s price. The first city is the one the early-bird price
          is for.
        </p>
      )}
      {fields.length < cities.length && (
        <AddButton onClick={() => append({ cityId: nextCity?.id ?? '', price: null })}>Add a boarding city</AddButton>
      )}
    </fieldset>
  )
}

/**
 * One dated departure as it is sold: the day and its name, its seats (blank: not counted, "on
 * request"), the owner's status, an early-bird price until its last day, a note for visitors
 * and its boarding cities. What visitors read ("4 seats left", "Filling fast") follows from these.
 */
export function DatedDeparture({
  form,
  index,
  cities,
  onRemove,
}: {
  form: TripForm
  index: number
  cities: BoardingCity[]
  onRemove: () => void
}) {
  const name = `Departure ${index + 1}`
  return (
    <li className="space-y-3 rounded-xl border border-ink/10 bg-sand-50 p-3 sm:p-4" data-testid="dated-departure">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
        <FormField form={form} name={`departures.${index}.on`} label={name}>
          {(props) => <Input type="date" {...props} {...form.register(`departures.${index}.on`)} />}
        </FormField>
        <FormField
          form={form}
          name={`departures.${index}.label`}
          label="Name (optional)"
          className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
        >
          {(props) => (
            <Input {...props} {...form.register(`departures.${index}.label`)} placeholder="Diwali departure" />
          )}
        </FormField>
        <div className="col-start-2 row-start-1 pt-7 sm:col-start-3">
          <IconButton label={`Remove departure ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FormField
          form={form}
          name={`departures.${index}.seatsOffered`}
          label="Seats offered"
          hint="Blank: not counted (on request)."
        >
          {(props) => (
            <WholeNumberInput {...props} min={1} {...form.register(`departures.${index}.seatsOffered`, blankAsNull)} />
          )}
        </FormField>
        <FormField form={form} name={`departures.${index}.seatsTaken`} label="Seats taken">
          {(props) => <WholeNumberInput {...props} {...form.register(`departures.${index}.seatsTaken`, blankAsZero)} />}
        </FormField>
        <FormField form={form} name={`departures.${index}.status`} label="Status" className="col-span-2 sm:col-span-1">
          {(props) => (
            <select {...props} {...form.register(`departures.${index}.status`)} className={selectClass}>
              <option value="">From the seats</option>
              <option value="guaranteed">{GUARANTEED_TEXT}</option>
              <option value="closed">Closed</option>
            </select>
          )}
        </FormField>
        <FormField form={form} name={`departures.${index}.earlyBirdPrice`} label="Early-bird price (₹)">
          {(props) => (
            <WholeNumberInput {...props} {...form.register(`departures.${index}.earlyBirdPrice`, blankAsNull)} />
          )}
        </FormField>
        <FormField form={form} name={`departures.${index}.earlyBirdUntil`} label="Early bird until">
          {(props) => <Input type="date" {...props} {...form.register(`departures.${index}.earlyBirdUntil`)} />}
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name={`departures.${index}.note`} label="Note for visitors (optional)">
          {(props) => (
            <Input
              {...props}
              {...form.register(`departures.${index}.note`)}
              placeholder="Return train tickets booked by us"
            />
          )}
        </FormField>
        <FormField form={form} name={`departures.${index}.noteTa`} label="Note in Tamil (optional)">
          {(props) => <Input {...props} lang="ta" {...form.register(`departures.${index}.noteTa`)} />}
        </FormField>
        <FormField form={form} name={`departures.${index}.labelTa`} label="Name in Tamil (optional)">
          {(props) => <Input {...props} lang="ta" {...form.register(`departures.${index}.labelTa`)} />}
        </FormField>
      </div>
      <BoardingCities form={form} index={index} cities={cities} departure={name} />
    </li>
  )
}
