import { useTranslations } from 'next-intl'
import { CardCarousel } from '@/components/carousel/card-carousel'
import { TripCard } from '@/components/trip/trip-card'
import { BREAKPOINTS, minWidth } from '@/lib/site/breakpoints'
import { SLIDE_TRANSITION_MS } from '@/lib/site/constants'
import type { TripSummary } from '@/lib/catalog/types'
import { PHONE_ROW_CARD, PHONE_ROW_CARD_SIZES, PHONE_ROW_ITEM, PHONE_ROW_LIST } from '@/components/ui/phone-row'
import { template } from '@/lib/site/i18n/template'

/** Card widths of the slider by page size (Tailwind needs the class names written out). */
const SLIDE_WIDTH: Record<number, string> = { 3: 'wide:basis-1/3', 4: 'wide:basis-1/4' }

/**
 * Trip cards as a slider above 1024 px and, at or below, one row that scrolls sideways (phone-row.ts). The slider steps
 * by its page size, wraps at both ends and ignores moves for 500 ms after one; its arrows show
 * only when there are more trips than a page. The layout switch is pure CSS, so the server
 * HTML already has the right shape at every width.
 */
export function TripSlider({ trips, pageSize, label }: { trips: TripSummary[]; pageSize: number; label: string }) {
  const t = useTranslations('home.tripSlider')
  const sizes = `${minWidth('wide')} ${Math.round(BREAKPOINTS.xl / pageSize)}px, ${PHONE_ROW_CARD_SIZES}`
  return (
    <CardCarousel
      // The section around the slider already bears the title as its name; landmarks need names of their own.
      label={t('region', { label })}
      slides={trips.map((trip) => ({ id: trip.id, content: <TripCard trip={trip} sizes={sizes} /> }))}
      perView={pageSize}
      paged
      wrap
      lockMs={SLIDE_TRANSITION_MS}
      carouselFrom={minWidth('wide')}
      arrowsLabel={t('arrows', { label })}
      // The carousel fills in its {first}, {last} and {total}.
      status={template(t, 'status', ['first', 'last', 'total'])}
      viewportClassName="wide:-mx-3 wide:touch-pan-y wide:overflow-hidden wide:py-4"
      listClassName={`${PHONE_ROW_LIST} wide:flex wide:gap-0 wide:transition-transform wide:ease-out`}
      slideClassName={`${PHONE_ROW_ITEM} ${PHONE_ROW_CARD} wide:shrink-0 wide:px-3 ${SLIDE_WIDTH[pageSize] ?? SLIDE_WIDTH[3]}`}
      controlsClassName="mt-4 justify-between max-wide:hidden"
    />
  )
}
