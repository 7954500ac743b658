import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { Panel } from '@/components/admin/ui/panel'
import { FieldError, Input, Textarea } from '@/components/ui/input'
import type { TripForm } from './form'

function DayActivities({ form, day, dayNumber }: { form: TripForm; day: number; dayNumber: number }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `itinerary.${day}.activity` })
  return (
    <div className="space-y-2">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <FormField
            form={form}
            name={`itinerary.${day}.activity.${index}.text`}
            label={`Day ${dayNumber}, activity ${index + 1}`}
            hideLabel
            className="flex-1"
          >
            {(props) => (
              <Input
                {...props}
                {...form.register(`itinerary.${day}.activity.${index}.text`)}
                placeholder="What the group does"
              />
            )}
          </FormField>
          <IconButton label={`Remove day ${dayNumber}, activity ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      <AddButton onClick={() => append({ text: '' })}>Add an activity</AddButton>
    </div>
  )
}

/** The day-by-day itinerary: days and their activities, added, removed and reordered, each day with its Tamil. */
export function ItinerarySection({ form }: { form: TripForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'itinerary' })
  const rootError: string | undefined =
    form.formState.errors.itinerary?.root?.message ?? form.formState.errors.itinerary?.message
  return (
    <Panel title="Day by day" description="The trip page lists the days in this order, numbered from Day 1.">
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-ink/10 bg-sand-50 p-3 sm:p-4">
            <div className="flex flex-wrap items-end gap-2">
              <FormField
                form={form}
                name={`itinerary.${index}.title`}
                label={`Day ${index + 1}`}
                className="min-w-48 flex-1"
              >
                {(props) => (
                  <Input {...props} {...form.register(`itinerary.${index}.title`)} placeholder="Arrival in Varanasi" />
                )}
              </FormField>
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
            <div className="mt-4 grid gap-3 border-t border-ink/10 pt-3 md:grid-cols-2">
              <FormField form={form} name={`itinerary.${index}.titleTa`} label={`Day ${index + 1} in Tamil`}>
                {(props) => <Input {...props} lang="ta" {...form.register(`itinerary.${index}.titleTa`)} />}
              </FormField>
              <FormField
                form={form}
                name={`itinerary.${index}.activitiesTa`}
                label={`Day ${index + 1}, activities in Tamil`}
                hint="One per line."
              >
                {(props) => (
                  <Textarea {...props} lang="ta" rows={3} {...form.register(`itinerary.${index}.activitiesTa`)} />
                )}
              </FormField>
            </div>
          </li>
        ))}
      </ol>
      <FieldError id="itinerary-error" message={rootError} />
      <AddButton onClick={() => append({ title: '', activity: [{ text: '' }], titleTa: '', activitiesTa: '' })}>
        Add a day
      </AddButton>
    </Panel>
  )
}
