import { ArrowUp, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { Panel } from '@/components/admin/ui/panel'
import { Input } from '@/components/ui/input'
import type { TripForm } from './form'

export function InclusionsSection({ form }: { form: TripForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'includes' })
  return (
    <Panel title="Inclusions" description="What the price covers, one line each.">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <FormField
            form={form}
            name={`includes.${index}.text`}
            label={`Inclusion ${index + 1}`}
            hideLabel
            className="flex-1"
          >
            {(props) => (
              <Input
                {...props}
                {...form.register(`includes.${index}.text`)}
                placeholder="AC accommodation on twin sharing"
              />
            )}
          </FormField>
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
