import { Check, ChevronDown, FileDown, Link2, MessageCircle, Printer, Send, Share2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import QRCode from 'qrcode'
import { absoluteUrl } from '@/lib/seo'
import { cn } from '@/lib/site/utils'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { itineraryPdfPath, tripPath } from '@/lib/site/routes'
import { localePath } from '@/lib/site/i18n/locales'
import { agencyName } from '@/lib/site/i18n/messages'
import type { TripDetail } from '@/lib/catalog/types'
import { DeferredItineraryRequestForm } from '@/components/forms/deferred'
import { takeHomeAction } from './take-home-action'
import { TripShareActions } from './trip-share-actions'

/**
 * How a family takes a trip home: the itinerary as a PDF (a plain link, so it works without a
 * script and can be shared as it is), printing the page, sharing its address, and asking for it
 * by e-mail or WhatsApp (a lead of its own form). None of it is printed.
 */
export function TripTakeHome({ trip }: { trip: Pick<TripDetail, 'slug' | 'title'> }) {
  const t = useTranslations('trip')
  const locale = useLocale()
  const pdfPath = localePath(itineraryPdfPath(trip.slug), locale)
  return (
    <section
      aria-labelledby="take-home-heading"
      className="flex flex-wrap items-center gap-2 rounded-card bg-sand-100 p-4 md:p-6 print:hidden"
      data-take-home
    >
      <h2 id="take-home-heading" className="basis-full text-lg font-semibold md:text-xl">
        {t('takeHome.heading')}
      </h2>
      <p className="mb-2 basis-full text-sm text-ink-muted">{t('takeHome.text')}</p>
      <a href={pdfPath} type="application/pdf" className={takeHomeAction}>
        <FileDown aria-hidden className="size-4" />
        {t('takeHome.pdf')}
      </a>
      <TripShareActions
        title={trip.title}
        url={absoluteUrl(localePath(tripPath(trip.slug), locale))}
        labels={{
          print: t('share.print'),
          share: t('share.share'),
          menu: t('share.menu'),
          whatsApp: t('share.whatsApp'),
          copy: t('share.copy'),
          copied: t('share.copied'),
          prompt: t('share.prompt'),
        }}
        icons={{
          print: <Printer aria-hidden className="size-4" />,
          share: <Share2 aria-hidden className="size-4" />,
          whatsApp: <MessageCircle aria-hidden className="size-4 text-lagoon-700" />,
          copy: <Link2 aria-hidden className="size-4" />,
          copied: <Check aria-hidden className="size-4 text-lagoon-700" />,
        }}
      />
      <details className="group basis-full" data-send-itinerary>
        <summary
          className={cn(
            takeHomeAction,
            'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden [:lang(ta)_&]:py-2 [:lang(ta)_&]:[&>svg]:shrink-0',
          )}
        >
          <Send aria-hidden className="size-4" />
          {t('takeHome.send')}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="card mt-3 p-4 md:p-6">
          <DeferredItineraryRequestForm tripSlug={trip.slug} tripTitle={trip.title} pdfUrl={absoluteUrl(pdfPath)} />
        </div>
      </details>
    </section>
  )
}

/**
 * The end of a printed trip page: how to book, and a QR code that opens the trip's page for
 * today's seats and prices. Only on paper.
 */
export async function TripPrintContact({ trip }: { trip: Pick<TripDetail, 'slug'> }) {
  const [t, locale] = await Promise.all([getTranslations('trip.printContact'), getLocale()])
  const url = absoluteUrl(localePath(tripPath(trip.slug), locale))
  const qr = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
  return (
    <section
      aria-labelledby="print-contact-heading"
      className="hidden break-inside-avoid items-center gap-6 rounded-card border-2 border-maroon-800 p-6 print:flex"
      data-print-contact
    >
      <div
        className="size-28 shrink-0"
        role="img"
        aria-label={t('qr', { url })}
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <div className="text-sm">
        <h2 id="print-contact-heading" className="text-xl font-semibold text-maroon-800">
          {t('heading')}
        </h2>
        <p className="mt-1 font-medium text-ink">
          {t('reach', { phone: siteConfig.phone, whatsapp: siteConfig.whatsappDisplay, email: siteConfig.email })}
        </p>
        <p className="text-ink-muted">
          {agencyName(locale)}, {formatAddress(locale)}
        </p>
        <p className="mt-2 text-ink-muted">{t('scan', { url })}</p>
      </div>
    </section>
  )
}
