'use client'

import { useTranslations } from '@/lib/site/i18n/client'
import { useState, type RefObject } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle, focusOnClose } from '@/components/ui/dialog'
import { readTripEnquiryContext } from '@/components/trip/trip-enquiry-context'
import { BOARDING_CITY_FIELD, DEPARTURE_FIELD } from '@/components/trip/choice-address'
import { EnquiryForm } from './enquiry-form'
import { TripEnquiryForm } from './trip-enquiry-form'

interface EnquiryDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The Enquiry Now button, which takes the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The departure and boarding city the visitor chose in the trip page's own form, if any. */
function chosenOnPage(): { departure?: string; boardingCity?: string } {
  const form = document.querySelector('form[data-form="trip-enquiry"]')
  const value = (name: string) => form?.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value || undefined
  return { departure: value(DEPARTURE_FIELD), boardingCity: value(BOARDING_CITY_FIELD) }
}

function tripOfPage() {
  const context = readTripEnquiryContext()
  return context ? { ...context, initial: chosenOnPage() } : null
}

/**
 * The floating Enquiry Now dialog (docs/product.md §5): the enquiry form, then in its place the
 * confirmation (the reference, when we call), whose back button closes the dialog.
 * Opened on a trip page it is that trip's enquiry (trip-enquiry-context.tsx), with the departure
 * and boarding city already chosen on the page.
 */
export function EnquiryDialog({ open, onOpenChange, trigger }: EnquiryDialogProps) {
  const t = useTranslations('forms.enquiryDialog')
  // The dialog stays loaded across client-side navigations: the page's trip is read at each opening.
  const [seen, setSeen] = useState(() => ({ open, trip: open ? tripOfPage() : null }))
  if (open !== seen.open) setSeen({ open, trip: open ? tripOfPage() : seen.trip })
  const trip = seen.trip
  const close = () => onOpenChange(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(trigger)}>
        <DialogTitle>
          {trip
            ? t.rich('tripTitle', {
                title: trip.title,
                // A title without its version in the page's language is English: marked so.
                trip: (chunks) => (trip.titleLang ? <span lang={trip.titleLang}>{chunks}</span> : chunks),
              })
            : t('title')}
        </DialogTitle>
        <DialogDescription>{trip ? t('tripDescription') : t('description')}</DialogDescription>
        <div className="mt-5">
          {trip ? (
            <TripEnquiryForm
              key={trip.slug}
              tripSlug={trip.slug}
              tripTitle={trip.title}
              tripTitleLang={trip.titleLang}
              departures={trip.departures}
              initial={trip.initial}
              inDialog
              onBack={close}
            />
          ) : (
            <EnquiryForm onBack={close} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
