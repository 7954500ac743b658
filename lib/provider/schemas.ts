import 'server-only'
import { z } from 'zod'
import type {
  Banner,
  CategoryWithTrips,
  DropdownGroup,
  Review,
  TickerItem,
  TripDetail,
  TripSummary,
  Video,
} from '@/lib/types'

/**
 * Wire schemas of the provider contract (docs/product.md §3, §7) and their mappers to app types.
 * Parsing is tolerant: numbers may arrive as strings, optional texts may be missing,
 * and a malformed item in a list is dropped (and logged) instead of failing the page.
 */

const text = z.coerce.string().trim()
const optionalText = z.preprocess((v) => (v == null ? '' : v), z.coerce.string().trim())
const id = z.union([z.string().min(1), z.number()]).transform(String)
const stringList = z.preprocess(
  (v) => (Array.isArray(v) ? v.filter((item) => typeof item === 'string' && item.trim() !== '') : []),
  z.array(z.string()),
)

/**
 * Optional fields beyond the spec's shapes (an upstream that does not send them still parses):
 * a value that is present but malformed is dropped, never the whole item.
 */
const optionalIsoDay = z.iso.date().optional().catch(undefined)
const optionalMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined)
const optionalStringList = z.preprocess(
  (v) => (Array.isArray(v) ? v.filter((item) => typeof item === 'string' && item.trim() !== '') : undefined),
  z.array(z.string()).optional(),
)
const optionalTripRef = z
  .object({ slug: z.string().trim().min(1), title: z.string().trim().min(1) })
  .optional()
  .catch(undefined)

export const wireTripSchema = z.object({
  _id: id,
  slug: z.string().trim().min(1),
  title: z.string().trim().min(1),
  images: stringList,
  price: z.coerce.number().nonnegative(),
  availableDates: optionalText,
  duration: optionalText,
  nextDeparture: optionalIsoDay,
})

export const wireItineraryDaySchema = z.object({
  day: text,
  title: optionalText,
  activity: stringList,
})

export const wireTripDetailSchema = wireTripSchema.extend({
  description: optionalText,
  location: optionalText,
  itinerary: z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown())),
  includes: stringList,
  excludes: optionalStringList,
  hotels: optionalStringList,
})

export const wireCategoryWithTripsSchema = z.object({
  category: z.string().trim().min(1),
  trips: z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown())),
})

export const wireDropdownGroupSchema = z.object({
  category: z.string().trim().min(1),
  dropdown: z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown())),
})

export const wireDropdownItemSchema = z.object({
  label: z.string().trim().min(1),
  value: z.string().trim().min(1),
})

export const wireTickerSchema = z.object({
  _id: id,
  slug: z.string().trim().min(1),
  title: z.string().trim().min(1),
  availableDates: optionalText,
  duration: optionalText,
})

export const wireBannerSchema = z.object({
  _id: id,
  image: z.string().trim().min(1),
  tag: optionalText,
  title: optionalText,
  subtitle: optionalText,
  buttonText: optionalText,
  buttonUrl: optionalText,
})

export const wireReviewSchema = z.object({
  _id: id,
  name: z.string().trim().min(1),
  Rating: z.coerce.number().transform((n) => Math.min(5, Math.max(0, Math.round(n)))),
  description: z.string().trim().min(1),
  trip: optionalTripRef,
  travelledOn: optionalMonth,
})

export const wireVideoSchema = z.object({
  _id: id,
  videoId: z
    .string()
    .trim()
    .regex(/^[\w-]{6,20}$/),
  thumbnail: optionalText,
  title: optionalText,
})

export type WireTrip = z.input<typeof wireTripSchema>
export type WireTripDetail = Omit<WireTrip, never> & {
  description: string
  location: string
  itinerary: { day: string | number; title: string; activity: string[] }[]
  includes: string[]
  excludes?: string[]
  hotels?: string[]
}
export type WireCategoryWithTrips = { category: string; trips: WireTrip[] }
export type WireDropdownGroup = { category: string; dropdown: { label: string; value: string }[] }
export type WireTicker = z.input<typeof wireTickerSchema>
export type WireBanner = z.input<typeof wireBannerSchema>
export type WireReview = z.input<typeof wireReviewSchema>
export type WireVideo = z.input<typeof wireVideoSchema>

/** Thrown when an answer is not the expected JSON shape at all. */
export class ContractError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContractError'
  }
}

type Logger = (message: string) => void
const defaultLogger: Logger = (message) => console.warn(message)

