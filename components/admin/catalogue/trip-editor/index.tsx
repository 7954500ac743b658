'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef, useState, useSyncExternalStore, useTransition, type FormEvent, type ReactNode } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { saveTripAction, saveTripSectionAction } from '@/lib/catalog/editor/actions'
import {
  fieldErrors,
  sectionValues,
  tripEditorSchema,
  TRIP_SECTIONS,
  withSection,
  type TripEditorInput,
  type TripEditorValues,
  type TripSection,
} from '@/lib/catalog/editor/trip-schema'
import type { BoardingCity } from '@/lib/catalog/editor/trips'
import { BasicsSection } from './basics-section'
import { CancellationSection } from './cancellation-section'
import { DeparturesSection } from './departures-section'
import type { TripForm } from './form'
import { HotelsSection, InclusionsSection } from './inclusions-section'
import { ItinerarySection } from './itinerary-section'
import { PricesSection } from './prices-section'
import { sectionAnchor, sectionLabel } from './sections'

/**
 * The catalogue editor's trip form: every field of docs/product.md §3, the child and senior
 * prices, the day-by-day itinerary (days and their activities added, removed and reordered), the
 * inclusions, exclusions and hotels, the cancellation policy, and the departure dates with their
 * seats, status, early bird and boarding cities.
 *
 * A saved trip is edited in sections, each a form of its own with its own Save and its answer in
 * place: a section's save sends its own fields, and the server keeps every other field as stored,
 * so what is typed in another section stays in the form, unsaved, until that section is saved.
 * The same zod schema checks the stored trip with the section's fields here and in the action;
 * a message is put on the field it names. The version the form holds goes with every save, so a
 * save over someone else's newer one is refused. A new trip is created whole, with one button.
 *
 * One react-hook-form instance for the whole trip, handed to each section.
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
  pictures,
}: {
  /** null for a new trip. */
  tripId: string | null
  initial: TripEditorInput
  categories: { id: string; name: string }[]
  departuresNow: string
  /** The agency's boarding cities a departure may board at. */
  cities: BoardingCity[]
  readOnly: boolean
  /** The pictures' section, placed after the basics. */
  pictures?: ReactNode
}) {
  const form = useForm<TripEditorInput, unknown, TripEditorValues>({
    resolver: zodResolver(tripEditorSchema),
    defaultValues: initial,
  })
  // The form works through its script only, so its fields and buttons wait for it. Before hydration a
  // click on Save would submit the form natively, as a GET of this page with every field in the
  // address, and react-hook-form writes each field's start value when it takes the field over, over
  // whatever was typed before.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)
  const sections = {
    basics: <BasicsSection form={form} categories={categories} isNew={tripId === null} />,
    departures: (
      <>
        <PricesSection form={form} />
        <DeparturesSection form={form} departuresNow={departuresNow} cities={cities} />
      </>
    ),
    itinerary: <ItinerarySection form={form} />,
    inclusions: <InclusionsSection form={form} />,
    hotels: <HotelsSection form={form} />,
    cancellation: <CancellationSection form={form} />,
  } satisfies Record<TripSection, ReactNode>
  const order = Object.keys(TRIP_SECTIONS) as TripSection[]

  if (tripId === null) {
    return (
      <NewTripForm form={form} hydrated={hydrated} pictures={pictures}>
        {order.map((section) => (
          <div key={section} id={sectionAnchor(section)} className="scroll-mt-4 space-y-6">
            {sections[section]}
          </div>
        ))}
      </NewTripForm>
    )
  }
  return (
    <SavedTripSections
      tripId={tripId}
      form={form}
      initial={initial}
      readOnly={readOnly}
      hydrated={hydrated}
      sections={order.map((section) => [section, sections[section]] as const)}
      pictures={pictures}
    />
  )
}

/** A saved trip's sections, each saved on its own. */
function SavedTripSections({
  tripId,
  form,
  initial,
  readOnly,
  hydrated,
  sections,
  pictures,
}: {
  tripId: string
  form: TripForm
  initial: TripEditorInput
  readOnly: boolean
  hydrated: boolean
  sections: (readonly [TripSection, ReactNode])[]
  pictures?: ReactNode
}) {
  // The trip as stored, as far as this page knows: what a section's save is checked against, so
  // that the form's check and the server's agree on the fields of the other sections.
  const stored = useRef(initial)
  return (
    <div className="space-y-8">
      {sections.map(([section, fields]) => (
        <div key={section} className="space-y-8">
          <SectionForm
            section={section}
            tripId={tripId}
            form={form}
            stored={stored}
            readOnly={readOnly}
            hydrated={hydrated}
          >
            {fields}
          </SectionForm>
          {section === 'basics' && pictures}
        </div>
      ))}
    </div>
  )
}

