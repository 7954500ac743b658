'use client'

import { ChevronDown } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { useEffect, useId, useRef } from 'react'
import { DEFAULT_TRAVELLERS } from '@/lib/site/constants'
import { TRIP_ENQUIRY_FORMS, tripEnquirySchema, type TripEnquiryInput } from '@/lib/leads/forms/trip-enquiry'
import { BOARDING_CITY_FIELD, DEPARTURE_FIELD } from '@/components/trip/choice-address'
import type { DepartureOption } from '@/components/trip/departure-choice'
import {
  HoneypotField,
  optionalNumber,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useSharedInputs,
} from './form-fields'
import { LeadConfirmation } from './lead-confirmation'
import { useLeadForm } from './use-lead-form'

/**
 * Trip enquiry on /trip/{slug}: name and phone required; posts the trip enquiry payload. A trip
 * with dated departures lists them, and where each boards; choosing a sold-out one makes the
 * form its waiting list (a form of its own, which must name the departure). Once sent, the
 * confirmation takes the form's place; `onBack` makes its back button close what hosts the form
 * (the Enquiry Now dialog) instead of linking to the trip.
 */
export function TripEnquiryForm({
  tripSlug,
  tripTitle,
  tripTitleLang,
  departures = [],
  inDialog = false,
  addDetails,
  initial,
  onSuccess,
  onBack,
}: {
  tripSlug: string
  tripTitle: string
  /** 'en' where the title has no version in the page's language. */
  tripTitleLang?: 'en'
  departures?: DepartureOption[]
  /** In the Enquiry Now dialog, which carries the title: the form shows no heading of its own. */
  inDialog?: boolean
  /**
   * The short form of a trip page's enquiry sheet: name, phone and travellers, and the other
   * fields behind a summary with these words ("Add details").
   */
  addDetails?: string
  /** A departure and boarding city already chosen on the page. */
  initial?: { departure?: string; boardingCity?: string }
  onSuccess?: () => void
  onBack?: () => void
}) {
  const t = useTranslations('forms')
  const { nameInput, phoneInput, emailInput } = useSharedInputs()
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
  // Each city once, in the order the departures name them.
  const cities = [...new Map(departures.flatMap((d) => d.cities).map((city) => [city.city, city])).values()]
  // The waiting list when the chosen departure is sold out; the form's fields stay the same.
  const isWaitlist = (departure: string | undefined) => soldOut.has(departure ?? '')
  const {
    register,
    onSubmit,
    honeypotRef,
    watch,
    confirmation,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: tripEnquirySchema,
    defaultValues,
    kind: 'tripEnquiry',
    form: ({ departure }) => (isWaitlist(departure) ? TRIP_ENQUIRY_FORMS.waitlist : TRIP_ENQUIRY_FORMS.enquiry),
    failure: { title: t('tripEnquiry.failure') },
    success: ({ departure }) =>
      isWaitlist(departure)
        ? {
            title: t('tripEnquiry.waitlistSuccessTitle'),
            description: t('tripEnquiry.waitlistSuccessDescription'),
          }
        : { title: t('tripEnquiry.successTitle'), description: t('tripEnquiry.successDescription') },
    confirm: ({ name, departure, boardingCity }) => ({
      name,
      trip: { slug: tripSlug, title: tripTitle },
      departure: departure || undefined,
      boardingCity: cities.find((city) => city.city === boardingCity)?.name ?? (boardingCity || undefined),
    }),
    onSuccess,
  })
  const waitlist = isWaitlist(watch(DEPARTURE_FIELD))
  // A field in error behind "Add details" is shown, not left folded away.
  const details = useRef<HTMLDetailsElement>(null)
  const detailsInError = Boolean(
    errors.departure || errors.boardingCity || errors.email || errors.preferredTravelDate || errors.message,
  )
  useEffect(() => {
    if (detailsInError && details.current) details.current.open = true
  }, [detailsInError])

  const choiceFields =
    departures.length > 0 ? (
      <>
        <SelectField
          label={t('tripEnquiry.departure')}
          fieldClassName="sm:col-span-2"
          required={waitlist}
          options={[
            { value: '', label: t('tripEnquiry.departureOpen') },
            ...departures.map((d) => ({ value: d.on, label: d.label })),
          ]}
          error={errors.departure?.message}
          {...register(DEPARTURE_FIELD)}
        />
        <SelectField
          label={t('tripEnquiry.boardingCity')}
          options={[
            { value: '', label: t('tripEnquiry.boardingCityOpen') },
            ...cities.map((city) => ({ value: city.city, label: city.name, lang: city.lang })),
          ]}
          error={errors.boardingCity?.message}
          {...register(BOARDING_CITY_FIELD)}
        />
      </>
    ) : null
  const nameField = <TextField {...nameInput} required error={errors.name?.message} {...register('name')} />
  const phoneField = (
    <TextField {...phoneInput} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
  )
  const emailField = (
    <TextField
      {...emailInput}
      fieldClassName={departures.length > 0 ? undefined : 'sm:col-span-2'}
      error={errors.email?.message}
      {...register('email')}
    />
  )
  const dateField = (
    <TextField
      label={t('tripEnquiry.travelDate')}
      placeholder={t('tripEnquiry.travelDatePlaceholder')}
      hint={departures.length > 0 ? t('tripEnquiry.travelDateHint') : undefined}
      error={errors.preferredTravelDate?.message}
      {...register('preferredTravelDate')}
    />
  )
  const travellersField = (
    <TextField
      label={t('fields.travellers')}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      error={errors.numberOfTravellers?.message}
      {...register('numberOfTravellers', { setValueAs: optionalNumber })}
    />
  )
  const messageField = (
    <TextAreaField
      label={t('fields.message')}
      fieldClassName="sm:col-span-2"
      placeholder={t('tripEnquiry.messagePlaceholder')}
      error={errors.message?.message}
      {...register('message')}
    />
  )

  if (confirmation) return <LeadConfirmation confirmation={confirmation} onBack={onBack} />

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={inDialog ? undefined : headingId}
      aria-label={inDialog ? t(waitlist ? 'tripEnquiry.waitlistLabel' : 'tripEnquiry.label') : undefined}
      className="relative"
      data-form={inDialog ? 'trip-enquiry-dialog' : 'trip-enquiry'}
      data-waitlist={waitlist || undefined}
    >
      {inDialog ? (
        waitlist ? (
          <p className="text-sm font-semibold text-maroon-800">{t('tripEnquiry.soldOutNote')}</p>
        ) : null
      ) : (
        <>
          <p className="eyebrow">{t(waitlist ? 'tripEnquiry.waitlistEyebrow' : 'tripEnquiry.eyebrow')}</p>
          <h2 id={headingId} className="mt-2 text-2xl font-semibold md:text-3xl">
            {t(waitlist ? 'tripEnquiry.waitlistTitle' : 'tripEnquiry.title')}
          </h2>
          <p className="mt-2 text-ink-muted">
            {t.rich(waitlist ? 'tripEnquiry.waitlistIntro' : 'tripEnquiry.intro', {
              title: tripTitle,
              trip: (chunks) => (
                <span className="font-medium text-ink" lang={tripTitleLang}>
                  {chunks}
                </span>
              ),
            })}
          </p>
        </>
      )}
      <HoneypotField ref={honeypotRef} />
      <input type="hidden" {...register('tripId')} />
      <div className={inDialog ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-6 grid gap-5 sm:grid-cols-2'}>
        {addDetails ? (
          <>
            {nameField}
            {phoneField}
            {travellersField}
            <details ref={details} className="group sm:col-span-2">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold text-maroon-800 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
                {addDetails}
                <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {choiceFields}
                {emailField}
                {dateField}
                {messageField}
              </div>
            </details>
          </>
        ) : (
          <>
            {choiceFields}
            {nameField}
            {phoneField}
            {emailField}
            {dateField}
            {travellersField}
            {messageField}
          </>
        )}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton
          submitting={isSubmitting}
          idleLabel={t(waitlist ? 'tripEnquiry.waitlistSubmit' : 'tripEnquiry.submit')}
          busyLabel={t('busy.submitting')}
        />
      </div>
    </form>
  )
}