/** Accepts `{data: [...]}` or a bare array; anything else is a contract failure. */
export function unwrapList(body: unknown, resource: string): unknown[] {
  if (Array.isArray(body)) return body
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: unknown[] }).data
  }
  throw new ContractError(`${resource}: expected a list or {data: [...]}`)
}

/** Parses each item on its own; malformed items are dropped and logged. */
export function parseItems<S extends z.ZodType>(
  items: unknown[],
  schema: S,
  resource: string,
  log: Logger = defaultLogger,
): z.output<S>[] {
  const parsed: z.output<S>[] = []
  items.forEach((item, index) => {
    const result = schema.safeParse(item)
    if (result.success) parsed.push(result.data)
    else
      log(
        `[provider] ${resource}: dropped malformed item ${index}: ${z.prettifyError(result.error).replace(/\n/g, '; ')}`,
      )
  })
  return parsed
}

export function parseList<S extends z.ZodType>(
  body: unknown,
  schema: S,
  resource: string,
  log?: Logger,
): z.output<S>[] {
  return parseItems(unwrapList(body, resource), schema, resource, log)
}

export const toTripSummary = (t: z.output<typeof wireTripSchema>): TripSummary => ({
  id: t._id,
  slug: t.slug,
  title: t.title,
  images: t.images,
  price: t.price,
  availableDates: t.availableDates,
  duration: t.duration,
  ...(t.nextDeparture ? { nextDeparture: t.nextDeparture } : {}),
})

export function parseTrips(body: unknown, resource: string, log?: Logger): TripSummary[] {
  return parseList(body, wireTripSchema, resource, log).map(toTripSummary)
}

export function parseTripDetail(body: unknown, log?: Logger): TripDetail | null {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
  if (raw == null) return null
  const result = wireTripDetailSchema.safeParse(raw)
  if (!result.success) throw new ContractError(`trip detail: ${z.prettifyError(result.error)}`)
  const t = result.data
  return {
    ...toTripSummary(t),
    description: t.description,
    location: t.location,
    itinerary: parseItems(t.itinerary, wireItineraryDaySchema, 'trip detail itinerary', log).map((d) => ({
      day: d.day,
      title: d.title,
      activities: d.activity,
    })),
    includes: t.includes,
    ...(t.excludes?.length ? { excludes: t.excludes } : {}),
    ...(t.hotels?.length ? { hotels: t.hotels } : {}),
  }
}

export function parseCategoriesWithTrips(body: unknown, log?: Logger): CategoryWithTrips[] {
  return parseList(body, wireCategoryWithTripsSchema, 'categories with trips', log).map((c) => ({
    category: c.category,
    trips: parseItems(c.trips, wireTripSchema, `category ${c.category} trips`, log).map(toTripSummary),
  }))
}

export function parseDropdown(body: unknown, log?: Logger): DropdownGroup[] {
  return parseList(body, wireDropdownGroupSchema, 'dropdown', log).map((g) => ({
    category: g.category,
    items: parseItems(g.dropdown, wireDropdownItemSchema, `dropdown ${g.category}`, log),
  }))
}

export function parseTicker(body: unknown, log?: Logger): TickerItem[] {
  return parseList(body, wireTickerSchema, 'pilgrimage ticker', log).map((t) => ({
    id: t._id,
    slug: t.slug,
    title: t.title,
    availableDates: t.availableDates,
    duration: t.duration,
  }))
}

export function parseBanners(body: unknown, log?: Logger): Banner[] {
  return parseList(body, wireBannerSchema, 'banners', log).map((b) => ({
    id: b._id,
    image: b.image,
    tag: b.tag,
    title: b.title,
    subtitle: b.subtitle,
    buttonText: b.buttonText,
    buttonUrl: b.buttonUrl,
  }))
}

export function parseReviews(body: unknown, log?: Logger): Review[] {
  return parseList(body, wireReviewSchema, 'reviews', log).map((r) => ({
    id: r._id,
    name: r.name,
    rating: r.Rating,
    description: r.description,
    ...(r.trip ? { trip: r.trip } : {}),
    ...(r.travelledOn ? { travelledOn: r.travelledOn } : {}),
  }))
}

export function parseVideos(body: unknown, log?: Logger): Video[] {
  return parseList(body, wireVideoSchema, 'videos', log).map((v) => ({
    id: v._id,
    videoId: v.videoId,
    thumbnail: v.thumbnail,
    title: v.title,
  }))
}
