import { formatRupees } from '@/lib/site/format'
import type { TripDetail } from '@/lib/catalog/types'
import { cx } from '@/lib/site/utils'
import {
  CallAction,
  DockedBar,
  dockActionClass,
  FloatingWhatsApp,
  WhatsAppAction,
} from '@/components/layout/docked-bar'
import { tripPath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/seo'
import { departureShortParts, tripWhatsAppMessage } from './trip-text'
import { TRIP_ENQUIRY_ANCHOR } from './trip-enquiry-section'

/**
 * A trip page's docked bar (below 1024 px): the price per person and the next departure, then
 * Call, WhatsApp (about this trip) and Enquire, which takes the visitor to the trip's own enquiry
 * form (the trip already named in it). From 1024 px the bar gives way to the floating WhatsApp
 * button, which here too names the trip. Plain links: they work before, and without, any script.
 */
export function TripActionBar({ trip }: { trip: TripDetail }) {
  const message = tripWhatsAppMessage(trip, absoluteUrl(tripPath(trip.slug)))
  const { when, urgency } = departureShortParts(trip)
  return (
    <>
      <DockedBar label="Book this trip" data-trip-bar>
        <p className="mr-auto min-w-0 leading-tight">
          <span className="block truncate text-base font-bold text-maroon-800">
            {formatRupees(trip.price)}
            <span className="text-xs font-medium text-ink-muted max-[374px]:sr-only"> /person</span>
          </span>
          {/* "Dep. 12 Dec · 4 seats left": on the narrowest phones the seats take a line of their own, whole. */}
          <span className="block text-xs text-ink-muted" data-testid="trip-bar-departure">
            <span className="whitespace-nowrap">{when}</span>
            {urgency ? <span className="font-semibold whitespace-nowrap text-maroon-700"> · {urgency}</span> : null}
          </span>
        </p>
        <CallAction compact />
        <WhatsAppAction compact message={message} />
        <a href={`#${TRIP_ENQUIRY_ANCHOR}`} className={cx(dockActionClass.enquire, 'px-5')}>
          Enquire
        </a>
      </DockedBar>
      <aside aria-label="Chat about this trip on WhatsApp" className="max-lg:hidden">
        <FloatingWhatsApp message={message} />
      </aside>
    </>
  )
}
