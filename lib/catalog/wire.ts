import 'server-only'
import { z } from 'zod'
import {
  FEW_SEATS_LIMITS,
  OWNER_STATUSES,
  type BoardingPoint,
  type DepartureOffer,
} from '@/lib/catalog/departures/offers'
import type {
  DropdownGroup,
  DropdownItem,
  StoredBanner,
  StoredCategoryWithTrips,
  StoredItineraryDay,
  StoredReview,
  StoredTickerItem,
  StoredTripDetail,
  StoredTripSummary,
  StoredVideo,
  TripTamil,
} from '@/lib/catalog/types'

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
/** A list that lines up with another one item for item: anything but text becomes ''. */
const optionalAlignedTextList = z.preprocess(
  (v) => (Array.isArray(v) ? v.map((item) => (typeof item === 'string' ? item.trim() : '')) : undefined),
  z.array(z.string()).optional(),
)
/** A text of an item's Tamil: kept when it is text, dropped (not translated) otherwise. */
const tamilText = z.string().trim().optional().catch(undefined)
const tamilList = z.array(z.string().trim()).optional().catch(undefined)

/**
 * An item's Tamil of these text fields (the embedded provider's addition), each dropped alone when
 * it is not text; not an object, the whole Tamil is dropped: the English stays.
 */
function optionalTamil<K extends string>(...fields: K[]) {
  const shape = Object.fromEntries(fields.map((field) => [field, tamilText])) as Record<K, typeof tamilText>
  return z.object(shape).optional().catch(undefined)
}

const optionalTripRef = z
  .object({
    slug: z.string().trim().min(1),
    title: z.string().trim().min(1),
    ta: optionalTamil('title'),
  })
  .optional()
  .catch(undefined)

const optionalTimestamp = z.iso.datetime({ offset: true }).optional().catch(undefined)
/** ISO days; a malformed one is dropped, the others kept. */
const optionalDayList = z.preprocess(
  (v) =>
    Array.isArray(v) ? v.filter((item) => typeof item === 'string' && z.iso.date().safeParse(item).success) : undefined,
  z.array(z.string()).optional(),
)

const optionalMonthList = z.preprocess(
  (v) =>
    Array.isArray(v) ? v.filter((item) => typeof item === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(item)) : undefined,
  z.array(z.string()).optional(),
)

const nonNegativeWhole = z.coerce.number().int().nonnegative()

/**
 * A text of an item's Tamil, trimmed, when it says something. The wire nests every item's Tamil in
 * its `ta` (docs/product.md §7); the stored departure keeps its words beside the English
 * (`cityTa`, `labelTa`, `noteTa`), as the store and the editor do.
 */
const said = (text: string | undefined) => (text ? text : undefined)

/** A boarding city with its own price, or none for the trip's, and its name in Tamil; a malformed one is dropped. */
const wireBoardingSchema = z
  .object({
    city: z.string().trim().min(1),
    price: nonNegativeWhole.optional().catch(undefined),
    ta: optionalTamil('city'),
  })
  .transform(({ city, price, ta }): BoardingPoint => {
    const cityTa = said(ta?.city)
    return {
      city,
      ...(price !== undefined ? { price } : {}),
      ...(cityTa ? { cityTa } : {}),
    }
  })

/** A dated departure as it is sold (lib/catalog/departures/offers.ts); its optional parts are dropped when malformed. */
const wireDepartureSchema = z
  .object({
    on: z.iso.date(),
    label: optionalText,
    boarding: z.preprocess(
      (v) =>
        Array.isArray(v)
          ? v.flatMap((item) => {
              const parsed = wireBoardingSchema.safeParse(item)
              return parsed.success ? [parsed.data] : []
            })
          : [],
      z.array(z.custom<BoardingPoint>()),
    ),
    seats: z
      .object({ offered: z.coerce.number().int().positive(), taken: nonNegativeWhole })
      .optional()
      .catch(undefined),
    status: z.enum(OWNER_STATUSES).optional().catch(undefined),
    earlyBird: z.object({ price: nonNegativeWhole, until: z.iso.date() }).optional().catch(undefined),
    note: optionalText,
    ta: optionalTamil('label', 'note'),
  })
  .transform(({ on, label, boarding, seats, status, earlyBird, note, ta }): DepartureOffer => {
    const labelTa = said(ta?.label)
    const noteTa = said(ta?.note)
    return {
      on,
      label,
      ...(labelTa ? { labelTa } : {}),
      ...(noteTa ? { noteTa } : {}),
      boarding,
      ...(seats ? { seats } : {}),
      ...(status ? { status } : {}),
      ...(earlyBird ? { earlyBird } : {}),
      ...(note ? { note } : {}),
    }
  })

