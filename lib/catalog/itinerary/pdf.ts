import 'server-only'
import { createHash } from 'node:crypto'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { getTrip, getTripRedirect } from '@/lib/catalog/reads'
import { readUpload } from '@/lib/catalog/uploads'
import { getEnv } from '@/lib/platform/env'
import { todayInIndia } from '@/lib/site/format'
import { itineraryPdfPath, tripPath } from '@/lib/site/routes'
import { itineraryOf, type ItineraryContent } from './content'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/site/i18n/locales'

/**
 * A trip's itinerary PDF as /trip/<slug>/itinerary.pdf answers it.
 *
 * The PDF is made from the trip as the catalogue read gives it (cached under the trip's tag, so
 * a price saved in the editor is in the next read) and today in India. Its key is a hash of that
 * content, so a changed trip or a new day is a new PDF at once and an unchanged one is served from
 * memory: a small cache of recent PDFs by bytes, not Next's data cache, whose in-memory share is
 * kept for pages. One PDF is made at a time per key: a storm of requests for one trip waits for
 * the first. The hash is the ETag, so a browser that has it gets a 304.
 */

/** The recent PDFs kept in memory, by total bytes. */
const CACHE_BYTES = 8 * 1024 * 1024
/** A slug longer than this, or with a path character, is no trip (the editor's limit is far below). */
const MAX_SLUG_LENGTH = 200
const PHOTOS = { hero: { width: 1100, height: 480 }, thumb: { width: 420, height: 240 }, more: 3 }

const cache = new Map<string, Buffer>()
let cachedBytes = 0
const inFlight = new Map<string, Promise<Buffer>>()

function remember(key: string, pdf: Buffer): void {
  cache.set(key, pdf)
  cachedBytes += pdf.length
  for (const [oldest, bytes] of cache) {
    if (cachedBytes <= CACHE_BYTES || oldest === key) break
    cache.delete(oldest)
    cachedBytes -= bytes.length
  }
}

function recall(key: string): Buffer | undefined {
  const pdf = cache.get(key)
  if (pdf) {
    // Most recently used last.
    cache.delete(key)
    cache.set(key, pdf)
  }
  return pdf
}

/** A catalogue photo cropped for the document, as JPEG; null when it cannot be read. */
async function photo(file: string, size: { width: number; height: number }): Promise<Buffer | null> {
  try {
    const data = await readUpload(file)
    if (!data) return null
    return await sharp(data)
      .resize(size.width, size.height, { fit: 'cover' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    console.warn(`[itinerary] photo ${file} unreadable: ${(error as Error).message}`)
    return null
  }
}

/** Makes a trip's PDF: the photos, the QR code and the document (tests give their own). */
export type ItineraryRenderer = (content: ItineraryContent, url: string, today: string) => Promise<Buffer>

const makePdf: ItineraryRenderer = async (content, url, today) => {
  const [hero, ...more] = content.photos
  const [photos, qr, { renderItineraryPdf }] = await Promise.all([
    Promise.all([
      hero ? photo(hero, PHOTOS.hero) : null,
      ...more.slice(0, PHOTOS.more).map((file) => photo(file, PHOTOS.thumb)),
    ]),
    QRCode.toBuffer(url, { type: 'png', margin: 1, width: 280, errorCorrectionLevel: 'M' }),
    // Loaded when a PDF is asked for, not with the route: the PDF library is large.
    import('./document'),
  ])
  return renderItineraryPdf({
    content,
    url,
    generatedOn: today,
    photos: photos.filter((bytes): bytes is Buffer => bytes !== null),
    qr,
  })
}

/** The trip's PDF and its ETag, made once per content (concurrent callers share the making). */
export async function itineraryPdf(
  content: ItineraryContent,
  today: string,
  render: ItineraryRenderer = makePdf,
): Promise<{ pdf: Buffer; etag: string }> {
  const url = new URL(localePath(tripPath(content.slug), content.locale), getEnv().siteUrl).toString()
  const key = createHash('sha256').update(JSON.stringify({ content, today, url })).digest('base64url').slice(0, 32)
  const etag = `"${key}"`
  const cached = recall(key)
  if (cached) return { pdf: cached, etag }
  let making = inFlight.get(key)
  if (!making) {
    making = render(content, url, today).finally(() => inFlight.delete(key))
    inFlight.set(key, making)
  }
  const pdf = await making
  if (!cache.has(key)) remember(key, pdf)
  return { pdf, etag }
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })

/** "Trip: Kashi Yatra" → a file name of the trip in ASCII, and the exact one for browsers that read it. */
function disposition(slug: string): string {
  const ascii = slug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'trip'
  return `inline; filename="${ascii}-itinerary.pdf"; filename*=UTF-8''${encodeURIComponent(`${slug}-itinerary.pdf`)}`
}

/** The answer to GET or HEAD /trip/<slug>/itinerary.pdf. */
export async function itineraryPdfResponse(
  slug: string,
  request: Request,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  if (!slug || slug.length > MAX_SLUG_LENGTH || /[/\\\u0000-\u001f]|^\.\.?$/.test(slug)) return plain(404, 'Not found')
  const { data: trip, failed } = await getTrip(slug, locale)
  if (failed)
    return plain(503, 'The itinerary cannot be made just now; please try again in a minute.', { 'Retry-After': '60' })
  if (!trip) {
    const renamed = await getTripRedirect(slug)
    if (renamed)
      return new Response(null, { status: 308, headers: { Location: localePath(itineraryPdfPath(renamed), locale) } })
    return plain(404, 'Not found')
  }
  const today = todayInIndia()
  const { pdf, etag } = await itineraryPdf(itineraryOf(trip, today, locale), today)
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': disposition(trip.slug),
    // Shared freely, but asked again each time: a price saved in the editor shows in the next copy.
    'Cache-Control': 'public, no-cache',
    ETag: etag,
    'X-Robots-Tag': 'noindex',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  // HEAD gets the same answer; the server sends its headers without the body.
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, 'Content-Length': String(pdf.length) },
  })
}
