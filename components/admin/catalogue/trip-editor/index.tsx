'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, useSyncExternalStore, useTransition } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { saveTripAction } from '@/lib/catalog/editor/actions'
import { tripEditorSchema, type TripEditorInput, type TripEditorValues } from '@/lib/catalog/editor/trip-schema'
import type { BoardingCity } from '@/lib/catalog/editor/trips'
import { BasicsSection } from './basics-section'
import { CancellationSection } from './cancellation-section'
import { DeparturesSection } from './departures-section'
import { InclusionsSection, TextListSection } from './inclusions-section'
import { ItinerarySection } from './itinerary-section'
import { PricesSection } from './prices-section'

/**
 * The catalogue editor's trip form: every field of docs/product.md §3, the child and senior
 * prices, the day-by-day itinerary (days and their activities added, removed and reordered), the
 * inclusions, exclusions and hotels, the cancellation policy, and the departure dates with their
 * seats, status, early bird and boarding cities. The same zod schema checks it here (zodResolver) and in its server action; the
 * action's field messages are put back on the fields they name. The version the form was
 * opened at goes with every save, so a save over someone else's newer one is refused.
 *
 * One react-hook-form instance for the whole trip, handed to each section: the trip is saved
 * as one, and the server's field messages name paths across every section.
 */
const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

export function TripEditor({
  tripId,
  initial,
  categories,
  departuresNow,
  cities,
  readOnly,
}: {
  /** null for a new trip. */
  tripId: string | null
  initial: TripEditorInput
  categories: { id: string; name: string }[]
  departuresNow: string
  /** The agency's boarding cities a departure may board at. */
  cities: BoardingCity[]
  readOnly: boolean
}) {
  const form = useForm<TripEditorInput, unknown, TripEditorValues>({
    resolver: zodResolver(tripEditorSchema),
    defaultValues: initial,
  })
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  // The form works through its script only, so its fields and button wait for it. Before hydration a
  // click on Save would submit the form natively, as a GET of this page with every field in the
  // address, and react-hook-form writes each field's start value when it takes the field over, over
  // whatever was typed before.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)

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

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <fieldset disabled={readOnly || pending || !hydrated} className="min-w-0 space-y-6">
        <legend className="sr-only">Trip</legend>
        <BasicsSection form={form} categories={categories} isNew={tripId === null} />
        <PricesSection form={form} />
        <DeparturesSection form={form} departuresNow={departuresNow} cities={cities} />
        <ItinerarySection form={form} />
        <InclusionsSection form={form} />
        <TextListSection form={form} name="excludes" />
        <TextListSection form={form} name="hotels" />
        <CancellationSection form={form} />
      </fieldset>
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <Button type="submit" disabled={pending || !hydrated} aria-disabled={pending || !hydrated}>
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
