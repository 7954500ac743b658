import { Link } from '@/components/ui/link'
import { SectionHeading } from '@/components/ui/section-heading'
import { TripGrid } from '@/components/trip/trip-card'
import type { TripSummary } from '@/lib/types'
import { cn } from '@/lib/utils'
import { SectionLink } from './section-link'
import { TripSlider } from './trip-slider'

/** A home section of trip cards: a grid, or a slider above 1024 px when `pageSize` is given. */
export function TripSection({
  name,
  eyebrow,
  title,
  description,
  trips,
  href,
  linkLabel,
  pageSize,
  className,
}: {
  /** The section's name, used for its heading id and its `data-section` marker. */
  name: string
  eyebrow: string
  title: string
  description: string
  trips: TripSummary[]
  href: string
  linkLabel: string
  pageSize?: number
  className?: string
}) {
  const id = `${name}-title`
  return (
    <section aria-labelledby={id} className={cn('section', className)} data-section={name}>
      <div className="container-site">
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          description={description}
          action={<SectionLink href={href}>{linkLabel}</SectionLink>}
        />
        {trips.length === 0 ? (
          <p className="card p-8 text-center text-ink-muted">
            These tours are being updated right now.{' '}
            <Link href={href} className="font-semibold text-saffron-800 underline underline-offset-4">
              {linkLabel}
            </Link>
          </p>
        ) : pageSize ? (
          <TripSlider trips={trips} pageSize={pageSize} label={title} />
        ) : (
          <TripGrid trips={trips} />
        )}
      </div>
    </section>
  )
}
