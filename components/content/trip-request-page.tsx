import { Camera, Compass, Heart, Hotel, Plane, ShieldCheck, Sparkles, Users, Utensils, Wallet } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { BOOKING_STEPS, REQUEST_STEP } from '@/lib/content'
import { TRIP_REQUEST_TYPES, type TripRequestType } from '@/lib/leads/forms/trip-request'
import { PageHeader } from '@/components/catalog/page-header'
import { TripGrid } from '@/components/trip/trip-card'
import type { TripSummary } from '@/lib/catalog/types'
import { DeferredTripRequestForm as TripRequestForm } from '@/components/forms/deferred'

interface RequestContent {
  crumb: string
  eyebrow: string
  title: string
  intro: string
  tone: 'lagoon' | 'saffron'
  arrangeTitle: string
  arrange: { icon: LucideIcon; title: string; text: string }[]
  formTitle: string
  formIntro: string
  /** The heading of the page's packages, when it lists some above the form. */
  packagesTitle?: string
}

const CONTENT: Record<TripRequestType, RequestContent> = {
  [TRIP_REQUEST_TYPES.honeymoon]: {
    crumb: 'Honeymoon',
    eyebrow: 'Honeymoon packages',
    title: 'Honeymoon Trips, Planned for Two',
    intro:
      'From houseboats in Alleppey and snow in Gulmarg to overwater villas in the Maldives and Bali’s rice terraces: tell us how you imagine the first trip together and we design it around you.',
    tone: 'lagoon',
    arrangeTitle: 'What we arrange for couples',
    arrange: [
      {
        icon: Hotel,
        title: 'Handpicked stays',
        text: 'Sea-view rooms, private pool villas and houseboats, chosen for privacy and comfort.',
      },
      {
        icon: Heart,
        title: 'Special touches',
        text: 'Flower-decorated rooms, a cake on arrival and a candlelight dinner on one evening.',
      },
      {
        icon: Plane,
        title: 'Flights and transfers',
        text: 'Flights from Chennai, private cars with experienced drivers and airport pick-up.',
      },
      {
        icon: Camera,
        title: 'Experiences',
        text: 'Sunset cruises, spa sessions, shikara rides or a couple’s photo shoot, as you like.',
      },
      {
        icon: Compass,
        title: 'An easy pace',
        text: 'Late check-outs and free afternoons; no early starts unless the sunrise is worth it.',
      },
      {
        icon: ShieldCheck,
        title: 'Support on the way',
        text: 'One executive who knows your plan, reachable on WhatsApp throughout the trip.',
      },
    ],
    packagesTitle: 'Honeymoon packages',
    formTitle: 'Request your honeymoon plan',
    formIntro:
      'Share your destination, dates and budget. We reply with an itinerary and a quotation within one working day.',
  },
  [TRIP_REQUEST_TYPES.customized]: {
    crumb: 'Customized Tours',
    eyebrow: 'Tailor-made travel',
    title: 'Customized Tours, Your Way',
    intro:
      'A family temple circuit, a company offsite, a school trip or a once-in-a-lifetime journey abroad: we build the itinerary around your dates, group and budget instead of a fixed departure.',
    tone: 'saffron',
    arrangeTitle: 'What we arrange',
    arrange: [
      {
        icon: Compass,
        title: 'Your itinerary',
        text: 'Destinations, pace and sightseeing chosen by you, refined by our planners.',
      },
      {
        icon: Users,
        title: 'Any group size',
        text: 'Couples, families, senior citizens, schools and corporate groups of up to 200.',
      },
      {
        icon: Hotel,
        title: 'Stays for every budget',
        text: 'From comfortable temple-town lodges to five-star resorts.',
      },
      {
        icon: Utensils,
        title: 'Meals you prefer',
        text: 'Pure vegetarian, Jain or South Indian meals arranged wherever you travel.',
      },
      {
        icon: Sparkles,
        title: 'Darshan and guides',
        text: 'Special darshan bookings where available and local guides who know the history.',
      },
      {
        icon: Wallet,
        title: 'Clear pricing',
        text: 'One quotation with everything listed, and no hidden charges on the road.',
      },
    ],
    formTitle: 'Request your customized tour',
    formIntro:
      'Tell us where, when and how many. We reply with a day-by-day plan and a quotation within one working day.',
  },
}

/**
 * The /honeymoon and /customized-tours pages: the packages ready to book when there are any,
 * what we arrange, how it works, the request form.
 */
export function TripRequestPage({ type, trips = [] }: { type: TripRequestType; trips?: TripSummary[] }) {
  const content = CONTENT[type]
  const accent = content.tone === 'lagoon' ? 'bg-lagoon-50 text-lagoon-700' : 'bg-saffron-50 text-saffron-700'
  return (
    <>
      <PageHeader
        crumbs={[{ label: content.crumb }]}
        eyebrow={content.eyebrow}
        title={content.title}
        intro={<p>{content.intro}</p>}
        tone={content.tone}
      >
        <a
          href="#request"
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-white px-7 font-semibold text-maroon-900 hover:bg-sand-100"
        >
          Start planning
        </a>
      </PageHeader>

      {trips.length > 0 && content.packagesTitle ? (
        <section aria-labelledby="packages-heading" className="section container-site" data-section="packages">
          <p className="eyebrow">Ready to book</p>
          <h2 id="packages-heading" className="mt-2 mb-8 text-3xl font-semibold md:text-4xl">
            {content.packagesTitle}
          </h2>
          <TripGrid trips={trips} />
          <p className="mt-8 text-ink-muted">
            Somewhere else in mind?{' '}
            <a href="#request" className="font-semibold text-saffron-800 underline underline-offset-4">
              Ask for a plan of your own
            </a>
            .
          </p>
        </section>
      ) : null}

      <section aria-labelledby="arrange-heading" className="section container-site">
        <p className="eyebrow">Everything taken care of</p>
        <h2 id="arrange-heading" className="mt-2 text-3xl font-semibold md:text-4xl">
          {content.arrangeTitle}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="list">
          {content.arrange.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <span className={`flex size-11 items-center justify-center rounded-full ${accent}`}>
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1.5 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-sand-100">
        <div className="section container-site">
          <p className="eyebrow">How it works</p>
          <h2 id="steps-heading" className="mt-2 text-3xl font-semibold md:text-4xl">
            From idea to departure in four steps
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {[REQUEST_STEP, ...BOOKING_STEPS].map((step, index) => (
              <li key={step.title} className="relative rounded-card bg-white p-6 shadow-card">
                <span className="font-display text-4xl font-semibold text-saffron-600">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
                <p className="mt-1.5 text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="request" aria-labelledby="request-heading" className="section container-site scroll-mt-24">
        <div className="mx-auto max-w-3xl">
          <div className="text-center">
            <p className="eyebrow">Request form</p>
            <h2 id="request-heading" className="mt-2 text-3xl font-semibold md:text-4xl">
              {content.formTitle}
            </h2>
            <p className="mt-3 text-ink-muted">{content.formIntro}</p>
          </div>
          <div className="card mt-8 p-5 md:p-8">
            <TripRequestForm type={type} />
          </div>
        </div>
      </section>
    </>
  )
}
