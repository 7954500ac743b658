'use client'

import { DEFAULT_TRAVELLERS } from '@/lib/site/constants'
import { tripEnquirySchema, type TripEnquiryInput } from '@/lib/leads/forms/trip-enquiry'
import {
  EMAIL_INPUT,
  HoneypotField,
  NAME_INPUT,
  optionalNumber,
  PHONE_INPUT,
  RequiredNote,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { useLeadForm } from './use-lead-form'

/** Trip enquiry on /trip/{slug}: name and phone required; posts the trip enquiry payload. */
export function TripEnquiryForm({ tripSlug, tripTitle }: { tripSlug: string; tripTitle: string }) {
  const defaultValues: TripEnquiryInput = {
    name: '',
    email: '',
    mobileNumber: '',
    preferredTravelDate: '',
    numberOfTravellers: DEFAULT_TRAVELLERS,
    message: '',
    tripId: tripSlug,
  }
  const {
    register,
    onSubmit,
    honeypotRef,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: tripEnquirySchema,
    defaultValues,
    kind: 'tripEnquiry',
    form: 'trip-enquiry',
    failure: { title: 'Failed to submit your enquiry. Please try again later.' },
    success: { title: 'Enquiry Submitted', description: 'Thank you for your enquiry. We will contact you soon!' },
  })

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="trip-enquiry-heading"
      className="relative"
      data-form="trip-enquiry"
    >
      <p className="eyebrow">Enquire now</p>
      <h2 id="trip-enquiry-heading" className="mt-2 text-2xl font-semibold md:text-3xl">
        Ask about this trip
      </h2>
      <p className="mt-2 text-ink-muted">
        Send your details for <span className="font-medium text-ink">{tripTitle}</span>; a travel executive will call
        you back.
      </p>
      <HoneypotField ref={honeypotRef} />
      <input type="hidden" {...register('tripId')} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...PHONE_INPUT} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField
          {...EMAIL_INPUT}
          fieldClassName="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Preferred travel date"
          placeholder="e.g. mid-December"
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
        <SubmitButton submitting={isSubmitting} idleLabel="Send Enquiry" busyLabel="Submitting..." />
      </div>
    </form>
  )
}
