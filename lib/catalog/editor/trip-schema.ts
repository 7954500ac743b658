import * as z from 'zod/mini'
import { CANCELLATION_DAYS_MAX } from '@/lib/catalog/cancellation'
import { todayInIndia } from '@/lib/site/format'

/**
 * The catalogue editor's trip form (docs/product.md §3: every field a visitor sees), shared by
 * the form (zodResolver) and its server action, which parses the same object again. Lists are
 * lists of objects ({ text }) because that is what the form's field arrays edit. Below it, the
 * arguments the trip and picture actions are bound to (`moveTripAction.bind(null, id, 'up')`).
 */

export const SLUG_MAX = 80
/** Lower-case letters and digits in words joined by single hyphens: `char-dham-yatra-2027`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const TRIP_PRICE_MAX = 10_000_000
export const ITINERARY_DAYS_MAX = 60
export const LIST_ITEMS_MAX = 40

/** A trip's address made from its title: accents dropped, anything else between words one hyphen. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .check(z.trim(), z.minLength(1, `Please enter the ${label}`), z.maxLength(max, `Use at most ${max} characters`))

const listItem = (label: string, max: number) => z.object({ text: text(label, max) })

const isoDay = z.iso.date({ error: 'Please choose a real date' })

/** Seats of one departure, at most. */
export const SEATS_MAX = 10_000
/** Boarding cities of one departure, at most. */
export const BOARDING_MAX = 12

