import type { Locale } from '@/lib/site/i18n/locales'
import { YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { contact } from '@/lib/site/contact'

export { whatsappHref, whatsappShareHref } from '@/lib/site/contact'

/**
 * The agency's identity and fixed content, in one typed module: brand, contact details (from
 * lib/site/contact.ts, the part client components read), social links, working hours, the
 * catalogue's category ids and the gallery files.
 */

export const CATEGORY_KEYS = ['pilgrimage', 'domestic', 'international'] as const
export type CategoryKey = (typeof CATEGORY_KEYS)[number]

/** Home sections are matched by name against the categories-with-trips call (docs/product.md §7). */
export const HOME_CATEGORY_KEYS = ['pilgrimage', 'domestic', 'international', 'honeymoon'] as const
export type HomeCategoryKey = (typeof HOME_CATEGORY_KEYS)[number]

/** The founding year; the experience claim ("over 15 years") is YEARS_OF_EXPERIENCE in lib/site/constants.ts. */
const FOUNDED_YEAR = 2009

export const siteConfig = {
  legalName: 'Gopuram Holidays Private Limited',
  tagline: `Pilgrimages, holidays and honeymoons from Chennai since ${FOUNDED_YEAR}`,
  description: `Chennai travel agency for pilgrimage tours, domestic and international holidays, honeymoon and customized tour packages. Over ${YEARS_OF_EXPERIENCE} years of guided journeys.`,
  foundedYear: FOUNDED_YEAR,
  address: {
    street: 'No. 24, North Mada Street, Mylapore',
    city: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600004',
    country: 'IN',
  },
  ...contact,
  social: {
    facebook: 'https://www.facebook.com/gopuramholidays',
    instagram: 'https://www.instagram.com/gopuramholidays',
    youtube: 'https://www.youtube.com/@gopuramholidays',
  },
  /**
   * docs/product.md §9: the office's default week (schema.org day names, 24-hour India times), until
   * the owner sets the weekly hours on the Settings screen (lib/agency/week.ts). Its words on the
   * pages are made from the week (lib/site/office-hours-text.ts).
   */
  workingHours: [
    { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    { dayOfWeek: ['Sunday'] },
  ],
  /** The square brand mark, for structured data and link previews. */
  logoPath: '/brand/logo-mark.svg',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=80.2625%2C13.0280%2C80.2765%2C13.0380&layer=mapnik&marker=13.0330%2C80.2695',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=13.0330&mlon=80.2695#map=17/13.0330/80.2695',
  /** The embedded store's category ids; upstream ids come from TRAVEL_CATEGORY_IDS. */
  categoryIds: {
    pilgrimage: '64a1f0c2e4b0a1c2d3e4f501',
    domestic: '64a1f0c2e4b0a1c2d3e4f502',
    international: '64a1f0c2e4b0a1c2d3e4f503',
  } satisfies Record<CategoryKey, string>,
  galleryImages: Array.from({ length: 12 }, (_, i) => `gallery/gallery-${String(i + 1).padStart(2, '0')}.webp`),
  legalUpdated: '2026-11-01',
} as const

export type SiteConfig = typeof siteConfig

/** The address as Tamil visitors and letters write it. */
const ADDRESS_TA = 'எண் 24, வடக்கு மாட வீதி, மயிலாப்பூர், சென்னை 600004, தமிழ்நாடு, இந்தியா'

export function formatAddress(locale: Locale = 'en'): string {
  if (locale === 'ta') return ADDRESS_TA
  const a = siteConfig.address
  return `${a.street}, ${a.city} ${a.postalCode}, ${a.region}, India`
}