/** A boarding city as a provider sends it: its Tamil name nested in `ta`. */
export interface WireBoardingPoint {
  city: string
  price?: number
  ta?: { city?: string }
}

/** A dated departure as a provider sends it: its Tamil label and note nested in `ta`. */
export type WireDeparture = Omit<DepartureOffer, 'labelTa' | 'noteTa' | 'boarding' | 'en'> & {
  boarding: WireBoardingPoint[]
  ta?: { label?: string; note?: string }
}

/** A stored departure on the wire (the embedded provider's answer): each Tamil word nested in its `ta`. */
export function toWireDeparture({ labelTa, noteTa, boarding, seats, ...offer }: DepartureOffer): WireDeparture {
  const ta = { ...(labelTa ? { label: labelTa } : {}), ...(noteTa ? { note: noteTa } : {}) }
  return {
    ...offer,
    // The contract's seats: offered and taken (the bookings' among them), not how they were sold.
    ...(seats ? { seats: { offered: seats.offered, taken: seats.taken } } : {}),
    ...(Object.keys(ta).length > 0 ? { ta } : {}),
    boarding: boarding.map(({ city, price, cityTa }) => ({
      city,
      ...(price !== undefined ? { price } : {}),
      ...(cityTa ? { ta: { city: cityTa } } : {}),
    })),
  }
}

/** The departures a provider sells by date; a malformed one is dropped, the others kept. */
const optionalDepartureList = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.flatMap((item) => {
          const parsed = wireDepartureSchema.safeParse(item)
          return parsed.success ? [parsed.data] : []
        })
      : undefined,
  z.array(z.custom<DepartureOffer>()).optional(),
)

const optionalPrice = nonNegativeWhole.optional().catch(undefined)

/** A trip's own cancellation schedule, in the terms' shape; without it, the terms' schedule. */
const optionalCancellation = z
  .array(z.object({ when: z.string().trim().min(1), refund: z.string().trim().min(1) }))
  .min(1)
  .optional()
  .catch(undefined)

/** The Tamil of a trip in a list. */
const optionalSummaryTamil = optionalTamil('title', 'availableDates')

/** The Tamil of a trip's page: every field optional, each dropped alone when malformed. */
const optionalTripTamil = z
  .object({
    title: tamilText,
    availableDates: tamilText,
    location: tamilText,
    description: tamilText,
    itinerary: z
      .array(z.object({ title: tamilText, activities: tamilList }).catch({}))
      .optional()
      .catch(undefined),
    includes: tamilList,
    excludes: tamilList,
    hotels: tamilList,
    cancellation: z
      .array(z.object({ when: tamilText, refund: tamilText }).catch({}))
      .optional()
      .catch(undefined),
    imageAlts: tamilList,
  })
  .optional()
  .catch(undefined) satisfies z.ZodType<TripTamil | undefined>

/** One text's Tamil (a video's title, a review's trip). */
const optionalTitleTamil = optionalTamil('title')

/**
 * Each wire schema maps its item to the stored type of lib/catalog/types.ts in its `.transform()`
 * (annotated, so the compiler holds the two together); the wire types are the schemas' inputs.
 * Optional fields are left out, not set to undefined, when the wire has none.
 */
const wireTripFields = z.object({
  _id: id,
  slug: z.string().trim().min(1),
  title: z.string().trim().min(1),
  /** File names under the uploads path; the first is the card image. */
  images: stringList,
  /** Price per person in Indian rupees. */
  price: z.coerce.number().nonnegative(),
  /** The departures as the visitor reads them ("12 Dec 2026, 16 Jan 2027", "Every Saturday, Oct–Mar", "Opens May 2027"). */
  availableDates: optionalText,
  duration: optionalText,
  /** The next departure still ahead (YYYY-MM-DD), when the catalogue keeps departures as dates. */
  nextDeparture: optionalIsoDay,
  /** When the trip last changed (ISO date-time), for the sitemap's lastModified. */
  updatedAt: optionalTimestamp,
  /** The months (YYYY-MM) from this one on with a departure ahead, for the month filter; without it, none is known. */
  departureMonths: optionalMonthList,
  /** The dated departures ahead with their seats, boarding cities and prices; without them, today's page. */
  departures: optionalDepartureList,
  /** "n seats left" from this many seats down (the owner's setting); without it, FEW_SEATS_DEFAULT. */
  fewSeatsAt: z.coerce.number().int().min(FEW_SEATS_LIMITS.min).max(FEW_SEATS_LIMITS.max).optional().catch(undefined),
  /** The trip's Tamil, where the provider has it. */
  ta: optionalSummaryTamil,
})