/** A price in whole rupees that may be left blank (null): a child's price, a city's own price. */
const optionalRupees = (label: string) =>
  z.nullable(
    z
      .number({ error: `Please enter the ${label} in rupees` })
      .check(
        z.int('Please enter whole rupees'),
        z.minimum(0, 'The price cannot be negative'),
        z.maximum(TRIP_PRICE_MAX, `At most ₹${TRIP_PRICE_MAX.toLocaleString('en-IN')}`),
      ),
  )

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`))

/**
 * A Tamil text beside its English field: optional (blank is "not translated yet": the public page
 * shows the English, marked as English). A list's Tamil is one textarea, one item per line.
 */
const tamil = (max: number) => z._default(optionalText(max), '')

/** A Tamil list written one item per line: its lines, blank ones dropped. */
export function tamilLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** A boarding city of the agency's list (boarding_cities), at its own price per person or (null) the trip's. */
export const boardingSchema = z.object({
  cityId: z
    .string({ error: 'Choose a boarding city' })
    .check(z.minLength(1, 'Choose a boarding city'), z.maxLength(64, 'Choose a boarding city')),
  price: optionalRupees('price from this city'),
})

/** What the owner may set on a departure: '' for none (its status follows the seats alone). */
export const DEPARTURE_STATUSES = ['', 'guaranteed', 'closed'] as const

/**
 * A dated departure as it is sold: its seats (none offered: not counted, "on request"), the
 * owner's status, an early-bird price with its last day, a note for visitors and its boarding
 * cities. A date before today is refused: the site never shows one, and a save would drop it.
 */
export const departureSchema = z
  .object({
    on: isoDay,
    /** Names a group of dates ("Diwali departure"); empty for none. */
    label: z.string().check(z.trim(), z.maxLength(60, 'Use at most 60 characters')),
    labelTa: tamil(60),
    seatsOffered: z.nullable(
      z
        .number({ error: 'Please enter the number of seats' })
        .check(
          z.int('Please enter a whole number of seats'),
          z.minimum(1, 'Offer at least 1 seat, or leave it blank for “on request”'),
          z.maximum(SEATS_MAX, `At most ${SEATS_MAX.toLocaleString('en-IN')} seats`),
        ),
    ),
    seatsTaken: z
      .number({ error: 'Please enter the seats taken' })
      .check(
        z.int('Please enter a whole number of seats'),
        z.minimum(0, 'Seats taken cannot be negative'),
        z.maximum(SEATS_MAX, `At most ${SEATS_MAX.toLocaleString('en-IN')} seats`),
      ),
    status: z.enum(DEPARTURE_STATUSES, { error: 'Choose a status' }),
    earlyBirdPrice: optionalRupees('early-bird price'),
    earlyBirdUntil: z.union([z.literal(''), isoDay]),
    note: optionalText(200),
    noteTa: tamil(200),
    boarding: z.array(boardingSchema).check(z.maxLength(BOARDING_MAX, `At most ${BOARDING_MAX} boarding cities`)),
  })
  .check(
    z.refine((d) => !d.on || d.on >= todayInIndia(), {
      message: 'This date has passed: choose today or a later day',
      path: ['on'],
    }),
    z.refine((d) => d.seatsOffered === null || d.seatsTaken <= d.seatsOffered, {
      message: 'More seats taken than offered',
      path: ['seatsTaken'],
    }),
    z.refine((d) => d.earlyBirdPrice === null || d.earlyBirdUntil !== '', {
      message: 'Choose the last day of the early-bird price',
      path: ['earlyBirdUntil'],
    }),
    z.refine((d) => d.earlyBirdUntil === '' || d.earlyBirdPrice !== null, {
      message: 'Enter the early-bird price, or clear its last day',
      path: ['earlyBirdPrice'],
    }),
    z.refine((d) => !d.earlyBirdUntil || !d.on || d.earlyBirdUntil < d.on, {
      message: 'The early bird ends before the departure day',
      path: ['earlyBirdUntil'],
    }),
    z.superRefine((d, ctx) => {
      const seen = new Set<string>()
      d.boarding.forEach((point, index) => {
        if (point.cityId && seen.has(point.cityId)) {
          ctx.addIssue({ code: 'custom', message: 'This city is listed already', path: ['boarding', index, 'cityId'] })
        }
        seen.add(point.cityId)
      })
    }),
  )

/** A whole number that may be left blank (null), within its bounds. */
const optionalWhole = (label: string, max: number, unit: string) =>
  z._default(
    z.nullable(
      z
        .number({ error: `Please enter the ${label} as a number` })
        .check(
          z.int(`Please enter whole ${unit}`),
          z.minimum(0, `The ${label} cannot be negative`),
          z.maximum(max, `At most ${max} ${unit}`),
        ),
    ),
    null,
  )

/**
 * A row of a trip's own cancellation schedule: when the cancellation is received, and the refund,
 * as visitors read them; beside them, for a booking's refund, the days before departure the row
 * applies from, the percent refunded and whether the administration fee is kept.
 */
export const cancellationRowSchema = z.object({
  when: text('when it applies', 120),
  refund: text('refund', 120),
  whenTa: tamil(120),
  refundTa: tamil(120),
  fromDays: optionalWhole('days before departure', CANCELLATION_DAYS_MAX, 'days'),
  percent: optionalWhole('refund percent', 100, 'percent'),
  lessAdminFee: z._default(z.boolean(), false),
})

const month = z.int().check(z.minimum(1), z.maximum(12))
const optionalDay = z.union([z.literal(''), z.iso.date({ error: 'Please choose a real date' })])

/**
 * A season of recurring departures: weekly on the chosen days (or on any day the travellers
 * choose), all year or from one month to another (October to March wraps the year), with an
 * optional first and last day and a label ("snow special").
 */
export const scheduleSchema = z
  .object({
    kind: z.enum(['weekly', 'any']),
    /** Checkbox values: '0' is Sunday … '6' Saturday. */
    weekdays: z.array(z.string().check(z.regex(/^[0-6]$/))),
    season: z.enum(['always', 'all-year', 'months']),
    from: month,
    to: month,
    startsOn: optionalDay,
    endsOn: optionalDay,
    label: z.string().check(z.trim(), z.maxLength(60, 'Use at most 60 characters')),
    labelTa: tamil(60),
  })
  .check(
    z.refine((s) => s.kind === 'any' || s.weekdays.length > 0, {
      message: 'Choose the days it leaves on',
      path: ['weekdays'],
    }),
    z.refine((s) => !s.startsOn || !s.endsOn || s.startsOn <= s.endsOn, {
      message: 'The last day comes after the first',
      path: ['endsOn'],
    }),
  )

export const itineraryDaySchema = z.object({
  title: text('day’s title', 120),
  activity: z
    .array(listItem('activity', 300))
    .check(z.maxLength(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} activities a day`)),
  titleTa: tamil(120),
  /** The day's activities in Tamil, one per line. */
  activitiesTa: tamil(LIST_ITEMS_MAX * 300),
})

