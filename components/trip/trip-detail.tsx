import { Link } from '@/components/ui/link'
import { CalendarDays, CircleCheck, Clock, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { BOOKING_STEPS } from '@/lib/content/booking-steps'
import { formatRupees } from '@/lib/format'
import { siteConfig, whatsappHref } from '@/lib/site-config'
import type { TripDetail as Trip } from '@/lib/types'
import { buttonVariants } from '@/components/ui/button'
import { Breadcrumb, type Crumb } from '@/components/catalog/breadcrumb'
import { DeferredTripEnquiryForm as TripEnquiryForm } from '@/components/forms/deferred'
import { TripGallery } from './trip-gallery'
import { TripItinerary } from './trip-itinerary'

/** The trip detail page body: facts, gallery, overview, itinerary, inclusions, price and enquiry. */
export function TripDetail({ trip, crumbs }: { trip: Trip; crumbs: Crumb[] }) {
  return (
    <article data-trip-page>
      <div className="container-site pt-4 pb-12 md:pt-8 md:pb-16">
        <Breadcrumb items={crumbs} />
        <header className="mt-3 md:mt-5">
          <h1 className="text-3xl leading-tight font-semibold md:text-5xl">{trip.title}</h1>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm" role="list" aria-label="Trip facts">
            <Fact icon={<Clock className="size-4 text-saffron-700" aria-hidden />} label="Duration">
              {trip.duration}
            </Fact>
            <Fact icon={<CalendarDays className="size-4 text-saffron-700" aria-hidden />} label="Available dates">
              {trip.availableDates}
            </Fact>
            {trip.location ? (
              <Fact icon={<MapPin className="size-4 text-saffron-700" aria-hidden />} label="Location">
                {trip.location}
              </Fact>
            ) : null}
          </ul>
        </header>

        <div className="mt-6 grid gap-8 md:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
          <div className="lg:col-start-1">
            <TripGallery images={trip.images} title={trip.title} />
          </div>

          <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Price and booking">
            <PriceCard trip={trip} />
          </aside>

          <div className="flex flex-col gap-12 lg:col-start-1">
            {trip.description ? (
              <section aria-labelledby="overview-heading">
                <h2 id="overview-heading" className="text-2xl font-semibold md:text-3xl">
                  Overview
                </h2>
                <div className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-ink-muted md:text-lg">
                  {trip.description.split(/\n{2,}/).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ) : null}

            {trip.itinerary.length > 0 ? (
              <section aria-labelledby="itinerary-heading">
                <h2 id="itinerary-heading" className="mb-6 text-2xl font-semibold md:text-3xl">
                  Detailed Itinerary
                </h2>
                <TripItinerary days={trip.itinerary} />
              </section>
            ) : null}

            {trip.includes.length > 0 ? (
              <section aria-labelledby="included-heading" className="card p-6 md:p-8">
                <h2 id="included-heading" className="text-2xl font-semibold md:text-3xl">
                  What&apos;s Included
                </h2>
                <ul className="mt-5 grid gap-3 sm:grid-cols-2" role="list">
                  {trip.includes.map((item, i) => (
                    <li key={i} className="flex gap-2.5">
                      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </div>

      <section id="enquire" aria-labelledby="booking-heading" className="scroll-mt-24 bg-sand-100">
        <div className="container-site grid gap-8 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div>
            <p className="eyebrow">Booking made simple</p>
            <h2 id="booking-heading" className="mt-2 text-2xl font-semibold md:text-3xl">
              How booking works
            </h2>
            <ol className="mt-6 flex flex-col gap-5" role="list">
              {BOOKING_STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display text-lg font-semibold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-ink">{step.title}</p>
                    <p className="mt-0.5 text-sm text-ink-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="card p-5 md:p-8">
            <TripEnquiryForm tripSlug={trip.slug} tripTitle={trip.title} />
          </div>
        </div>
      </section>
    </article>
  )
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-full border border-ink/10 bg-white px-3.5 py-2">
      {icon}
      <span className="sr-only">{label}: </span>
      <span className="font-medium text-ink">{children}</span>
    </li>
  )
}

function PriceCard({ trip }: { trip: Trip }) {
  return (
    <div className="card p-6 lg:sticky lg:top-28">
      <p className="text-sm text-ink-muted">Price per person</p>
      <p className="mt-1 font-display text-4xl font-semibold text-maroon-800" data-testid="trip-price">
        {formatRupees(trip.price)}
      </p>
      <p className="mt-1 text-xs text-ink-soft">On twin sharing. Taxes as applicable.</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 border-t border-ink/10 pt-5 text-sm">
        <dt className="text-ink-muted">Duration</dt>
        <dd className="font-medium">{trip.duration}</dd>
        <dt className="text-ink-muted">Dates</dt>
        <dd className="font-medium">{trip.availableDates}</dd>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <Link href="#enquire" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          Enquire now
        </Link>
        <a
          href={whatsappHref(`Hello ${siteConfig.name}, I would like to know more about ${trip.title}.`)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          <MessageCircle aria-hidden />
          Ask on WhatsApp
        </a>
        <a
          href={siteConfig.phoneHref}
          className="inline-flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-maroon-800 hover:underline"
        >
          <Phone aria-hidden className="size-4" />
          {siteConfig.phone}
        </a>
      </div>
    </div>
  )
}
