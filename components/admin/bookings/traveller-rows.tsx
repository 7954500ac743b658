'use client'

import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { FormField } from '@/components/admin/ui/form-field'
import { Button } from '@/components/ui/button'
import { FieldError, Input } from '@/components/ui/input'
import { fieldClassName } from '@/components/ui/field-class'
import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  BOOKING_LIMITS,
  GENDER_LABELS,
  GENDERS,
  SHARING_LABELS,
  SHARINGS,
  type TravellerInput,
  type TravellersFormInput,
} from '@/lib/bookings/schemas'

/**
 * A booking's travellers as rows of a form (the new booking and the booking page's travellers):
 * the name as on the ID, age band, gender and room sharing for rooming, a room label, a phone and
 * a note ("lower berth"); rows are added and removed, at least one kept.
 */

/**
 * A form with the travellers' rows: the booking page's own, or the new booking's, whose other
 * fields these rows never touch (so it is passed as this shape).
 */
export type TravellersForm = UseFormReturn<TravellersFormInput, unknown, unknown>

const blank: TravellerInput = {
  name: '',
  ageBand: 'adult',
  gender: 'female',
  sharing: 'twin',
  room: '',
  phone: '',
  note: '',
}

export function TravellerRows({ form, errorId }: { form: TravellersForm; errorId: string }) {
  const rows = useFieldArray({ control: form.control, name: 'travellers' })
  const field = <K extends keyof TravellerInput>(index: number, name: K) => `travellers.${index}.${name}` as const
  const listError = form.formState.errors.travellers as { message?: string; root?: { message?: string } } | undefined
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="rounded-xl border border-ink/10 p-3" aria-label={`Traveller ${index + 1}`}>
            <div className="mb-2 flex items-center justify-between gap-3">
              <p className="text-sm font-semibold">Traveller {index + 1}</p>
              {rows.fields.length > 1 && (
                <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                  Remove
                </Button>
              )}
            </div>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <FormField form={form} name={field(index, 'name')} label="Name as on ID" className="col-span-2">
                {(props) => <Input {...props} autoComplete="off" {...form.register(field(index, 'name'))} />}
              </FormField>
              <FormField form={form} name={field(index, 'ageBand')} label="Age band">
                {(props) => (
                  <select {...props} {...form.register(field(index, 'ageBand'))} className={fieldClassName}>
                    {AGE_BANDS.map((band) => (
                      <option key={band} value={band}>
                        {AGE_BAND_LABELS[band]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField form={form} name={field(index, 'gender')} label="Gender">
                {(props) => (
                  <select {...props} {...form.register(field(index, 'gender'))} className={fieldClassName}>
                    {GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {GENDER_LABELS[gender]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField form={form} name={field(index, 'sharing')} label="Room sharing">
                {(props) => (
                  <select {...props} {...form.register(field(index, 'sharing'))} className={fieldClassName}>
                    {SHARINGS.map((sharing) => (
                      <option key={sharing} value={sharing}>
                        {SHARING_LABELS[sharing]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField form={form} name={field(index, 'room')} label="Room" hint="Who shares: “A”, “Room 2”">
                {(props) => <Input {...props} {...form.register(field(index, 'room'))} />}
              </FormField>
              <FormField form={form} name={field(index, 'phone')} label="Phone" className="col-span-2 sm:col-span-1">
                {(props) => <Input {...props} type="tel" {...form.register(field(index, 'phone'))} />}
              </FormField>
              <FormField
                form={form}
                name={field(index, 'note')}
                label="Note"
                hint="“Lower berth”, “wheelchair”"
                className="col-span-2 sm:col-span-1"
              >
                {(props) => <Input {...props} {...form.register(field(index, 'note'))} />}
              </FormField>
            </div>
          </li>
        ))}
      </ol>
      <FieldError id={errorId} message={listError?.message ?? listError?.root?.message} />
      {rows.fields.length < BOOKING_LIMITS.travellers && (
        <Button type="button" variant="outline" size="sm" onClick={() => rows.append(blank)}>
          Add a traveller
        </Button>
      )}
    </div>
  )
}
