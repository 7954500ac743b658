'use client'

import { useTranslations } from '@/lib/site/i18n/client'
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
  HoneypotField,
  optionalNumber,
  RequiredNote,
  SubmitButton,
  TextAreaField,
  TextField,
  useSharedInputs,
} from './form-fields'
import { LeadConfirmation } from './lead-confirmation'
import { useLeadForm } from './use-lead-form'

/** Each request type's own words (the `forms.tripRequest` messages beginning with it). */
const TYPE_PREFIX = {
  [TRIP_REQUEST_TYPES.honeymoon]: 'honeymoon',
  [TRIP_REQUEST_TYPES.customized]: 'customized',
} as const satisfies Record<TripRequestType, string>

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
  const t = useTranslations('forms')
  const { nameInput, phoneInput, emailInput } = useSharedInputs()
  const formName = type === TRIP_REQUEST_TYPES.honeymoon ? 'honeymoon' : 'customized'
  const own = TYPE_PREFIX[type]
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
    confirmation,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: tripRequestSchema,
    defaultValues,
    kind: 'customized',
    form: 'trip-request',
    failure: { title: t('tripRequest.failure') },
    success: { title: t(`tripRequest.${own}Success`) },
    confirm: ({ name }) => ({ name }),
  })

  if (confirmation) return <LeadConfirmation confirmation={confirmation} />

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(`tripRequest.${own}Label`)}
      className="relative"
      data-form={formName}
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...nameInput} required error={errors.name?.message} {...register('name')} />
        <TextField {...emailInput} required error={errors.email?.message} {...register('email')} />
        <TextField {...phoneInput} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField
          label={t('tripRequest.destination')}
          required
          placeholder={t(`tripRequest.${own}DestinationPlaceholder`)}
          error={errors.preferredDestination?.message}
          {...register('preferredDestination')}
        />
        <TextField
          label={t('fields.travellers')}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.numberOfTravellers?.message}
          {...register('numberOfTravellers', { setValueAs: optionalNumber })}
        />
        <TextField
          label={t('tripRequest.departureDate')}
          required
          type="date"
          min={today}
          error={errors.departureDate?.message}
          {...register('departureDate')}
        />
        <TextField
          label={t('tripRequest.duration')}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.duration?.message}
          {...register('duration', { setValueAs: optionalNumber })}
        />
        <TextField
          label={t('tripRequest.budget')}
          required
          placeholder={t('tripRequest.budgetPlaceholder')}
          error={errors.approxBudget?.message}
          {...register('approxBudget')}
        />
        <TextAreaField
          label={t('tripRequest.requirements')}
          fieldClassName="sm:col-span-2"
          placeholder={t(`tripRequest.${own}RequirementsPlaceholder`)}
          error={errors.specialRequirements?.message}
          {...register('specialRequirements')}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton submitting={isSubmitting} idleLabel={t('tripRequest.submit')} busyLabel={t('busy.submitting')} />
      </div>
    </form>
  )
}
