import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@/lib/site/constants'
import { CANCELLATION_TERMS } from '@/lib/content'
import { siteConfig } from '@/lib/site/config'
import { CancellationTable } from './cancellation-table'
import { LegalContact, LegalDocument, type LegalSection } from './legal-document'

const company = siteConfig.legalName

const sections: LegalSection[] = [
  {
    id: 'bookings',
    title: 'Enquiries and bookings',
    body: (
      <>
        <p>
          Enquiries sent through this website, by phone or on WhatsApp do not reserve seats or rooms. A booking is
          confirmed only when {company} receives the advance payment and sends you a written confirmation.
        </p>
        <p>
          Prices shown on this website are per person on twin sharing unless stated otherwise, and may change until a
          booking is confirmed.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment terms',
    body: (
      <ul>
        <li>
          An advance of <strong>{ADVANCE_PAYMENT_PERCENT}%</strong> of the tour cost confirms the booking.
        </li>
        <li>
          The balance is due at least <strong>{BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure</strong>. If it
          is not received by then, we may treat the booking as cancelled by you.
        </li>
        <li>Payments are accepted by bank transfer, UPI or card. Card payments may carry the bank&apos;s charges.</li>
      </ul>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation by you',
    body: (
      <>
        <p>
          Cancellations must be sent to us in writing. Refunds depend on how many days before departure we receive your
          request:
        </p>
        <CancellationTable schedule={CANCELLATION_TERMS} className="mt-4" />
        <p>
          Non-refundable airline and railway tickets, visa fees and insurance premiums are not refunded in any case.
          Refunds are paid within 30 days to the account the payment came from.
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'Changes and cancellation by us',
    body: (
      <p>
        Temple timings, weather, road or rail conditions and government orders can change an itinerary. We will offer an
        equivalent alternative where possible. If we cancel a departure for reasons within our control, you receive a
        full refund of the amount paid.
      </p>
    ),
  },
  {
    id: 'travel-documents',
    title: 'Travel documents and health',
    body: (
      <p>
        Travellers are responsible for carrying valid identity documents, passports and visas, and for being fit to
        travel. Pilgrimage routes at high altitude, such as the Char Dham, require a medical check for travellers above
        the age the authorities specify.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        {company} arranges services provided by independent hotels, transport operators and guides. We choose them with
        care but are not liable for their acts or omissions, or for loss, injury or delay caused by events beyond our
        control. We recommend travel insurance for every trip.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Disputes fall under the jurisdiction of the courts at Chennai,
        Tamil Nadu.
      </p>
    ),
  },
  { id: 'contact', title: 'Contact us', body: <LegalContact /> },
]

export function TermsConditions() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro={
        <p>
          These terms apply to every tour booked with {company} (&ldquo;{siteConfig.name}&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;) and to the use of this website. Please read them before confirming a booking.
        </p>
      }
      sections={sections}
    />
  )
}
