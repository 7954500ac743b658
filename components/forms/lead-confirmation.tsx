'use client'

import { CheckCircle2, MessageCircle } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocale, useTranslations } from '@/lib/site/i18n/client'
import { localePath } from '@/lib/site/i18n/locales'
import { formatDay } from '@/lib/site/format'
import { ROUTES, tripPath } from '@/lib/site/routes'
import { cn } from '@/lib/site/utils'
import { callBackWords, confirmationWhatsappHref, type CallBack } from '@/lib/leads/intake/confirmation'
import { buttonVariants } from '@/components/ui/button-variants'

/** What a stored lead's answer said, with what the confirmation names of the enquiry. */
export interface LeadConfirmationData {
  reference: string
  callBack: CallBack
  name: string
  /** The trip the enquiry is about (its title goes into the WhatsApp message). */
  trip?: { slug: string; title: string }
  /** The chosen departure (YYYY-MM-DD) and boarding city, in words. */
  departure?: string
  boardingCity?: string
}

/**
 * What a visitor sees in place of a lead form once the lead is stored: the reference, when the
 * agency will call (worked out on the server from the office's hours), "Continue on WhatsApp" with a
 * message that carries the reference and the trip, and a way back to the trip (or home). It is a
 * status region and takes the focus on its heading, so a screen reader reads it at once.
 * In a dialog, `onBack` closes it instead of following a link.
 */
export function LeadConfirmation({
  confirmation,
  onBack,
  children,
  className,
}: {
  confirmation: LeadConfirmationData
  onBack?: () => void
  /** A form's own next step (the itinerary's WhatsApp message), shown below the promise. */
  children?: ReactNode
  className?: string
}) {
  const t = useTranslations('forms.confirmation')
  const ui = useTranslations('ui')
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const { reference, callBack, trip, boardingCity } = confirmation
  const words = callBackWords(callBack)
  const promise = words.key === 'callBefore' ? t('callBefore', words.values) : t('callMorning', words.values)
  const departure = confirmation.departure ? formatDay(confirmation.departure, locale) : undefined
  const whatsapp = confirmationWhatsappHref({
    hello: t('whatsappHello', { agency: ui('agency.name'), reference }),
    lines: [
      trip ? t('whatsappTrip', { title: trip.title }) : undefined,
      departure ? t('whatsappDeparture', { day: departure }) : undefined,
      boardingCity ? t('whatsappCity', { city: boardingCity }) : undefined,
    ],
  })
  // In a dialog without a trip, going back is closing it: the visitor stays on the page they were on.
  const back = trip ? t('backToTrip') : onBack ? ui('close') : t('backHome')
  const backClass = cn(
    buttonVariants({ variant: 'outline', size: 'lg' }),
    'w-full text-center whitespace-normal sm:w-auto',
  )

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="lead-confirmation"
      className={cn('rounded-card border border-lagoon-100 bg-lagoon-50 p-5 sm:p-6', className)}
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-lagoon-700" />
        <div className="min-w-0">
          <h2
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-28 font-display text-2xl font-semibold text-ink outline-none"
          >
            {t('title', { name: confirmation.name })}
          </h2>
          <p className="mt-1 text-ink-muted">{t('received')}</p>
        </div>
      </div>
      <dl className="mt-5 rounded-card bg-white p-4 shadow-sm">
        <dt className="text-sm text-ink-muted">{t('reference')}</dt>
        <dd className="mt-0.5 font-mono text-xl font-semibold tracking-wide break-all text-ink" data-reference>
          {reference}
        </dd>
      </dl>
      <p className="mt-4 text-lg font-semibold text-maroon-800" data-call-back>
        {promise}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('quoteReference')}</p>
      {children}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            buttonVariants({ variant: 'accent', size: 'lg' }),
            'w-full text-center whitespace-normal sm:w-auto',
          )}
        >
          <MessageCircle aria-hidden />
          {t('whatsapp')}
        </a>
        {onBack ? (
          <button type="button" onClick={onBack} className={backClass}>
            {back}
          </button>
        ) : (
          <a href={localePath(trip ? tripPath(trip.slug) : ROUTES.home, locale)} className={backClass}>
            {back}
          </a>
        )}
      </div>
    </div>
  )
}
