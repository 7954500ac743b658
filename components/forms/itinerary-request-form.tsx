'use client'

import { MessageCircle } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { useState } from 'react'
import {
  ITINERARY_CHANNELS,
  itineraryRequestSchema,
  type ItineraryChannel,
  type ItineraryRequestInput,
} from '@/lib/leads/forms/itinerary-request'
import { TRIP_ENQUIRY_FORMS } from '@/lib/leads/forms/trip-enquiry'
import { whatsappShareHref } from '@/lib/site/contact'
import { cn } from '@/lib/site/utils'
import { buttonVariants } from '@/components/ui/button'
import { HoneypotField, RequiredNote, SubmitButton, TextField, useSharedInputs } from './form-fields'
import { LeadConfirmation } from './lead-confirmation'
import { useLeadForm } from './use-lead-form'

/** The channels offered, each with its `forms.itinerary` label. */
const CHANNEL_CHOICES = [
  { value: ITINERARY_CHANNELS.email, label: 'channelEmail' },
  { value: ITINERARY_CHANNELS.whatsapp, label: 'channelWhatsapp' },
] as const satisfies { value: ItineraryChannel; label: string }[]

/**
 * "Send this itinerary to me" on a trip page: a lead of the trip enquiry's `itinerary` form,
 * stored like every lead. By e-mail the outbox sends the PDF; by WhatsApp the site cannot send a
 * message itself, so once the lead is stored the visitor gets a button that opens their WhatsApp
 * with the trip's title and the PDF's link, to send to themselves or the family. Either way the
 * confirmation (the reference, when we call) takes the form's place.
 */
export function ItineraryRequestForm({
  tripSlug,
  tripTitle,
  pdfUrl,
}: {
  tripSlug: string
  tripTitle: string
  /** The PDF's address, for the WhatsApp message. */
  pdfUrl: string
}) {
  const t = useTranslations('forms')
  const agency = useTranslations('ui.agency')
  const { nameInput, phoneInput, emailInput } = useSharedInputs()
  const [whatsappReady, setWhatsappReady] = useState(false)
  const defaultValues: ItineraryRequestInput = {
    name: '',
    mobileNumber: '',
    email: '',
    channel: ITINERARY_CHANNELS.email,
    tripId: tripSlug,
  }
  const {
    register,
    onSubmit,
    honeypotRef,
    watch,
    confirmation,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: itineraryRequestSchema,
    defaultValues,
    kind: 'tripEnquiry',
    form: TRIP_ENQUIRY_FORMS.itinerary,
    failure: { title: t('itinerary.failure') },
    success: (payload) =>
      payload.channel === ITINERARY_CHANNELS.email
        ? {
            title: t('itinerary.emailSuccessTitle'),
            description: t('itinerary.emailSuccessDescription', { email: payload.email }),
          }
        : { title: t('itinerary.whatsappSuccessTitle'), description: t('itinerary.whatsappSuccessDescription') },
    confirm: ({ name }) => ({ name, trip: { slug: tripSlug, title: tripTitle } }),
    onSuccess: (payload) => setWhatsappReady(payload.channel === ITINERARY_CHANNELS.whatsapp),
  })
  const channel = watch('channel')
  const channelField = register('channel')

  if (confirmation) {
    return (
      <LeadConfirmation confirmation={confirmation}>
        {whatsappReady ? (
          <div className="mt-5 flex flex-col gap-3 rounded-card bg-white p-4 sm:flex-row sm:items-center">
            <p className="text-sm text-ink">{t('itinerary.whatsappReady')}</p>
            <a
              href={whatsappShareHref(
                // The WhatsApp message that carries the itinerary: the trip's title and the PDF's address.
                t('itinerary.whatsappText', { title: tripTitle, name: agency('name'), url: pdfUrl }),
              )}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'shrink-0')}
            >
              <MessageCircle aria-hidden />
              {t('itinerary.openWhatsapp')}
            </a>
          </div>
        ) : null}
      </LeadConfirmation>
    )
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('itinerary.label')}
      className="relative"
      data-form="itinerary"
    >
      <HoneypotField ref={honeypotRef} />
      <input type="hidden" {...register('tripId')} />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('itinerary.channel')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CHANNEL_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/15 px-4 text-sm font-medium has-checked:border-maroon-700 has-checked:bg-maroon-50"
            >
              <input
                type="radio"
                className="accent-maroon-800"
                {...channelField}
                // A radio's value is its own: the form's start value checks one of them instead.
                value={choice.value}
                defaultValue={undefined}
                defaultChecked={choice.value === defaultValues.channel}
              />
              {t(`itinerary.${choice.label}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField {...nameInput} required error={errors.name?.message} {...register('name')} />
        <TextField
          {...phoneInput}
          label={t('fields.mobile')}
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <TextField
          {...emailInput}
          required={channel === ITINERARY_CHANNELS.email}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton
          submitting={isSubmitting}
          idleLabel={t(channel === ITINERARY_CHANNELS.whatsapp ? 'itinerary.whatsappSubmit' : 'itinerary.emailSubmit')}
          busyLabel={t('busy.sending')}
        />
      </div>
    </form>
  )
}
