'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useId, useState, useTransition, type ReactNode } from 'react'
import { get, useFieldArray, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { FormStatus } from '@/components/admin/action-form'
import { Button } from '@/components/ui/button'
import { FieldError, Input, Label, Textarea } from '@/components/ui/input'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { saveTripAction } from '@/lib/catalog/editor/actions'
import { MONTHS_LONG } from '@/lib/site/format'
import {
  slugify,
  tripEditorSchema,
  type TripEditorInput,
  type TripEditorValues,
} from '@/lib/catalog/editor/trip-schema'

/**
 * The catalogue editor's trip form: every field of docs/product.md §3, the day-by-day itinerary
 * (days and their activities added, removed and reordered), the inclusions and the departure
 * dates. The same zod schema checks it here (zodResolver) and in its server action; the
 * action's field messages are put back on the fields they name. The version the form was
 * opened at goes with every save, so a save over someone else's newer one is refused.
 */

type Form = UseFormReturn<TripEditorInput, unknown, TripEditorValues>

function Field({
  form,
  name,
  label,
  hint,
  children,
  className,
}: {
  form: Form
  name: FieldPath<TripEditorInput>
  label: string
  hint?: string
  className?: string
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

function IconButton({
  label,
  onClick,
  children,
  disabled,
}: {
  label: string
  onClick: () => void
  children: ReactNode
  disabled?: boolean
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  )
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      <Plus aria-hidden />
      {children}
    </Button>
  )
}

function DayActivities({ form, day, dayNumber }: { form: Form; day: number; dayNumber: number }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `itinerary.${day}.activity` })
  return (
    <div className="space-y-2">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <Field
            form={form}
            name={`itinerary.${day}.activity.${index}.text`}
            label={`Day ${dayNumber}, activity ${index + 1}`}
            className="flex-1 [&>label]:sr-only"
          >
            {(props) => (
              <Input
                {...props}
                {...form.register(`itinerary.${day}.activity.${index}.text`)}
                placeholder="What the group does"
              />
            )}
          </Field>
          <IconButton label={`Remove day ${dayNumber}, activity ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      <AddButton onClick={() => append({ text: '' })}>Add an activity</AddButton>
    </div>
  )
}

function Itinerary({ form }: { form: Form }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'itinerary' })
  const rootError: string | undefined =
    form.formState.errors.itinerary?.root?.message ?? form.formState.errors.itinerary?.message
  return (
    <Panel title="Day by day" description="The trip page lists the days in this order, numbered from Day 1.">
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-ink/10 bg-sand-50 p-3 sm:p-4">
            <div className="flex flex-wrap items-end gap-2">
              <Field
                form={form}
                name={`itinerary.${index}.title`}
                label={`Day ${index + 1}`}
                className="min-w-48 flex-1"
              >
                {(props) => (
                  <Input {...props} {...form.register(`itinerary.${index}.title`)} placeholder="Arrival in Varanasi" />
                )}
              </Field>
              <div className="flex gap-2">
                <IconButton
                  label={`Move day ${index + 1} up`}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                >
                  <ArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  label={`Move day ${index + 1} down`}
                  onClick={() => move(index, index + 1)}
                  disabled={index === fields.length - 1}
                >
                  <ArrowDown aria-hidden />
                </IconButton>
                <IconButton label={`Remove day ${index + 1}`} onClick={() => remove(index)}>
                  <Trash2 aria-hidden />
                </IconButton>
              </div>
            </div>
            <div className="mt-3">
              <DayActivities form={form} day={index} dayNumber={index + 1} />
            </div>
          </li>
        ))}
      </ol>
      <FieldError id="itinerary-error" message={rootError} />
      <AddButton onClick={() => append({ title: '', activity: [{ text: '' }] })}>Add a day</AddButton>
    </Panel>
  )
}

function Inclusions({ form }: { form: Form }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'includes' })
  return (
    <Panel title="Inclusions" description="What the price covers, one line each.">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <Field
            form={form}
            name={`includes.${index}.text`}
            label={`Inclusion ${index + 1}`}
            className="flex-1 [&>label]:sr-only"
          >
            {(props) => (
              <Input
                {...props}
                {...form.register(`includes.${index}.text`)}
                placeholder="AC accommodation on twin sharing"
              />
            )}
          </Field>
          <IconButton
            label={`Move inclusion ${index + 1} up`}
            onClick={() => move(index, index - 1)}
            disabled={index === 0}
          >
            <ArrowUp aria-hidden />
          </IconButton>
          <IconButton label={`Remove inclusion ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      <AddButton onClick={() => append({ text: '' })}>Add an inclusion</AddButton>
    </Panel>
  )
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const selectClass = 'block min-h-11 w-full rounded-xl border border-ink/15 bg-white px-3.5 text-base'

function MonthSelect({
  form,
  name,
  label,
}: {
  form: Form
  name: `schedules.${number}.from` | `schedules.${number}.to`
  label: string
}) {
  return (
    <Field form={form} name={name} label={label}>
      {(props) => (
        <select {...props} {...form.register(name, { valueAsNumber: true })} className={selectClass}>
          {MONTHS_LONG.map((month, i) => (
            <option key={month} value={i + 1}>
              {month}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

function Season({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const kind = form.watch(`schedules.${index}.kind`)
  const season = form.watch(`schedules.${index}.season`)
  const weekdaysError = (get(form.formState.errors, `schedules.${index}.weekdays`) as { message?: string } | undefined)
    ?.message
  return (
    <li className="space-y-3 rounded-xl border border-ink/10 bg-sand-50 p-3 sm:p-4" data-testid="season">
      <div className="flex items-end gap-2">
        <Field form={form} name={`schedules.${index}.kind`} label={`Season ${index + 1}: leaves`} className="flex-1">
          {(props) => (
            <select {...props} {...form.register(`schedules.${index}.kind`)} className={selectClass}>
              <option value="weekly">Every week on the days below</option>
              <option value="any">On any day the travellers choose</option>
            </select>
          )}
        </Field>
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
        <Field form={form} name={`schedules.${index}.season`} label="When in the year">
          {(props) => (
            <select {...props} {...form.register(`schedules.${index}.season`)} className={selectClass}>
              <option value="always">Not said</option>
              <option value="all-year">All year</option>
              <option value="months">From one month to another</option>
            </select>
          )}
        </Field>
        {season === 'months' && (
          <>
            <MonthSelect form={form} name={`schedules.${index}.from`} label="From" />
            <MonthSelect form={form} name={`schedules.${index}.to`} label="To" />
          </>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field form={form} name={`schedules.${index}.startsOn`} label="First day (optional)">
          {(props) => <Input type="date" {...props} {...form.register(`schedules.${index}.startsOn`)} />}
        </Field>
        <Field form={form} name={`schedules.${index}.endsOn`} label="Last day (optional)">
          {(props) => <Input type="date" {...props} {...form.register(`schedules.${index}.endsOn`)} />}
        </Field>
        <Field form={form} name={`schedules.${index}.label`} label="Label (optional)">
          {(props) => <Input {...props} {...form.register(`schedules.${index}.label`)} placeholder="Snow special" />}
        </Field>
      </div>
    </li>
  )
}

function Departures({ form, departuresNow }: { form: Form; departuresNow: string }) {
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
        <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm">
          The trip page says now: <span className="font-medium">{departuresNow}</span>
        </p>
      )}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
        >
          <Field form={form} name={`departures.${index}.on`} label={`Departure ${index + 1}`}>
            {(props) => <Input type="date" {...props} {...form.register(`departures.${index}.on`)} />}
          </Field>
          <Field
            form={form}
            name={`departures.${index}.label`}
            label="Note (optional)"
            className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
          >
            {(props) => (
              <Input {...props} {...form.register(`departures.${index}.label`)} placeholder="Diwali departure" />
            )}
          </Field>
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
      <Field
        form={form}
        name="availableDates"
        label="Dates text without dates (optional)"
        hint="Shown on the trip when it has no departure dates and no schedule, e.g. “On request” or “Every full moon”."
      >
        {(props) => <Input {...props} {...form.register('availableDates')} />}
      </Field>
    </Panel>
  )
}

export function TripEditor({
  tripId,
  initial,
  categories,
  departuresNow,
  readOnly,
}: {
  /** null for a new trip. */
  tripId: string | null
  initial: TripEditorInput
  categories: { id: string; name: string }[]
  departuresNow: string
  readOnly: boolean
}) {
  const form = useForm<TripEditorInput, unknown, TripEditorValues>({
    resolver: zodResolver(tripEditorSchema),
    defaultValues: initial,
  })
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const [slugTouched, setSlugTouched] = useState(tripId !== null)
  const statusId = useId()

  const onValid = (values: TripEditorValues) =>
    startTransition(async () => {
      const answer = await saveTripAction(tripId, values)
      if (answer.status === 'error') {
        for (const [path, message] of Object.entries(answer.fields ?? {})) {
          form.setError(path as FieldPath<TripEditorInput>, { message }, { shouldFocus: true })
        }
        setState({ status: 'error', message: answer.message })
        return
      }
      if (answer.status === 'ok' && answer.version !== undefined) form.reset({ ...values, version: answer.version })
      setState(answer)
    })
  const onInvalid = () => setState({ status: 'error', message: 'Please correct the marked fields' })

  const title = form.register('title', {
    onChange: (event) => {
      if (!slugTouched) form.setValue('slug', slugify(event.target.value))
    },
  })

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <fieldset disabled={readOnly || pending} className="min-w-0 space-y-6">
        <legend className="sr-only">Trip</legend>
        <Panel title="The trip">
          <div className="grid gap-4 md:grid-cols-2">
            <Field form={form} name="title" label="Title" className="md:col-span-2">
              {(props) => <Input {...props} {...title} />}
            </Field>
            <Field
              form={form}
              name="slug"
              label="Address"
              hint="The trip page is at /trip/ followed by this. After a change the old address leads here."
            >
              {(props) => (
                <Input
                  {...props}
                  {...form.register('slug', { onChange: () => setSlugTouched(true) })}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field form={form} name="categoryId" label="Category">
              {(props) => (
                <select
                  {...props}
                  {...form.register('categoryId')}
                  className="block min-h-11 w-full rounded-xl border border-ink/15 bg-white px-3.5 text-base"
                >
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field form={form} name="price" label="Price per person (₹)">
              {(props) => (
                <Input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...form.register('price', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field form={form} name="duration" label="Duration">
              {(props) => <Input {...props} {...form.register('duration')} placeholder="5 Days / 4 Nights" />}
            </Field>
            <Field form={form} name="location" label="Location" className="md:col-span-2">
              {(props) => <Input {...props} {...form.register('location')} placeholder="Varanasi, Uttar Pradesh" />}
            </Field>
            <Field form={form} name="description" label="Overview" className="md:col-span-2">
              {(props) => <Textarea {...props} rows={6} {...form.register('description')} />}
            </Field>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input type="checkbox" className="size-5 accent-saffron-700" {...form.register('published')} />
            Show this trip on the site
          </label>
        </Panel>
        <Departures form={form} departuresNow={departuresNow} />
        <Itinerary form={form} />
        <Inclusions form={form} />
      </fieldset>
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? 'Saving…' : tripId ? 'Save changes' : 'Create trip'}
          </Button>
          <div className="min-w-0 flex-1">
            <FormStatus id={statusId} state={state} />
          </div>
        </div>
      )}
    </form>
  )
}
