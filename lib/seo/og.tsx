import 'server-only'
import { ImageResponse } from 'next/og'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { OgCard, type OgCardContent } from '@/lib/seo/og-card'
import { getBanners, getCategoryTrips, getHomeCategories, getTrip, readUpload } from '@/lib/catalog'
import { formatDuration, formatRupees } from '@/lib/site/format'
import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { CATEGORY_ROUTES } from '@/lib/site/routes'
import { siteConfig, type CategoryKey } from '@/lib/site/config'

/**
 * The site's link-preview images (`opengraph-image` and `twitter-image` routes): a card per
 * page drawn with next/og, sent as JPEG. WhatsApp shows no preview above 300 KB and several
 * clients show no WebP; a photo card as JPEG stays far below that, as PNG it would not.
 * Their data comes through lib/catalog, so a catalogue purge regenerates them with the pages.
 */

export const OG_SIZE = { width: 1200, height: 630 }
export const OG_CONTENT_TYPE = 'image/jpeg'
const JPEG_QUALITY = 82

/**
 * The card's faces. Each path is written out whole, so the build's file tracing follows exactly
 * these files; a path joined from a variable makes it trace (and ship) the whole project.
 */
const FONT_FILES = [
  {
    name: 'Playfair',
    weight: 700,
    read: () =>
      readFile(
        path.join(
          process.cwd(),
          'node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
        ),
      ),
  },
  // The rupee sign is in the latin-ext subset.
  {
    name: 'Playfair',
    weight: 700,
    read: () =>
      readFile(
        path.join(
          process.cwd(),
          'node_modules/@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff',
        ),
      ),
  },
  // next/og's own default face: the card's small text (no font can be downloaded here).
  {
    name: 'Geist',
    weight: 400,
    read: () => readFile(path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf')),
  },
] as const

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined
function loadFonts() {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, read }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await read(),
    })),
  )
  return fonts
}

let logo: Promise<string> | undefined
function loadLogo(): Promise<string> {
  logo ??= readFile(path.join(process.cwd(), 'public', siteConfig.logoPath)).then(
    (svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`,
  )
  return logo
}

/** A catalogue picture cropped to the card, as a JPEG data URL; null when it cannot be read (the card keeps its colour). */
async function cardPhoto(file: string | undefined): Promise<string | null> {
  if (!file) return null
  try {
    const data = await readUpload(file)
    if (!data) return null
    const jpeg = await sharp(data)
      .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover' })
      .jpeg({ quality: 88 })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch (error) {
    console.warn(`[og] photo ${file} unreadable: ${(error as Error).message}`)
    return null
  }
}

async function renderCard(content: OgCardContent, photoFile: string | undefined): Promise<Response> {
  const [photo, logoUrl, fontList] = await Promise.all([cardPhoto(photoFile), loadLogo(), loadFonts()])
  const brand = { name: siteConfig.name, tagline: `Chennai · Tours since ${siteConfig.foundedYear}` }
  const png = await new ImageResponse(<OgCard content={content} art={{ photo, logo: logoUrl }} brand={brand} />, {
    ...OG_SIZE,
    fonts: fontList,
  }).arrayBuffer()
  const jpeg = await sharp(Buffer.from(png)).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': OG_CONTENT_TYPE, 'Content-Length': String(jpeg.byteLength) },
  })
}

/** The preview of a trip: its first photo, title, duration, price per person and the brand. */
export async function tripOgImage(slug: string): Promise<Response> {
  const { data: trip } = await getTrip(slug)
  if (!trip) return renderCard(PAGE_CARDS.home.content, undefined)
  return renderCard(
    {
      eyebrow: 'Tour package from Chennai',
      title: trip.title,
      duration: trip.duration,
      price: formatRupees(trip.price),
    },
    trip.images[0],
  )
}

/**
 * The alt text of a trip's preview in the page's language, saying what the card shows (the card
 * itself is drawn in English: next/og does not shape Tamil).
 */
export async function tripOgAlt(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const { data: trip } = await getTrip(slug, locale)
  if (!trip) return siteConfig.name
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'trip.meta' })
  return t('cardAlt', {
    title: trip.title,
    duration: formatDuration(trip.duration, locale),
    price: formatRupees(trip.price),
    brand: siteConfig.name,
  })
}

type PhotoSource = () => Promise<string | undefined>

const firstTripPhoto =
  (category: CategoryKey): PhotoSource =>
  async () =>
    (await getCategoryTrips(category)).data[0]?.images[0]

const galleryPhoto =
  (index: number): PhotoSource =>
  async () =>
    siteConfig.galleryImages[index]

/** The cards of the pages that are not trips: what each says and where its photo comes from. */
export const PAGE_CARDS = {
  home: {
    content: {
      eyebrow: 'Pilgrimages · Holidays · Honeymoons',
      title: 'Journeys planned with care, from Chennai',
      subtitle: 'Temple yatras, Indian holidays and tours abroad, escorted from start to end.',
    },
    photo: async () => (await getBanners()).data[0]?.image,
  },
  pilgrimage: {
    content: {
      eyebrow: CATEGORY_ROUTES.pilgrimage.title,
      title: 'Kashi, Char Dham and the great temples of the South',
      subtitle: 'Darshan planned, pure-veg meals, care for elders.',
    },
    photo: firstTripPhoto('pilgrimage'),
  },
  domestic: {
    content: {
      eyebrow: CATEGORY_ROUTES.domestic.title,
      title: 'Backwaters, hills, deserts and islands of India',
      subtitle: 'Hand-picked stays and private transfers for the whole family.',
    },
    photo: firstTripPhoto('domestic'),
  },
  international: {
    content: {
      eyebrow: CATEGORY_ROUTES.international.title,
      title: 'Singapore, Dubai, Europe and beyond',
      subtitle: 'Visas, Indian meals and a tour manager from Chennai.',
    },
    photo: firstTripPhoto('international'),
  },
  honeymoon: {
    content: {
      eyebrow: 'Honeymoon packages',
      title: 'Honeymoon trips, planned for two',
      subtitle: 'Kerala, Kashmir, the Andamans, the Maldives and Bali.',
    },
    photo: async () => (await getHomeCategories()).data.honeymoon[0]?.images[0],
  },
  customizedTours: {
    content: {
      eyebrow: 'Customized tours',
      title: 'Your destination, your dates, your budget',
      subtitle: 'Families, groups and corporates: we plan the whole trip around you.',
    },
    photo: galleryPhoto(2),
  },
  testimonials: {
    content: {
      eyebrow: 'Testimonials',
      title: 'Stories from our travellers',
      subtitle: 'Pilgrims, families and newly-weds, in their own words and videos.',
    },
    photo: galleryPhoto(5),
  },
  contact: {
    content: {
      eyebrow: 'Contact us',
      title: 'Talk to a travel executive in Mylapore',
      subtitle: `${siteConfig.phone} · ${siteConfig.email}`,
    },
    photo: galleryPhoto(8),
  },
} satisfies Record<string, { content: OgCardContent; photo: PhotoSource }>

export type PageCard = keyof typeof PAGE_CARDS

/** The preview of a page that is not a trip. */
export async function pageOgImage(card: PageCard): Promise<Response> {
  const { content, photo } = PAGE_CARDS[card]
  return renderCard(content, await photo())
}

/** The alt text of a page's preview. */
export function pageOgAlt(card: PageCard): string {
  const { content } = PAGE_CARDS[card]
  return `${siteConfig.name}: ${content.title}`
}