/** A trip's summary in the app's shape, from its parsed wire fields (a detail's too). */
const toTripSummary = ({
  _id,
  slug,
  title,
  images,
  price,
  availableDates,
  duration,
  nextDeparture,
  updatedAt,
  departureMonths,
  departures,
  fewSeatsAt,
  ta,
}: z.output<typeof wireTripFields>): StoredTripSummary => ({
  id: _id,
  slug,
  title,
  images,
  price,
  availableDates,
  duration,
  ...(nextDeparture ? { nextDeparture } : {}),
  ...(updatedAt ? { updatedAt } : {}),
  ...(departureMonths ? { departureMonths } : {}),
  ...(departures?.length ? { departures } : {}),
  ...(fewSeatsAt ? { fewSeatsAt } : {}),
  ...(ta ? { ta: ta as TripTamil } : {}),
})

export const wireTripSchema = wireTripFields.transform(toTripSummary)

export const wireItineraryDaySchema = z
  .object({
    day: text,
    title: optionalText,
    activity: stringList,
  })
  .transform(({ activity, ...day }): StoredItineraryDay => ({
    ...day,
    activities: activity,
  }))

/** A list whose items are parsed one by one by the caller, so a malformed one is dropped, not fatal. */
const itemList = z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown()))

export const wireTripDetailSchema = wireTripFields.extend({
  description: optionalText,
  location: optionalText,
  itinerary: itemList,
  includes: stringList,
  excludes: optionalStringList,
  hotels: optionalStringList,
  /** Each picture described, in the order of `images` ('' for none); the embedded provider's addition. */
  imageAlts: optionalAlignedTextList,
  /** Optional prices per person beside the adult `price`, and the ages a child's price is for ("5 to 11 years"). */
  childPrice: optionalPrice,
  childAges: optionalText.optional(),
  seniorPrice: optionalPrice,
  cancellation: optionalCancellation,
  /** The coming dates of the trip's seasons a visitor can choose, "on request" (seasonDates); the embedded provider's addition. */
  seasonDates: optionalDayList,
  ta: optionalTripTamil,
})

export const wireCategoryWithTripsSchema = z.object({
  category: z.string().trim().min(1),
  trips: itemList,
})

export const wireDropdownGroupSchema = z.object({
  category: z.string().trim().min(1),
  dropdown: itemList,
  ta: optionalTamil('category'),
})

export const wireDropdownItemSchema = z.object({
  label: z.string().trim().min(1),
  value: z.string().trim().min(1),
  ta: optionalTamil('label'),
}) satisfies z.ZodType<DropdownItem>

export const wireTickerSchema = z
  .object({
    _id: id,
    slug: z.string().trim().min(1),
    title: z.string().trim().min(1),
    availableDates: optionalText,
    duration: optionalText,
    ta: optionalSummaryTamil,
  })
  .transform(({ _id, ta, ...item }): StoredTickerItem => ({
    id: _id,
    ...item,
    ...(ta ? { ta } : {}),
  }))

export const wireBannerSchema = z
  .object({
    _id: id,
    image: z.string().trim().min(1),
    tag: optionalText,
    title: optionalText,
    subtitle: optionalText,
    buttonText: optionalText,
    buttonUrl: optionalText,
    ta: optionalTamil('tag', 'title', 'subtitle', 'buttonText'),
  })
  .transform(({ _id, ta, ...banner }): StoredBanner => ({
    id: _id,
    ...banner,
    ...(ta ? { ta } : {}),
  }))

export const wireReviewSchema = z
  .object({
    _id: id,
    name: z.string().trim().min(1),
    Rating: z.coerce.number().transform((n) => Math.min(5, Math.max(0, Math.round(n)))),
    description: z.string().trim().min(1),
    trip: optionalTripRef,
    travelledOn: optionalMonth,
  })
  .transform(({ _id, Rating, trip, travelledOn, ...review }): StoredReview => ({
    id: _id,
    ...review,
    rating: Rating,
    ...(trip ? { trip } : {}),
    ...(travelledOn ? { travelledOn } : {}),
  }))

