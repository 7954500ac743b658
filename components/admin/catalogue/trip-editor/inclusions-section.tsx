import { ArrowUp, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { Panel } from '@/components/admin/ui/panel'
import { Input, Textarea } from '@/components/ui/input'
import { TAMIL_LINES_HINT, type TripForm } from './form'

/** The trip's lists of one line each that its page shows as they are, and each one's Tamil: inclusions, exclusions, hotels. */
const LISTS = {
  includes: {
    title: 'Inclusions',
    description: 'What the price covers, one line each.',
    item: 'Inclusion',
    add: 'Add an inclusion',
    placeholder: 'AC accommodation on twin sharing',
  },
  excludes: {
    title: 'Not included',
    description: 'What the price does not cover, one line each.',
    item: 'Exclusion',
    add: 'Add an exclusion',
    placeholder: 'Personal expenses and tips',
  },
  hotels: {
    title: 'Hotels',
    description: 'Where the group stays, one line each; the trip page lists them in this order.',
    item: 'Hotel',
    add: 'Add a hotel',
    placeholder: 'Hotel name, city (or similar)',
  },
} as const

export function TextListSection({ form, name }: { form: TripForm; name: keyof typeof LISTS }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name })
  const list = LISTS[name]
  return (
    <Panel title={list.title} description={list.description}>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <FormField
            form={form}
            name={`${name}.${index}.text`}
            label={`${list.item} ${index + 1}`}
            hideLabel
            className="flex-1"
          >
            {(props) => <Input {...props} {...form.register(`${name}.${index}.text`)} placeholder={list.placeholder} />}
          </FormField>
          <IconButton
            label={`Move ${list.item.toLowerCase()} ${index + 1} up`}
            onClick={() => move(index, index - 1)}
            disabled={index === 0}
          >
            <ArrowUp aria-hidden />
          </IconButton>
          <IconButton label={`Remove ${list.item.toLowerCase()} ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      <AddButton onClick={() => append({ text: '' })}>{list.add}</AddButton>
      <FormField form={form} name={`${name}Ta`} label={`${list.title} in Tamil`} hint={TAMIL_LINES_HINT}>
        {(props) => <Textarea {...props} lang="ta" rows={Math.max(3, fields.length)} {...form.register(`${name}Ta`)} />}
      </FormField>
    </Panel>
  )
}

export function InclusionsSection({ form }: { form: TripForm }) {
  return <TextListSection form={form} name="includes" />
}
