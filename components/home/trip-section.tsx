import { useTranslations } from 'next-intl'
import { SectionHeading } from '@/components/ui/section-heading'
import { TripCard } from '@/components/trip/trip-card'
import { minWidth } from '@/lib/site/breakpoints'
import type { TripSummary } from '@/lib/catalog/types'
import { cn } from '@/lib/site/utils'
import { PHONE_ROW_CARD, PHONE_ROW_CARD_SIZES, PHONE_ROW_ITEM, PHONE_ROW_LIST } from '@/components/ui/phone-row'
import { SectionLink } from './section-link'
import { TripSlider } from './trip-slider'

/** Image widths of the section's cards: a third of the page from `wide`, else the row's card width (phone-row.ts). */
const GRID_SIZES = `${minWidth('wide')} 400px, ${PHONE_ROW_CARD_SIZES}`

/**
 * A home section of trip cards: one row that scrolls sideways at or below 1024 px, and above it
 * a grid, or a slider when `pageSize` is given.
 */
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
  /** The category's page, in the page's language (localePath). */
  href: string
  linkLabel: string
  pageSize?: number
  className?: string
}) {
  const t = useTranslations('home.tripSection')
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
            {t('updating')}{' '}
            <a href={href} className="font-semibold text-saffron-800 underline underline-offset-4">
              {linkLabel}
            </a>
          </p>
        ) : pageSize ? (
          <TripSlider trips={trips} pageSize={pageSize} label={title} />
        ) : (
          <ul role="list" className={cn(PHONE_ROW_LIST, 'wide:grid wide:grid-cols-3 wide:gap-6')}>
            {trips.map((trip) => (
              <li key={trip.id} className={cn(PHONE_ROW_ITEM, PHONE_ROW_CARD)}>
                {/* Below the hero banner, the page's largest paint: no card photo is fetched early. */}
                <TripCard trip={trip} sizes={GRID_SIZES} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
