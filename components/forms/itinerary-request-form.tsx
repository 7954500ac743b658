'use client'

import { MessageCircle } from 'lucide-react'
import { useState } from 'react'
import {
  ITINERARY_CHANNELS,
  itineraryRequestSchema,
  type ItineraryChannel,
  type ItineraryRequestInput,
} from '@/lib/leads/forms/itinerary-request'
import { TRIP_ENQUIRY_FORMS } from '@/lib/leads/forms/trip-enquiry'
import { siteConfig, whatsappShareHref } from '@/lib/site/config'
import { cn } from '@/lib/site/utils'
import { buttonVariants } from '@/components/ui/button'
import {
  EMAIL_INPUT,
  HoneypotField,
  NAME_INPUT,
  PHONE_INPUT,
  RequiredNote,
  SubmitButton,
  TextField,
} from './form-fields'
import { useLeadForm } from './use-lead-form'

const CHANNEL_CHOICES: { value: ItineraryChannel; label: string }[] = [
  { value: ITINERARY_CHANNELS.email, label: 'E-mail' },
  { value: ITINERARY_CHANNELS.whatsapp, label: 'WhatsApp' },
]

/** The WhatsApp message that carries the itinerary: the trip's title and the PDF's address. */
export const itineraryWhatsAppText = (tripTitle: string, pdfUrl: string) =>
  `${tripTitle}: day-by-day itinerary (PDF) from ${siteConfig.name} ${pdfUrl}`

/**
 * "Send this itinerary to me" on a trip page: a lead of the trip enquiry's `itinerary` form,
 * stored like every lead. By e-mail the outbox sends the PDF; by WhatsApp the site cannot send a
 * message itself, so once the lead is stored the visitor gets a button that opens their WhatsApp
 * with the trip's title and the PDF's link, to send to themselves or the family.
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
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: itineraryRequestSchema,
    defaultValues,
    kind: 'tripEnquiry',
    form: TRIP_ENQUIRY_FORMS.itinerary,
    failure: { title: 'Failed to send the itinerary. Please try again later.' },
    success: (payload) =>
      payload.channel === ITINERARY_CHANNELS.email
        ? { title: 'Itinerary on its way', description: `We are e-mailing the itinerary to ${payload.email}.` }
        : { title: 'Itinerary ready', description: 'Open WhatsApp to send it to yourself or your family.' },
    onSuccess: (payload) => setWhatsappReady(payload.channel === ITINERARY_CHANNELS.whatsapp),
  })
  const channel = watch('channel')
  const channelField = register('channel')

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Send this itinerary to me"
      className="relative"
      data-form="itinerary"
    >
      <HoneypotField ref={honeypotRef} />
      <input type="hidden" {...register('tripId')} />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Send it by</legend>
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
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField
          {...PHONE_INPUT}
          label="Mobile number"
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <TextField
          {...EMAIL_INPUT}
          required={channel === ITINERARY_CHANNELS.email}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton
          submitting={isSubmitting}
          idleLabel={channel === ITINERARY_CHANNELS.whatsapp ? 'Get the WhatsApp message' : 'E-mail me the itinerary'}
          busyLabel="Sending..."
        />
      </div>
      {whatsappReady ? (
        <div
          className="mt-5 flex flex-col gap-3 rounded-card bg-lagoon-50 p-4 sm:flex-row sm:items-center"
          role="status"
        >
          <p className="text-sm text-ink">
            Your WhatsApp opens with the itinerary&apos;s link: choose whom to send it to.
          </p>
          <a
            href={whatsappShareHref(itineraryWhatsAppText(tripTitle, pdfUrl))}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'shrink-0')}
          >
            <MessageCircle aria-hidden />
            Open WhatsApp
          </a>
        </div>
      ) : null}
    </form>
  )
}
