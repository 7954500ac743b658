import { ArrowUp, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { Panel } from '@/components/admin/ui/panel'
import { Input, Textarea } from '@/components/ui/input'
import { TAMIL_LINES_HINT, TAMIL_ROWS_HINT, type TripForm } from './form'

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

type RowList = keyof typeof LISTS | 'hotelsTa'

/**
 * A list's rows of one line each, moved up and removed, with its Add button: the English lists,
 * and the hotels in Tamil, which are rows like the English ones.
 */
function ListRows({
  form,
  name,
  item,
  add,
  placeholder,
  lang,
}: {
  form: TripForm
  name: RowList
  item: string
  add: string
  placeholder: string
  lang?: 'ta'
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name })
  const label = (index: number) => `${item} ${index + 1}${lang ? ' in Tamil' : ''}`
  const named = (index: number) => `${item.toLowerCase()} ${index + 1}${lang ? ' in Tamil' : ''}`
  return (
    <>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <FormField form={form} name={`${name}.${index}.text`} label={label(index)} hideLabel className="flex-1">
            {(props) => (
              <Input {...props} lang={lang} {...form.register(`${name}.${index}.text`)} placeholder={placeholder} />
            )}
          </FormField>
          <IconButton label={`Move ${named(index)} up`} onClick={() => move(index, index - 1)} disabled={index === 0}>
            <ArrowUp aria-hidden />
          </IconButton>
          <IconButton label={`Remove ${named(index)}`} onClick={() => remove(index)}>
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      <AddButton onClick={() => append({ text: '' })}>{add}</AddButton>
    </>
  )
}

export function TextListSection({ form, name }: { form: TripForm; name: 'includes' | 'excludes' }) {
  const list = LISTS[name]
  const rows = form.watch(name)
  return (
    <Panel title={list.title} description={list.description}>
      <ListRows form={form} name={name} item={list.item} add={list.add} placeholder={list.placeholder} />
      <FormField form={form} name={`${name}Ta`} label={`${list.title} in Tamil`} hint={TAMIL_LINES_HINT}>
        {(props) => (
          <Textarea {...props} lang="ta" rows={Math.max(3, rows?.length ?? 0)} {...form.register(`${name}Ta`)} />
        )}
      </FormField>
    </Panel>
  )
}

export function InclusionsSection({ form }: { form: TripForm }) {
  return (
    <>
      <TextListSection form={form} name="includes" />
      <TextListSection form={form} name="excludes" />
    </>
  )
}

/** The hotels, in English and in Tamil, each a list of rows; the Tamil rows stand in the English order. */
export function HotelsSection({ form }: { form: TripForm }) {
  const list = LISTS.hotels
  return (
    <Panel title={list.title} description={list.description}>
      <ListRows form={form} name="hotels" item={list.item} add={list.add} placeholder={list.placeholder} />
      <div className="space-y-2 border-t border-ink/10 pt-4">
        <h3 className="text-base font-semibold">Hotels in Tamil</h3>
        <p className="text-sm text-ink-muted">{TAMIL_ROWS_HINT}</p>
        <ListRows
          form={form}
          name="hotelsTa"
          item="Hotel"
          add="Add a hotel in Tamil"
          placeholder="ஹோட்டல் பெயர், நகரம்"
          lang="ta"
        />
      </div>
    </Panel>
  )
}
