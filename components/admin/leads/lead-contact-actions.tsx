import { Mail, MessageCircle, Phone } from 'lucide-react'
import { departureInWords } from '@/lib/catalog'
import { customerLabel } from '@/lib/leads/labels'
import { leadMailtoHref, leadWhatsappHref, telHref } from '@/lib/leads/desk/contact-links'
import { cx } from '@/lib/site/utils'

const action =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * One-tap Call, WhatsApp (and, on a lead's page, E-mail) for a customer: the same links, words
 * and message in the inbox's rows and on the lead's page. Each names the customer for screen
 * readers ("Call Meena"), since a list holds many of them.
 */
export function LeadContactActions({
  lead,
  trip,
  withEmail = false,
  className,
}: {
  lead: {
    reference: string
    /** The customer's name as they gave it. */
    name: string | null
    phone: string | null
    email: string | null
    travelDate: string | null
    /** The departure (YYYY-MM-DD), boarding city and travellers a trip enquiry names. */
    departure: string | null
    boardingCity: string | null
    travellers: string | null
  }
  /** The trip's title (or what a customized enquiry asks for). */
  trip: string | null
  /** On the lead's page: the E-mail action too, when the customer gave an address. */
  withEmail?: boolean
  className?: string
}) {
  const { name, phone, reference, travelDate } = lead
  const email = withEmail ? lead.email : null
  if (!phone && !email) return null
  const customer = customerLabel(lead)
  // "Char Dham Yatra, 8 May 2027 from Chennai, 4 people": the WhatsApp greeting names it all.
  const departure = lead.departure
    ? departureInWords({ tripTitle: trip, on: lead.departure, city: lead.boardingCity, travellers: lead.travellers })
    : null
  return (
    <div className={cx('flex flex-wrap gap-2', className)}>
      {phone && (
        <a
          href={telHref(phone)}
          aria-label={`Call ${customer}`}
          className={cx(action, 'bg-maroon-800 focus-visible:outline-maroon-800')}
        >
          <Phone className="size-4" aria-hidden /> Call
        </a>
      )}
      {phone && (
        <a
          href={leadWhatsappHref(phone, { name, trip, travelDate, departure })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${customer}`}
          className={cx(action, 'bg-lagoon-700 focus-visible:outline-lagoon-700')}
        >
          <MessageCircle className="size-4" aria-hidden /> WhatsApp
        </a>
      )}
      {email && (
        <a
          href={leadMailtoHref(email, { reference, trip })}
          aria-label={`E-mail ${customer}`}
          className={cx(action, 'bg-saffron-700 focus-visible:outline-saffron-700')}
        >
          <Mail className="size-4" aria-hidden /> E-mail
        </a>
      )}
    </div>
  )
}