function SectionForm({
  section,
  tripId,
  form,
  stored,
  readOnly,
  hydrated,
  children,
}: {
  section: TripSection
  tripId: string
  form: TripForm
  stored: { current: TripEditorInput }
  readOnly: boolean
  hydrated: boolean
  children: ReactNode
}) {
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  const label = sectionLabel(section)
  const fields = TRIP_SECTIONS[section]

  const showErrors = (errors: Record<string, string>) => {
    const paths = Object.keys(errors)
    // The first message of this section takes the focus; one on another section's stored field is shown there.
    const first = paths.find((path) => fields.some((field) => path === field || path.startsWith(`${field}.`)))
    for (const path of paths) {
      form.setError(path as FieldPath<TripEditorInput>, { message: errors[path] }, { shouldFocus: path === first })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = sectionValues(section, form.getValues())
    form.clearErrors(fields as unknown as FieldPath<TripEditorInput>[])
    const checked = tripEditorSchema.safeParse(withSection(stored.current, section, values))
    if (!checked.success) {
      showErrors(fieldErrors(checked.error))
      setState({ status: 'error', message: 'Please correct the marked fields' })
      return
    }
    startTransition(async () => {
      const answer = await saveTripSectionAction(tripId, section, values)
      if (answer.status === 'error') {
        showErrors(answer.fields ?? {})
        setState({ status: 'error', message: answer.message })
        return
      }
      if (answer.status === 'ok' && answer.version !== undefined) {
        stored.current = {
          ...(withSection(stored.current, section, values) as TripEditorInput),
          version: answer.version,
        }
        form.setValue('version', answer.version)
      }
      setState(answer)
    })
  }

  return (
    <form
      id={sectionAnchor(section)}
      aria-label={label}
      onSubmit={onSubmit}
      noValidate
      className="scroll-mt-4 space-y-4"
    >
      <fieldset disabled={readOnly || pending || !hydrated} className="min-w-0 space-y-6">
        <legend className="sr-only">{label}</legend>
        {children}
      </fieldset>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-ink/10 bg-sand-50 px-4 py-3">
          <Button type="submit" disabled={pending || !hydrated} aria-disabled={pending || !hydrated}>
            {pending ? 'Saving…' : `Save ${label.toLowerCase()}`}
          </Button>
          <div className="min-w-0 flex-1">
            <FormStatus id={statusId} state={state} />
          </div>
        </div>
      )}
    </form>
  )
}

/** A new trip: every section in one form, created whole; its pictures come once it exists. */
function NewTripForm({
  form,
  hydrated,
  pictures,
  children,
}: {
  form: TripForm
  hydrated: boolean
  pictures?: ReactNode
  children: ReactNode[]
}) {
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  const onValid = (values: TripEditorValues) =>
    startTransition(async () => {
      const answer = await saveTripAction(null, values)
      if (answer.status === 'error') {
        for (const [path, message] of Object.entries(answer.fields ?? {})) {
          form.setError(path as FieldPath<TripEditorInput>, { message }, { shouldFocus: true })
        }
        setState({ status: 'error', message: answer.message })
        return
      }
      setState(answer)
    })
  const onInvalid = () => setState({ status: 'error', message: 'Please correct the marked fields' })
  const [basics, ...rest] = children
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <fieldset disabled={pending || !hydrated} className="min-w-0 space-y-6">
        <legend className="sr-only">Trip</legend>
        {basics}
        {pictures}
        {rest}
      </fieldset>
      <div className="sticky bottom-(--desk-bar,0px) z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Button type="submit" disabled={pending || !hydrated} aria-disabled={pending || !hydrated}>
          {pending ? 'Saving…' : 'Create trip'}
        </Button>
        <div className="min-w-0 flex-1">
          <FormStatus id={statusId} state={state} />
        </div>
      </div>
    </form>
  )
}
