'use client'

import { useId } from 'react'
import { DEFAULT_TRAVELLERS } from '@/lib/site/constants'
import { TRIP_ENQUIRY_FORMS, tripEnquirySchema, type TripEnquiryInput } from '@/lib/leads/forms/trip-enquiry'
import { BOARDING_CITY_FIELD, DEPARTURE_FIELD, type DepartureOption } from '@/components/trip/departure-choice'
import {
  EMAIL_INPUT,
  HoneypotField,
  NAME_INPUT,
  optionalNumber,
  PHONE_INPUT,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { useLeadForm } from './use-lead-form'

/**
 * Trip enquiry on /trip/{slug}: name and phone required; posts the trip enquiry payload. A trip
 * with dated departures lists them, and where each boards; choosing a sold-out one makes the
 * form its waiting list (a form of its own, which must name the departure).
 */
export function TripEnquiryForm({
  tripSlug,
  tripTitle,
  departures = [],
  inDialog = false,
  initial,
  onSuccess,
}: {
  tripSlug: string
  tripTitle: string
  departures?: DepartureOption[]
  /** In the Enquiry Now dialog, which carries the title: the form shows no heading of its own. */
  inDialog?: boolean
  /** A departure and boarding city already chosen on the page. */
  initial?: { departure?: string; boardingCity?: string }
  onSuccess?: () => void
}) {
  const headingId = useId()
  const defaultValues: TripEnquiryInput = {
    name: '',
    email: '',
    mobileNumber: '',
    preferredTravelDate: '',
    numberOfTravellers: DEFAULT_TRAVELLERS,
    message: '',
    tripId: tripSlug,
    ...(departures.length > 0
      ? { departure: initial?.departure ?? '', boardingCity: initial?.boardingCity ?? '' }
      : {}),
  }
  const soldOut = new Set(departures.filter((d) => d.soldOut).map((d) => d.on))
  const cities = [...new Set(departures.flatMap((d) => d.cities))]
  // The waiting list when the chosen departure is sold out; the form's fields stay the same.
  const isWaitlist = (departure: string | undefined) => soldOut.has(departure ?? '')
  const {
    register,
    onSubmit,
    honeypotRef,
    watch,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: tripEnquirySchema,
    defaultValues,
    kind: 'tripEnquiry',
    form: ({ departure }) => (isWaitlist(departure) ? TRIP_ENQUIRY_FORMS.waitlist : TRIP_ENQUIRY_FORMS.enquiry),
    failure: { title: 'Failed to submit your enquiry. Please try again later.' },
    success: ({ departure }) =>
      isWaitlist(departure)
        ? { title: 'You are on the waiting list', description: 'We will call you as soon as a seat opens up.' }
        : { title: 'Enquiry Submitted', description: 'Thank you for your enquiry. We will contact you soon!' },
    onSuccess,
  })
  const waitlist = isWaitlist(watch(DEPARTURE_FIELD))

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={inDialog ? undefined : headingId}
      aria-label={inDialog ? (waitlist ? 'Waiting list form' : 'Trip enquiry form') : undefined}
      className="relative"
      data-form={inDialog ? 'trip-enquiry-dialog' : 'trip-enquiry'}
      data-waitlist={waitlist || undefined}
    >
      {inDialog ? (
        waitlist ? (
          <p className="text-sm font-semibold text-maroon-800">
            Sold out: join the waiting list and we will call you as soon as a seat opens up.
          </p>
        ) : null
      ) : (
        <>
          <p className="eyebrow">{waitlist ? 'Sold out' : 'Enquire now'}</p>
          <h2 id={headingId} className="mt-2 text-2xl font-semibold md:text-3xl">
            {waitlist ? 'Join the waiting list' : 'Ask about this trip'}
          </h2>
          <p className="mt-2 text-ink-muted">
            {waitlist ? 'Leave your details for ' : 'Send your details for '}
            <span className="font-medium text-ink">{tripTitle}</span>
            {waitlist ? '; we will call you as soon as a seat opens up.' : '; a travel executive will call you back.'}
          </p>
        </>
      )}
      <HoneypotField ref={honeypotRef} />
      <input type="hidden" {...register('tripId')} />
      <div className={inDialog ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-6 grid gap-5 sm:grid-cols-2'}>
        {departures.length > 0 ? (
          <>
            <SelectField
              label="Departure"
              fieldClassName="sm:col-span-2"
              required={waitlist}
              options={[
                { value: '', label: 'Another date, or not decided yet' },
                ...departures.map((d) => ({ value: d.on, label: d.label })),
              ]}
              error={errors.departure?.message}
              {...register(DEPARTURE_FIELD)}
            />
            <SelectField
              label="Boarding city"
              options={[
                { value: '', label: 'Not decided yet' },
                ...cities.map((city) => ({ value: city, label: city })),
              ]}
              error={errors.boardingCity?.message}
              {...register(BOARDING_CITY_FIELD)}
            />
          </>
        ) : null}
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...PHONE_INPUT} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField
          {...EMAIL_INPUT}
          fieldClassName={departures.length > 0 ? undefined : 'sm:col-span-2'}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Preferred travel date"
          placeholder="e.g. mid-December"
          hint={departures.length > 0 ? 'When none of the listed departures suits you' : undefined}
          error={errors.preferredTravelDate?.message}
          {...register('preferredTravelDate')}
        />
        <TextField
          label="Number of travellers"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.numberOfTravellers?.message}
          {...register('numberOfTravellers', { setValueAs: optionalNumber })}
        />
        <TextAreaField
          label="Message"
          fieldClassName="sm:col-span-2"
          placeholder="Rooms, food preferences, questions about the itinerary..."
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton
          submitting={isSubmitting}
          idleLabel={waitlist ? 'Join the waiting list' : 'Send Enquiry'}
          busyLabel="Submitting..."
        />
      </div>
    </form>
  )
}
