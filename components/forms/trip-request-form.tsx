'use client'

import { useSyncExternalStore } from 'react'
import type { DefaultValues } from 'react-hook-form'
import { DEFAULT_TRAVELLERS } from '@/lib/site/constants'
import { todayInIndia } from '@/lib/site/format'
import {
  TRIP_REQUEST_TYPES,
  tripRequestSchema,
  type TripRequestInput,
  type TripRequestType,
} from '@/lib/leads/forms/trip-request'
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

const SUCCESS_MESSAGES: Record<TripRequestType, string> = {
  [TRIP_REQUEST_TYPES.honeymoon]: 'Thank you for your Honeymoon Trip request. We will contact you soon!',
  [TRIP_REQUEST_TYPES.customized]: 'Thank you for your customized tour request. We will contact you soon!',
}

const noSubscription = () => () => {}

/**
 * Today in India, read in the browser only: the pages are prerendered, and a date baked
 * in at build time would be stale by the next day.
 */
function useTodayInIndia(): string | undefined {
  return useSyncExternalStore(noSubscription, todayInIndia, () => undefined)
}

/** Honeymoon (type 1) and customized tour (type 2) request: all required but special requirements. */
export function TripRequestForm({ type }: { type: TripRequestType }) {
  const formName = type === TRIP_REQUEST_TYPES.honeymoon ? 'honeymoon' : 'customized'
  const today = useTodayInIndia()
  // Duration has no sensible default: it starts empty and is required.
  const defaultValues: DefaultValues<TripRequestInput> = {
    name: '',
    email: '',
    mobileNumber: '',
    preferredDestination: '',
    numberOfTravellers: DEFAULT_TRAVELLERS,
    departureDate: '',
    approxBudget: '',
    specialRequirements: '',
    type,
  }
  const {
    register,
    onSubmit,
    honeypotRef,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: tripRequestSchema,
    defaultValues,
    kind: 'customized',
    form: 'trip-request',
    failure: { title: 'Failed to submit your request. Please try again later.' },
    success: { title: SUCCESS_MESSAGES[type] },
  })

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={type === TRIP_REQUEST_TYPES.honeymoon ? 'Honeymoon trip request' : 'Customized tour request'}
      className="relative"
      data-form={formName}
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...EMAIL_INPUT} required error={errors.email?.message} {...register('email')} />
        <TextField {...PHONE_INPUT} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField
          label="Preferred destination"
          required
          placeholder={type === TRIP_REQUEST_TYPES.honeymoon ? 'e.g. Maldives, Kashmir' : 'e.g. Kerala backwaters'}
          error={errors.preferredDestination?.message}
          {...register('preferredDestination')}
        />
        <TextField
          label="Number of travellers"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.numberOfTravellers?.message}
          {...register('numberOfTravellers', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Departure date"
          required
          type="date"
          min={today}
          error={errors.departureDate?.message}
          {...register('departureDate')}
        />
        <TextField
          label="Duration (days)"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.duration?.message}
          {...register('duration', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Approximate budget"
          required
          placeholder="e.g. ₹1,50,000 for two"
          error={errors.approxBudget?.message}
          {...register('approxBudget')}
        />
        <TextAreaField
          label="Special requirements"
          fieldClassName="sm:col-span-2"
          placeholder={
            type === TRIP_REQUEST_TYPES.honeymoon
              ? 'Candle-light dinner, sea-view room...'
              : 'Senior citizens, vegetarian food, wheelchair...'
          }
          error={errors.specialRequirements?.message}
          {...register('specialRequirements')}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton submitting={isSubmitting} idleLabel="Submit Request" busyLabel="Submitting..." />
      </div>
    </form>
  )
}