export const wireVideoSchema = z
  .object({
    _id: id,
    videoId: z
      .string()
      .trim()
      .regex(/^[\w-]{6,20}$/),
    thumbnail: optionalText,
    title: optionalText,
    /** The day the video was published (YYYY-MM-DD), where known: VideoObject.uploadDate. */
    uploadDate: optionalIsoDay,
    ta: optionalTitleTamil,
  })
  .transform(({ _id, uploadDate, ta, ...video }): StoredVideo => ({
    id: _id,
    ...video,
    ...(uploadDate ? { uploadDate } : {}),
    ...(ta ? { ta } : {}),
  }))

/** What a provider sends: the schemas' inputs (the embedded store answers these). */
/** A trip as a provider sends it; its departures typed here (the schema reads them one by one, as unknown). */
export type WireTrip = Omit<z.input<typeof wireTripSchema>, 'departures'> & { departures?: WireDeparture[] }
export type WireItineraryDay = z.input<typeof wireItineraryDaySchema>
export type WireTripDetail = WireTrip &
  Omit<z.input<typeof wireTripDetailSchema>, keyof WireTrip | 'itinerary'> & { itinerary: WireItineraryDay[] }
export type WireCategoryWithTrips = { category: string; trips: WireTrip[] }
export type WireDropdownItem = z.input<typeof wireDropdownItemSchema>
export type WireDropdownGroup = { category: string; dropdown: WireDropdownItem[]; ta?: { category?: string } }
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

export function parseTrips(body: unknown, resource: string, log?: Logger): StoredTripSummary[] {
  return parseList(body, wireTripSchema, resource, log)
}

export function parseTripDetail(body: unknown, log?: Logger): StoredTripDetail | null {
  const raw = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
  if (raw == null) return null
  const result = wireTripDetailSchema.safeParse(raw)
  if (!result.success) throw new ContractError(`trip detail: ${z.prettifyError(result.error)}`)
  const { description, location, itinerary, includes, excludes, hotels, imageAlts } = result.data
  const { childPrice, childAges, seniorPrice, cancellation, seasonDates, ta } = result.data
  return {
    ...toTripSummary(result.data),
    description,
    location,
    itinerary: parseItems(itinerary, wireItineraryDaySchema, 'trip detail itinerary', log),
    includes,
    ...(excludes?.length ? { excludes } : {}),
    ...(hotels?.length ? { hotels } : {}),
    ...(imageAlts?.some(Boolean) ? { imageAlts } : {}),
    ...(childPrice !== undefined ? { childPrice, ...(childAges ? { childAges } : {}) } : {}),
    ...(seniorPrice !== undefined ? { seniorPrice } : {}),
    ...(cancellation ? { cancellation } : {}),
    ...(seasonDates?.length ? { seasonDates } : {}),
    ...(ta ? { ta } : {}),
  }
}

export function parseCategoriesWithTrips(body: unknown, log?: Logger): StoredCategoryWithTrips[] {
  return parseList(body, wireCategoryWithTripsSchema, 'categories with trips', log).map((c) => ({
    category: c.category,
    trips: parseItems(c.trips, wireTripSchema, `category ${c.category} trips`, log),
  }))
}

export function parseDropdown(body: unknown, log?: Logger): DropdownGroup[] {
  return parseList(body, wireDropdownGroupSchema, 'dropdown', log).map((g) => ({
    category: g.category,
    ...(g.ta ? { ta: g.ta } : {}),
    items: parseItems(g.dropdown, wireDropdownItemSchema, `dropdown ${g.category}`, log),
  }))
}

export function parseTicker(body: unknown, log?: Logger): StoredTickerItem[] {
  return parseList(body, wireTickerSchema, 'pilgrimage ticker', log)
}

export function parseBanners(body: unknown, log?: Logger): StoredBanner[] {
  return parseList(body, wireBannerSchema, 'banners', log)
}

export function parseReviews(body: unknown, log?: Logger): StoredReview[] {
  return parseList(body, wireReviewSchema, 'reviews', log)
}

export function parseVideos(body: unknown, log?: Logger): StoredVideo[] {
  return parseList(body, wireVideoSchema, 'videos', log)
}