export const tripEditorSchema = z
  .object({
    /** The trip's version when the form was opened; 0 for a new trip. */
    version: z.int().check(z.minimum(0)),
    title: text('title', 120),
    slug: z
      .string({ error: 'Please enter the address' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter the address'),
        z.maxLength(SLUG_MAX, `Use at most ${SLUG_MAX} characters`),
        z.regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, like char-dham-yatra'),
      ),
    categoryId: z
      .string({ error: 'Please choose a category' })
      .check(z.minLength(1, 'Please choose a category'), z.maxLength(64, 'Please choose a category')),
    price: z
      .number({ error: 'Please enter the price in rupees' })
      .check(
        z.int('Please enter whole rupees'),
        z.minimum(0, 'The price cannot be negative'),
        z.maximum(TRIP_PRICE_MAX, `At most ₹${TRIP_PRICE_MAX.toLocaleString('en-IN')}`),
      ),
    duration: text('duration', 60),
    /** Said on the trip when it has no departure dates ("Every Sunday", "On request"). */
    availableDates: z.string().check(z.trim(), z.maxLength(200, 'Use at most 200 characters')),
    location: text('location', 120),
    description: text('overview', 5000),
    titleTa: tamil(120),
    locationTa: tamil(120),
    descriptionTa: tamil(5000),
    /** The lists in Tamil, one item per line. */
    includesTa: tamil(LIST_ITEMS_MAX * 200),
    excludesTa: tamil(LIST_ITEMS_MAX * 200),
    /** The hotels in Tamil, rows like the English ones (stored as trips.ta's `hotels` list). */
    hotelsTa: z._default(
      z.array(listItem('hotel in Tamil', 200)).check(z.maxLength(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} hotels`)),
      [],
    ),
    itinerary: z
      .array(itineraryDaySchema)
      .check(
        z.minLength(1, 'Add at least one day'),
        z.maxLength(ITINERARY_DAYS_MAX, `At most ${ITINERARY_DAYS_MAX} days`),
      ),
    includes: z
      .array(listItem('inclusion', 200))
      .check(z.maxLength(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} inclusions`)),
    /** Optional prices per person beside the adult one (null: not offered); the child's age band as text. */
    childPrice: optionalRupees('child’s price'),
    childAges: optionalText(60),
    seniorPrice: optionalRupees('senior’s price'),
    excludes: z
      .array(listItem('exclusion', 200))
      .check(z.maxLength(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} exclusions`)),
    hotels: z.array(listItem('hotel', 200)).check(z.maxLength(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} hotels`)),
    /** The trip's own cancellation schedule; empty keeps the terms' schedule (CANCELLATION_TERMS). */
    cancellation: z.array(cancellationRowSchema).check(z.maxLength(12, 'At most 12 rows')),
    departures: z.array(departureSchema).check(z.maxLength(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} dates`)),
    schedules: z.array(scheduleSchema).check(z.maxLength(10, 'At most 10 seasons')),
    published: z.boolean(),
  })
  .check(
    z.refine((trip) => new Set(trip.departures.map((d) => d.on)).size === trip.departures.length, {
      message: 'Each departure date once',
      path: ['departures'],
    }),
    // A booking's refund reads the trip's rows only when each has its days and percent.
    z.superRefine((trip, ctx) => {
      const structured = trip.cancellation.filter((row) => row.fromDays !== null || row.percent !== null)
      if (structured.length === 0) return
      const seen = new Set<number>()
      trip.cancellation.forEach((row, index) => {
        if (row.fromDays === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'Give every row its days, or none',
            path: ['cancellation', index, 'fromDays'],
          })
        } else if (seen.has(row.fromDays)) {
          ctx.addIssue({
            code: 'custom',
            message: 'Another row starts on this day',
            path: ['cancellation', index, 'fromDays'],
          })
        } else seen.add(row.fromDays)
        if (row.percent === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'Give every row its refund percent, or none',
            path: ['cancellation', index, 'percent'],
          })
        }
      })
    }),
    z.refine((trip) => trip.childAges === '' || trip.childPrice !== null, {
      message: 'Enter the child’s price, or clear the age band',
      path: ['childPrice'],
    }),
    // The early bird is a saving on the first boarding city's price (the trip's when it names none).
    z.superRefine((trip, ctx) => {
      trip.departures.forEach((d, index) => {
        if (d.earlyBirdPrice === null) return
        const first = d.boarding[0]?.price ?? trip.price
        if (typeof first === 'number' && d.earlyBirdPrice >= first) {
          ctx.addIssue({
            code: 'custom',
            message: `The early-bird price must be below ₹${first.toLocaleString('en-IN')}, the price from ${d.boarding.length > 0 ? 'the first city' : 'the trip'}`,
            path: ['departures', index, 'earlyBirdPrice'],
          })
        }
      })
    }),
  )

/**
 * The editor's sections, each saved on its own (`saveTripSectionAction`), with the form's fields
 * each one holds; every field of tripEditorSchema but `version` is in exactly one. A section's
 * save changes its own fields and keeps the stored value of every other.
 */
export const TRIP_SECTIONS = {
  basics: [
    'title',
    'titleTa',
    'slug',
    'categoryId',
    'price',
    'duration',
    'location',
    'locationTa',
    'description',
    'descriptionTa',
    'published',
  ],
  departures: ['childPrice', 'childAges', 'seniorPrice', 'departures', 'schedules', 'availableDates'],
  itinerary: ['itinerary'],
  inclusions: ['includes', 'includesTa', 'excludes', 'excludesTa'],
  hotels: ['hotels', 'hotelsTa'],
  cancellation: ['cancellation'],
} as const satisfies Record<string, readonly (keyof TripEditorInput)[]>

export type TripSection = keyof typeof TRIP_SECTIONS
export type TripSectionField = (typeof TRIP_SECTIONS)[TripSection][number]

export const tripSectionSchema = z.enum(Object.keys(TRIP_SECTIONS) as [TripSection, ...TripSection[]], {
  error: 'Not a part of the trip',
})

/** The fields of `section` in `values`, with the form's version. */
export function sectionValues(section: TripSection, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(['version', ...TRIP_SECTIONS[section]].map((field) => [field, values[field]]))
}

/**
 * A section's save as sent: an object of the form's version and that section's own fields, nothing
 * else; null for anything other (a field of another section is never taken from a section's save).
 */
export function sectionInput(section: TripSection, input: unknown): Record<string, unknown> | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null
  const allowed = new Set<string>(['version', ...TRIP_SECTIONS[section]])
  return Object.keys(input).every((key) => allowed.has(key)) ? (input as Record<string, unknown>) : null
}

/**
 * A trip's stored values with one section's fields (and the version) taken from `input`: what a
 * section's save checks and stores, in the form and in the action alike.
 */
export function withSection(stored: TripEditorInput, section: TripSection, input: unknown): unknown {
  const given = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  return { ...stored, ...sectionValues(section, given) }
}

/**
 * Tamil rows of a list from what the trip's stored Tamil holds: a list of lines, or (kept
 * tolerantly) one text with an item per line, as the editor once wrote it.
 */
export function tamilRows(stored: unknown): { text: string }[] {
  const lines = Array.isArray(stored)
    ? stored.filter((line): line is string => typeof line === 'string').map((line) => line.trim())
    : typeof stored === 'string'
      ? tamilLines(stored)
      : []
  return lines.filter(Boolean).map((text) => ({ text }))
}

export type ScheduleInput = z.input<typeof scheduleSchema>
export type DepartureInput = z.input<typeof departureSchema>
export type TripEditorInput = z.input<typeof tripEditorSchema>
export type TripEditorValues = z.output<typeof tripEditorSchema>

/** The field errors of a failed parse, by the dotted path the form's fields use (`itinerary.0.title`). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  return fields
}

/** Pictures staff upload: these types, at most this size; the server checks the bytes themselves too. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.avif'].join(',')
export const IMAGE_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or AVIF picture'
export const IMAGE_SIZE_MESSAGE = 'Choose a picture of at most 10 MB'
export const ALT_MAX = 200

/** Why a chosen file cannot be uploaded, from what the browser says of it; null when it may be tried. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE
  if (file.size === 0) return 'This file is empty'
  return null
}

const altText = z.string().check(z.trim(), z.maxLength(ALT_MAX, `Use at most ${ALT_MAX} characters`))

/**
 * A picture's description and its Tamil (either may be blank). A form without the Tamil field at
 * all (not this site's) leaves the Tamil description as it is.
 */
export const imageAltSchema = z.object({ alt: altText, altTa: z.optional(altText) })

/** An id of the embedded store: the seed's and the editor's are 24 hex digits. */
export const catalogIdSchema = z
  .string({ error: 'Not an id of the catalogue' })
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an id of the catalogue'))

export const moveDirectionSchema = z.enum(['up', 'down'], { error: 'Move up or down' })

/** A trip picture's path under /uploads (`trips/<trip>/<name>.webp`): no segment starts with a dot, so never `..`. */
export const picturePathSchema = z
  .string({ error: 'Not a picture of the trip' })
  .check(
    z.maxLength(300, 'Not a picture of the trip'),
    z.regex(/^[A-Za-z0-9_-][\w.-]*(?:\/[A-Za-z0-9_-][\w.-]*)*$/, 'Not a picture of the trip'),
  )

/** Saving a trip's form: the trip, or null for a new one (the form's values go through tripEditorSchema). */
export const tripSaveArgsSchema = z.object({ id: z.nullable(catalogIdSchema) })
export const tripSectionArgsSchema = z.object({ id: catalogIdSchema, section: tripSectionSchema })
export const tripArgsSchema = z.object({ id: catalogIdSchema })
export const tripPublishArgsSchema = z.object({ id: catalogIdSchema, published: z.boolean() })
export const tripMoveArgsSchema = z.object({ id: catalogIdSchema, direction: moveDirectionSchema })
export const pictureUploadArgsSchema = z.object({ tripId: catalogIdSchema })
export const pictureArgsSchema = z.object({ tripId: catalogIdSchema, file: picturePathSchema })
export const pictureMoveArgsSchema = z.object({
  tripId: catalogIdSchema,
  file: picturePathSchema,
  direction: moveDirectionSchema,
})
