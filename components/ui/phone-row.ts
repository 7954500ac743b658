import { minWidth } from '@/lib/site/breakpoints'

/**
 * Below `wide` (1025 px) a list of cards can be one row that scrolls sideways with snap
 * points, a card and the edge of the next in view, so a page stays a few screens long on a
 * phone; from `wide` up the list is the slider or grid of docs/product.md §4. The row runs to
 * the screen's edges (the container's padding moves inside it) and each card snaps to that padding.
 */
export const PHONE_ROW_LIST =
  'max-wide:-mx-4 max-wide:flex max-wide:snap-x max-wide:snap-mandatory max-wide:gap-4 max-wide:overflow-x-auto max-wide:scroll-px-4 max-wide:px-4 max-wide:pb-3 sm:max-wide:-mx-6 sm:max-wide:scroll-px-6 sm:max-wide:px-6'

/** An item of a PHONE_ROW_LIST; its width comes from one of the widths below. */
export const PHONE_ROW_ITEM = 'max-wide:shrink-0 max-wide:snap-start'

/** A card's width in the row: most of a phone's width, two and a bit on a tablet. */
export const PHONE_ROW_CARD = 'max-wide:w-[82%] sm:max-wide:w-[44%]'
/** The image `sizes` of a PHONE_ROW_CARD below `wide`, after the caller's own `wide` entry. */
export const PHONE_ROW_CARD_SIZES = `${minWidth('sm')} 44vw, 82vw`

/** A photo's width in the row: three in five of a phone's width, three and a bit on a tablet. */
export const PHONE_ROW_PHOTO = 'max-wide:w-[60%] sm:max-wide:w-[30%]'
/** The image `sizes` of a PHONE_ROW_PHOTO below `wide`, after the caller's own `wide` entry. */
export const PHONE_ROW_PHOTO_SIZES = `${minWidth('sm')} 30vw, 60vw`
