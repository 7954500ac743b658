'use client'

import { useTranslations } from '@/lib/site/i18n/client'
import { TripEnquiryForm } from '@/components/forms/trip-enquiry-form'
import { Dialog, DialogContent, DialogDescription, DialogTitle, focusOnClose } from '@/components/ui/dialog'
import { ChoiceWords } from './chosen-departure'
import { setSheetOpen, sheetTrigger, useTripChoice } from './trip-choice'
import { readTripEnquiryContext } from './trip-enquiry-context'

/** The sheet's own words, from the trip namespace (the server's), handed down by the page. */
export interface SheetWords {
  /** "Your departure" */
  choice: string
  /** " /person" */
  perPerson: string
  /** "From ₹34,000 /person": the trip's price, while no departure is chosen. */
  price: string
  /** The summary of the form's optional fields: "Add details". */
  addDetails: string
}

/**
 * The trip's enquiry in place, on a phone: a sheet from the bottom with the chosen departure, city
 * and price, then name, phone and travellers; the other fields (the departure and city to change
 * them, e-mail, dates, a message) behind "Add details". The same form, schema and endpoint as the
 * page's own; after sending, the confirmation takes the form's place and its back button closes the sheet.
 */
export function TripEnquirySheet({ open, words }: { open: boolean; words: SheetWords }) {
  const t = useTranslations('forms.enquiryDialog')
  const chosen = useTripChoice()
  // Read at each render: the page's trip (a client-side navigation may have brought another).
  const trip = open ? readTripEnquiryContext() : null
  const close = () => setSheetOpen(false)
  return (
    <Dialog open={open && trip !== null} onOpenChange={setSheetOpen}>
      <DialogContent onCloseAutoFocus={focusOnClose(sheetTrigger)} data-enquiry-sheet>
        {trip ? (
          <>
            <DialogTitle>
              {t.rich('tripTitle', {
                title: trip.title,
                trip: (chunks) => (trip.titleLang ? <span lang={trip.titleLang}>{chunks}</span> : chunks),
              })}
            </DialogTitle>
            <DialogDescription asChild>
              <div className="mt-3 rounded-lg bg-maroon-50 px-3 py-2 text-sm" data-testid="sheet-choice">
                {chosen ? (
                  <>
                    <span className="block text-xs text-ink-muted">{words.choice}</span>
                    <span className="font-semibold text-ink">
                      <ChoiceWords chosen={chosen} />
                      {chosen.price ? (
                        <>
                          {' · '}
                          <span className="whitespace-nowrap">
                            {chosen.price}
                            {words.perPerson}
                          </span>
                        </>
                      ) : null}
                    </span>
                  </>
                ) : (
                  <span className="font-semibold text-ink">{words.price}</span>
                )}
              </div>
            </DialogDescription>
            <div className="mt-4">
              <TripEnquiryForm
                key={`${trip.slug} ${chosen?.departure ?? ''} ${chosen?.city ?? ''}`}
                tripSlug={trip.slug}
                tripTitle={trip.title}
                tripTitleLang={trip.titleLang}
                departures={trip.departures}
                initial={chosen ? { departure: chosen.departure, boardingCity: chosen.city } : undefined}
                inDialog
                addDetails={words.addDetails}
                onBack={close}
              />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
