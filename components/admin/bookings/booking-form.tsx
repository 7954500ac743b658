'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, useSyncExternalStore, useTransition } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { FormStatus } from '@/components/admin/ui/action-form'
import { FormField } from '@/components/admin/ui/form-field'
import { Panel } from '@/components/admin/ui/panel'
import { Button } from '@/components/ui/button'
import { Input, Textarea, WholeNumberInput } from '@/components/ui/input'
import { fieldClassName } from '@/components/ui/field-class'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { createBookingAction } from '@/lib/bookings/actions'
import { newBookingSchema, type NewBookingFormInput, type NewBookingInput } from '@/lib/bookings/schemas'
import type { DepartureGroup } from '@/lib/bookings/prefill'
import { formatRupees } from '@/lib/site/format'
import { LOCALE_NAMES, LOCALES } from '@/lib/site/i18n/locales'
import { TravellerRows, type TravellersForm } from './traveller-rows'

/**
 * The /book form of a lead: departure, boarding city, the travellers, the amount agreed, a note,
 * and the family's language (documents and reminders are sent in it). The same zod schema checks
 * it here and in its server action; the action's field messages (seats no longer left) are put
 * back on their fields. Saved, the booking's page opens.
 */

const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

export function BookingForm({
  reference,
  initial,
  departures,
  cities,
}: {
  reference: string
  initial: NewBookingFormInput
  departures: DepartureGroup[]
  cities: { id: string; name: string }[]
}) {
  const form = useForm<NewBookingFormInput, unknown, NewBookingInput>({
    resolver: zodResolver(newBookingSchema),
    defaultValues: initial,
  })
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)
  const [departure, travellers, agreed] = useWatch({
    control: form.control,
    name: ['departure', 'travellers', 'agreedTotal'],
  })
  const anotherDay = typeof departure === 'string' && departure.endsWith('|')

  const onValid = (values: NewBookingInput) =>
    startTransition(async () => {
      const answer = await createBookingAction(reference, values)
      if (answer.status === 'error') {
        for (const [path, message] of Object.entries(answer.fields ?? {})) {
          form.setError(path as FieldPath<NewBookingFormInput>, { message }, { shouldFocus: true })
        }
        setState({ status: 'error', message: answer.message })
        return
      }
      setState(answer)
    })
  const onInvalid = () => setState({ status: 'error', message: 'Please correct the marked fields' })
  const count = travellers?.length ?? 0

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="max-w-4xl space-y-4">
      <fieldset disabled={pending || !hydrated} className="min-w-0 space-y-4">
        <legend className="sr-only">Booking</legend>
        <Panel title="Departure">
          {departures.length === 0 ? (
            <p className="text-sm text-ink-muted">
              This trip has no departure ahead to book: add a date to the trip in the catalogue first.
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField form={form} name="departure" label="Departure" className="sm:col-span-2">
                {(props) => (
                  <select {...props} {...form.register('departure')} className={fieldClassName}>
                    <option value="">Choose the departure</option>
                    {departures.map((group) => (
                      <optgroup key={group.trip} label={group.trip}>
                        {group.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </FormField>
              {anotherDay && (
                <FormField form={form} name="otherDay" label="Day they leave">
                  {(props) => <Input {...props} type="date" {...form.register('otherDay')} />}
                </FormField>
              )}
              <FormField form={form} name="boardingCityId" label="Boarding city">
                {(props) => (
                  <select {...props} {...form.register('boardingCityId')} className={fieldClassName}>
                    <option value="">None: they join at the start</option>
                    {cities.map((city) => (
                      <option key={city.id} value={city.id}>
                        {city.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField form={form} name="language" label="Family’s language" hint="Receipts and reminders">
                {(props) => (
                  <select {...props} {...form.register('language')} className={fieldClassName}>
                    {LOCALES.map((locale) => (
                      <option key={locale} value={locale} lang={locale}>
                        {LOCALE_NAMES[locale]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          )}
        </Panel>

        <Panel title="Travellers" description="One row a traveller: each takes a seat.">
          <TravellerRows form={form as unknown as TravellersForm} errorId={`${statusId}-travellers`} />
        </Panel>

        <Panel title="Amount and note">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField form={form} name="agreedTotal" label="Amount agreed (₹)" hint="Whole rupees, from the quote">
              {(props) => <WholeNumberInput {...props} {...form.register('agreedTotal', { valueAsNumber: true })} />}
            </FormField>
            <FormField form={form} name="note" label="Note" className="sm:col-span-2">
              {(props) => <Textarea {...props} {...form.register('note')} className="min-h-20" />}
            </FormField>
          </div>
        </Panel>
      </fieldset>

      <div className="sticky bottom-(--desk-bar,0px) z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="text-base font-semibold tabular-nums" aria-live="polite">
          {count} {count === 1 ? 'seat' : 'seats'}
          <span className="ml-1 text-sm font-normal text-ink-muted">
            · {formatRupees(Number.isFinite(Number(agreed)) ? Number(agreed) : 0)}
          </span>
        </p>
        <Button
          type="submit"
          disabled={pending || !hydrated || departures.length === 0}
          aria-disabled={pending || !hydrated}
        >
          {pending ? 'Booking…' : 'Book'}
        </Button>
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <FormStatus id={statusId} state={state} />
        </div>
      </div>
    </form>
  )
}
