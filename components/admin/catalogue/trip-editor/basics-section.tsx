import { useState } from 'react'
import { FormField } from '@/components/admin/ui/form-field'
import { Panel } from '@/components/admin/ui/panel'
import { Input, Textarea, WholeNumberInput } from '@/components/ui/input'
import { slugify } from '@/lib/catalog/editor/trip-schema'
import { selectClass, TAMIL_HINT, type TripForm } from './form'
import { sectionLabel } from './sections'

/**
 * What the trip is: its title and address, category, price, duration, place, overview, and
 * whether it is shown; each text with its Tamil beside it.
 */
export function BasicsSection({
  form,
  categories,
  isNew,
}: {
  form: TripForm
  categories: { id: string; name: string }[]
  isNew: boolean
}) {
  // A new trip's address follows its title until staff type one of their own; a saved trip's
  // address stays put, since changing it moves the public page.
  const [slugTouched, setSlugTouched] = useState(!isNew)
  const title = form.register('title', {
    onChange: (event) => {
      if (!slugTouched) form.setValue('slug', slugify(event.target.value))
    },
  })

  return (
    <Panel title={sectionLabel('basics')}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField form={form} name="title" label="Title">
          {(props) => <Input {...props} {...title} />}
        </FormField>
        <FormField form={form} name="titleTa" label="Title in Tamil" hint={TAMIL_HINT}>
          {(props) => <Input {...props} lang="ta" {...form.register('titleTa')} />}
        </FormField>
        <FormField
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
        </FormField>
        <FormField form={form} name="categoryId" label="Category">
          {(props) => (
            <select {...props} {...form.register('categoryId')} className={selectClass}>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField form={form} name="price" label="Price per person (₹)">
          {(props) => <WholeNumberInput {...props} {...form.register('price', { valueAsNumber: true })} />}
        </FormField>
        <FormField form={form} name="duration" label="Duration">
          {(props) => <Input {...props} {...form.register('duration')} placeholder="5 Days / 4 Nights" />}
        </FormField>
        <FormField form={form} name="location" label="Location">
          {(props) => <Input {...props} {...form.register('location')} placeholder="Varanasi, Uttar Pradesh" />}
        </FormField>
        <FormField form={form} name="locationTa" label="Location in Tamil">
          {(props) => (
            <Input {...props} lang="ta" {...form.register('locationTa')} placeholder="வாரணாசி, உத்தரப் பிரதேசம்" />
          )}
        </FormField>
        <FormField form={form} name="description" label="Overview">
          {(props) => <Textarea {...props} rows={8} {...form.register('description')} />}
        </FormField>
        <FormField form={form} name="descriptionTa" label="Overview in Tamil">
          {(props) => <Textarea {...props} lang="ta" rows={8} {...form.register('descriptionTa')} />}
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-5 accent-saffron-700" {...form.register('published')} />
        Show this trip on the site
      </label>
    </Panel>
  )
}
