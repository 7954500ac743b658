import 'server-only'
import { ImageResponse } from 'next/og'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { OgCard, drawnTextSpecs, setContent, type OgCardDrawn, type OgCardWords } from '@/lib/seo/og-card'
import { drawOgText, PRICE_END, PRICE_START, type OgTextArt, type OgTextSpec } from '@/lib/seo/og-text'
import { getBanners, getCategoryTrips, getHomeCategories, getTrip, readUpload } from '@/lib/catalog'
import { formatDuration, formatRupees } from '@/lib/site/format'
import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { siteConfig, type CategoryKey } from '@/lib/site/config'

/**
 * The site's link-preview images (`opengraph-image` and `twitter-image` routes): a card per
 * page drawn with next/og, sent as JPEG. WhatsApp shows no preview above 300 KB and several
 * clients show no WebP; a photo card as JPEG stays far below that, as PNG it would not.
 * Their data comes through lib/catalog, so a catalogue purge regenerates them with the pages.
 * A card speaks its page's language: English is set by next/og; Tamil, which next/og cannot shape,
 * is drawn by libvips (og-text.ts) and placed on the same card.
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

/** The texts of a Tamil card, drawn at once (libvips draws them on its own threads). */
async function drawTexts(words: OgCardWords, tagline: string): Promise<{ content: OgCardDrawn; tagline: OgTextArt }> {
  const specs = drawnTextSpecs(words, tagline)
  const draw = (spec: OgTextSpec | undefined) => (spec ? drawOgText(spec) : Promise.resolve(undefined))
  const [taglineArt, eyebrow, title, subtitle, duration, price] = await Promise.all(
    [specs.tagline, specs.eyebrow, specs.title, specs.subtitle, specs.duration, specs.price].map(draw),
  )
  return {
    tagline: taglineArt!,
    content: { drawn: true, eyebrow: eyebrow!, title: title ?? words.title, subtitle, duration, price },
  }
}

function cardTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'common.card' })
}

async function renderCard(words: OgCardWords, photoFile: string | undefined, locale: Locale): Promise<Response> {
  const tagline = cardTranslator(locale)('tagline', { year: siteConfig.foundedYear })
  const [photo, logoUrl, fontList, text] = await Promise.all([
    cardPhoto(photoFile),
    loadLogo(),
    loadFonts(),
    // English is set by satori as it always was; another language's words are drawn (they need shaping).
    locale === DEFAULT_LOCALE ? null : drawTexts(words, tagline),
  ])
  const brand = { name: siteConfig.name, tagline: text ? text.tagline : tagline }
  const content = text ? text.content : setContent(words)
  const png = await new ImageResponse(<OgCard content={content} art={{ photo, logo: logoUrl }} brand={brand} />, {
    ...OG_SIZE,
    fonts: fontList,
  }).arrayBuffer()
  const jpeg = await sharp(Buffer.from(png)).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': OG_CONTENT_TYPE, 'Content-Length': String(jpeg.byteLength) },
  })
}

/** The preview of a trip in the page's language: its first photo, title, duration, price per person and the brand. */
export async function tripOgImage(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  const { data: trip } = await getTrip(slug, locale)
  if (!trip) return renderCard(pageWords('home', locale), undefined, locale)
  const t = cardTranslator(locale)
  return renderCard(
    {
      eyebrow: t('trip.eyebrow'),
      title: trip.title,
      titleInEnglish: locale !== DEFAULT_LOCALE && Boolean(trip.en?.title),
      duration: formatDuration(trip.duration, locale),
      priceLine: t.markup('trip.price', {
        price: formatRupees(trip.price),
        amount: (chunks) => `${PRICE_START}${chunks}${PRICE_END}`,
      }),
    },
    trip.images[0],
    locale,
  )
}

/**
 * The alt text of a trip's preview in the page's language, saying what the card shows.
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

/** The cards of the pages that are not trips: where each one's photo comes from (their words are messages, common.card.pages). */
export const PAGE_CARDS = {
  home: async () => (await getBanners()).data[0]?.image,
  pilgrimage: firstTripPhoto('pilgrimage'),
  domestic: firstTripPhoto('domestic'),
  international: firstTripPhoto('international'),
  honeymoon: async () => (await getHomeCategories()).data.honeymoon[0]?.images[0],
  customizedTours: galleryPhoto(2),
  testimonials: galleryPhoto(5),
  contact: galleryPhoto(8),
} satisfies Record<string, PhotoSource>

export type PageCard = keyof typeof PAGE_CARDS

/** What a page's card says in a language. */
function pageWords(card: PageCard, locale: Locale): OgCardWords {
  const t = cardTranslator(locale)
  return {
    eyebrow: t(`pages.${card}.eyebrow`),
    title: t(`pages.${card}.title`),
    subtitle: t(`pages.${card}.subtitle`, { phone: siteConfig.phone, email: siteConfig.email }),
  }
}

/** The preview of a page that is not a trip, in the page's language. */
export async function pageOgImage(card: PageCard, locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  return renderCard(pageWords(card, locale), await PAGE_CARDS[card](), locale)
}

/** The alt text of a page's preview, in the page's language. */
export function pageOgAlt(card: PageCard, locale: Locale = DEFAULT_LOCALE): string {
  return `${siteConfig.name}: ${pageWords(card, locale).title}`
}

/** The language of an image route's params: the page's, English when absent. */
export function ogLocale(params: { locale?: string }): Locale {
  return isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
}

/**
 * A page's card in its language (`generateImageMetadata` of its opengraph-image route): one card,
 * its alt in the page's language.
 */
export function pageOgMetadata(card: PageCard, params: { locale?: string }) {
  return [{ id: 'card', alt: pageOgAlt(card, ogLocale(params)), size: OG_SIZE, contentType: OG_CONTENT_TYPE }]
}
