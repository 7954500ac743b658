import 'server-only'
import { randomBytes } from 'node:crypto'
import { audit, Refusal, type Staff } from '@/lib/staff'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { departuresText, encodeMonths, isEmptyPlan, type Schedule } from '@/lib/catalog/departures/schedule'
import * as repository from '@/lib/catalog/embedded/trips'
import { writeTransaction, type Db } from '@/lib/platform/db'
import { formatDay, todayInIndia } from '@/lib/site/format'
import type { DepartureOffer } from '@/lib/catalog/departures/offers'
import type { TripTamil } from '@/lib/catalog/types'
import { storedCancellationRows } from '@/lib/catalog/cancellation'
import {
  slugify,
  SLUG_MAX,
  tamilLines,
  tamilRows,
  type DepartureInput,
  type ScheduleInput,
  type TripEditorInput,
  type TripEditorValues,
} from '@/lib/catalog/editor/trip-schema'

/**
 * The catalogue editor's data layer (embedded provider only): every trip, hidden ones too, as
 * the back office lists and edits them, and the changes staff make. A save names the version
 * its form was opened at and is refused when the trip has moved on since (StaleEdit); a new
 * slug leaves the old one answering 308 (trip_slug_redirects); every change is in the audit log.
 */

export class CatalogEditError extends Refusal {}

/** A save made from a form opened before someone else's save. */
export class StaleEdit extends CatalogEditError {
  constructor() {
    super(
      'This trip was changed by someone else after you opened it. Your changes are not saved: reload the page to see the trip as it is now, then make them again.',
    )
  }
}

export interface EditorTripRow {
  id: string
  title: string
  /** What the trip's page still shows in English on its Tamil page; empty when nothing. */
  tamilGaps: TamilGap[]
  slug: string
  price: number
  published: boolean
  image: string | null
  updatedAt: string | null
}

export interface EditorCategory {
  id: string
  name: string
  trips: EditorTripRow[]
}

/** Every category with every trip, hidden ones too, in the order the public pages list them. */
export async function listEditorCatalog(): Promise<EditorCategory[]> {
  const db = await getCatalogDb()
  const [categories, trips, cover, days, includes, excludes, hotels, pictures] = await Promise.all([
    repository.listCategories(db),
    repository.listAllTrips(db),
    repository.readCoverFiles(db),
    repository.countTripRows(db, 'itinerary_days'),
    repository.countTripRows(db, 'trip_includes'),
    repository.countTripRows(db, 'trip_excludes'),
    repository.countTripRows(db, 'trip_hotels'),
    repository.countPicturesWithoutTamil(db),
  ])
  const counts = (id: string) => ({
    days: days.get(id) ?? 0,
    includes: includes.get(id) ?? 0,
    excludes: excludes.get(id) ?? 0,
    hotels: hotels.get(id) ?? 0,
    picturesWithoutTamil: pictures.get(id) ?? 0,
  })
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    trips: trips
      .filter((trip) => trip.category_id === category.id)
      .map((trip) => ({
        id: trip.id,
        title: trip.title,
        tamilGaps: tamilGaps(repository.readTripTamil(trip.ta), counts(trip.id)),
        slug: trip.slug,
        price: trip.price,
        published: trip.published === 1,
        image: cover.get(trip.id) ?? null,
        updatedAt: trip.updated_at,
      })),
  }))
}

/** A part of a trip's page without its Tamil, as the editor's list names it. */
export type TamilGap =
  'title' | 'location' | 'overview' | 'itinerary' | 'inclusions' | 'exclusions' | 'hotels' | 'pictures'

/**
 * What a trip's Tamil page still shows in English: each text without its Tamil, an itinerary with
 * a day untitled in Tamil, a list the English has and the Tamil not, a picture described in English
 * only. The editor's list says so.
 */
export function tamilGaps(
  ta: TripTamil | undefined,
  english: { days: number; includes: number; excludes: number; hotels: number; picturesWithoutTamil?: number },
): TamilGap[] {
  const gaps: TamilGap[] = []
  if (!ta?.title) gaps.push('title')
  if (!ta?.location) gaps.push('location')
  if (!ta?.description) gaps.push('overview')
  const titled = (ta?.itinerary ?? []).slice(0, english.days).filter((day) => day.title).length
  if (titled < english.days) gaps.push('itinerary')
  if (english.includes > 0 && !ta?.includes?.length) gaps.push('inclusions')
  if (english.excludes > 0 && !ta?.excludes?.length) gaps.push('exclusions')
  if (english.hotels > 0 && !ta?.hotels?.length) gaps.push('hotels')
  if ((english.picturesWithoutTamil ?? 0) > 0) gaps.push('pictures')
  return gaps
}

export async function listCategories(): Promise<{ id: string; name: string }[]> {
  return repository.listCategories(await getCatalogDb())
}

export interface BoardingCity {
  id: string
  name: string
}

/** The agency's boarding cities a departure may board at, in its order. */
export async function listBoardingCities(): Promise<BoardingCity[]> {
  return repository.listBoardingCities(await getCatalogDb())
}

export interface EditorTrip {
  id: string
  slug: string
  values: TripEditorInput
  /** The trip's departures as its page words them today ("Every Sunday, Apr–Oct; 12 Dec 2026"); '' when it has none. */
  departuresNow: string
  updatedAt: string | null
}

/**
 * A trip's stored values as its form has them. Departures that have passed are left out: the
 * form never shows them, and a save drops them.
 */
async function readTripValues(db: Db, id: string, today: string) {
  const trip = await repository.findTrip(db, id)
  if (!trip) return null
  const [itinerary, includes, excludes, hotels, plans, cities] = await Promise.all([
    repository.readItinerary(db, id),
    repository.readTexts(db, 'trip_includes', id),
    repository.readTexts(db, 'trip_excludes', id),
    repository.readTexts(db, 'trip_hotels', id),
    repository.readPlans(db, [id], today),
    repository.listBoardingCities(db),
  ])
  const cityIds = new Map(cities.map((city) => [city.name, city.id]))
  const plan: repository.SoldPlan = {
    ...(plans.get(id) ?? { dates: [], schedules: [] }),
    seasonOpensMonth: trip.season_opens_month,
  }
  const offers: DepartureOffer[] = plan.dates
  const ta = repository.readTripTamil(trip.ta)
  const cancellation = storedCancellationRows(trip.cancellation)
  const values: TripEditorInput = {
    version: trip.version,
    title: trip.title,
    slug: trip.slug,
    categoryId: trip.category_id,
    price: trip.price,
    duration: trip.duration,
    availableDates: trip.available_dates,
    location: trip.location,
    description: trip.description,
    titleTa: ta?.title ?? '',
    locationTa: ta?.location ?? '',
    descriptionTa: ta?.description ?? '',
    includesTa: (ta?.includes ?? []).join('\n'),
    excludesTa: (ta?.excludes ?? []).join('\n'),
    hotelsTa: tamilRows(ta?.hotels),
    itinerary: itinerary.map((day, i) => ({
      title: day.title,
      activity: day.activity.map((text) => ({ text })),
      titleTa: ta?.itinerary?.[i]?.title ?? '',
      activitiesTa: (ta?.itinerary?.[i]?.activities ?? []).join('\n'),
    })),
    includes: includes.map((text) => ({ text })),
    childPrice: trip.child_price,
    childAges: trip.child_ages,
    seniorPrice: trip.senior_price,
    excludes: excludes.map((text) => ({ text })),
    hotels: hotels.map((text) => ({ text })),
    cancellation: cancellation.map((row, i) => ({
      when: row.when,
      refund: row.refund,
      fromDays: row.fromDays ?? null,
      percent: row.percent ?? null,
      lessAdminFee: row.lessAdminFee ?? false,
      whenTa: ta?.cancellation?.[i]?.when ?? '',
      refundTa: ta?.cancellation?.[i]?.refund ?? '',
    })),
    departures: offers.map((offer) => departureToForm(offer, cityIds)),
    schedules: plan.schedules.map(scheduleToForm),
    published: trip.published === 1,
  }
  return { trip, values, plan }
}

/** A stored departure as the form edits it: blank for what it does not say, its cities by id. */
function departureToForm(offer: DepartureOffer, cityIds: Map<string, string>): DepartureInput {
  return {
    on: offer.on,
    label: offer.label,
    labelTa: offer.labelTa ?? '',
    seatsOffered: offer.seats?.offered ?? null,
    // The owner's own count: the bookings' seats are not the form's to change.
    seatsTaken: (offer.seats?.taken ?? 0) - (offer.seats?.booked ?? 0),
    status: offer.status ?? '',
    earlyBirdPrice: offer.earlyBird?.price ?? null,
    earlyBirdUntil: offer.earlyBird?.until ?? '',
    note: offer.note ?? '',
    noteTa: offer.noteTa ?? '',
    boarding: offer.boarding.flatMap((point) => {
      const cityId = cityIds.get(point.city)
      return cityId ? [{ cityId, price: point.price ?? null }] : []
    }),
  }
}

/**
 * A stored season as the form edits it. The form keeps one run of months; the catalogue's own
 * seasons have one each (a second run would be dropped by a save).
 */
function scheduleToForm(schedule: Schedule): ScheduleInput {
  const range = Array.isArray(schedule.months) ? schedule.months[0] : undefined
  return {
    kind: schedule.kind,
    weekdays: schedule.weekdays.map(String),
    season: schedule.months === null ? 'always' : schedule.months === 'all' ? 'all-year' : 'months',
    from: range?.[0] ?? 10,
    to: range?.[1] ?? 3,
    startsOn: schedule.startsOn ?? '',
    endsOn: schedule.endsOn ?? '',
    label: schedule.label,
    labelTa: schedule.labelTa ?? '',
  }
}

function scheduleRow(position: number, s: TripEditorValues['schedules'][number]) {
  const months: Schedule['months'] = s.season === 'always' ? null : s.season === 'all-year' ? 'all' : [[s.from, s.to]]
  return {
    position,
    kind: s.kind,
    weekdays: s.kind === 'weekly' ? s.weekdays.join(',') : '',
    months: encodeMonths(months),
    starts_on: s.startsOn || null,
    ends_on: s.endsOn || null,
    label: s.label,
    label_ta: s.labelTa,
  }
}

/** A trip as its editing form opens it; null for an unknown id. */
export async function getEditorTrip(id: string): Promise<EditorTrip | null> {
  const db = await getCatalogDb()
  const today = todayInIndia()
  const stored = await readTripValues(db, id, today)
  if (!stored) return null
  return {
    id,
    slug: stored.trip.slug,
    departuresNow: isEmptyPlan(stored.plan) ? '' : departuresText(stored.plan, today),
    updatedAt: stored.trip.updated_at,
    values: stored.values,
  }
}

/** The values a new trip's form opens with. */
export function blankTrip(categoryId: string): TripEditorInput {
  return {
    version: 0,
    title: '',
    slug: '',
    categoryId,
    price: 0,
    duration: '',
    availableDates: '',
    location: '',
    description: '',
    itinerary: [{ title: '', activity: [{ text: '' }] }],
    includes: [],
    childPrice: null,
    childAges: '',
    seniorPrice: null,
    excludes: [],
    hotels: [],
    cancellation: [],
    departures: [],
    schedules: [],
    published: false,
  }
}

const newTripId = () => randomBytes(12).toString('hex')

/** Refuses a slug another trip has, now or before a rename; a trip may take back one of its own old slugs. */
async function assertSlugFree(db: Db, slug: string, tripId: string | null): Promise<void> {
  if (await repository.slugTakenByAnother(db, slug, tripId)) {
    throw new CatalogEditError('Another trip has (or had) this address; choose another one', 'slug')
  }
}

async function assertCategory(db: Db, categoryId: string): Promise<void> {
  if (!(await repository.categoryExists(db, categoryId)))
    throw new CatalogEditError('Please choose a category', 'categoryId')
}

/** Refuses a boarding city the agency's list does not have (removed since the form was opened). */
async function assertBoardingCities(db: Db, departures: TripEditorValues['departures']): Promise<void> {
  const known = new Set((await repository.listBoardingCities(db)).map((city) => city.id))
  departures.forEach((departure, index) =>
    departure.boarding.forEach((point, position) => {
      if (!known.has(point.cityId)) {
        throw new CatalogEditError(
          'This boarding city is not on the agency’s list any more: choose another one',
          `departures.${index}.boarding.${position}.cityId`,
        )
      }
    }),
  )
}

/**
 * Refuses a save that would drop a departure ahead that bookings hold seats on, sell it on request,
 * or offer fewer seats than the owner's and the bookings' together.
 */
async function assertBookingsKept(db: Db, tripId: string, departures: TripEditorValues['departures']): Promise<void> {
  const today = todayInIndia()
  for (const [day, booked] of await repository.readBookedSeats(db, tripId)) {
    if (day < today) continue
    const index = departures.findIndex((d) => d.on === day)
    const seats = `${booked} ${booked === 1 ? 'seat is' : 'seats are'} booked on ${formatDay(day)}`
    if (index < 0) throw new CatalogEditError(`${seats}: cancel those bookings before removing the departure`)
    const departure = departures[index]!
    if (departure.seatsOffered === null || departure.seatsTaken + booked > departure.seatsOffered) {
      throw new CatalogEditError(
        `${seats}: offer at least ${departure.seatsTaken + booked} seats`,
        `departures.${index}.seatsOffered`,
      )
    }
  }
}

/** The trip's lists (itinerary, inclusions, dates, seasons) as rows, in the form's order. */
function tripLists(values: TripEditorValues): repository.TripLists {
  return {
    days: values.itinerary.map((day, position) => ({ position, day: String(position + 1), title: day.title })),
    activities: values.itinerary.flatMap((day, dayPosition) =>
      day.activity.map((a, position) => ({ day_position: dayPosition, position, text: a.text })),
    ),
    includes: values.includes.map((item, position) => ({ position, text: item.text })),
    excludes: values.excludes.map((item, position) => ({ position, text: item.text })),
    hotels: values.hotels.map((item, position) => ({ position, text: item.text })),
    departures: values.departures.map((d) => ({
      departs_on: d.on,
      label: d.label,
      seats_offered: d.seatsOffered,
      // Seats not counted ("on request") have none taken.
      seats_taken: d.seatsOffered === null ? 0 : d.seatsTaken,
      status: d.status || null,
      early_bird_price: d.earlyBirdPrice,
      early_bird_until: d.earlyBirdPrice === null ? null : d.earlyBirdUntil || null,
      note: d.note,
      label_ta: d.labelTa,
      note_ta: d.noteTa,
    })),
    boarding: values.departures.flatMap((d) =>
      d.boarding.map((point, position) => ({
        departs_on: d.on,
        position,
        city_id: point.cityId,
        price: point.price,
      })),
    ),
    schedules: values.schedules.map((schedule, position) => scheduleRow(position, schedule)),
  }
}

/**
 * The trip's Tamil as trips.ta keeps it (TripTamil), from the form's Tamil fields; null when none
 * is written. Days and cancellation rows line up with the English ones by position.
 */
export function tripTamilOf(values: TripEditorValues): string | null {
  const lines = (text: string) => tamilLines(text)
  const itinerary = values.itinerary.map((day) => ({ title: day.titleTa, activities: lines(day.activitiesTa) }))
  const cancellation = values.cancellation.map((row) => ({ when: row.whenTa, refund: row.refundTa }))
  const ta: TripTamil = {
    ...(values.titleTa ? { title: values.titleTa } : {}),
    ...(values.locationTa ? { location: values.locationTa } : {}),
    ...(values.descriptionTa ? { description: values.descriptionTa } : {}),
    ...(itinerary.some((day) => day.title || day.activities.length) ? { itinerary } : {}),
    ...(lines(values.includesTa).length ? { includes: lines(values.includesTa) } : {}),
    ...(lines(values.excludesTa).length ? { excludes: lines(values.excludesTa) } : {}),
    ...(values.hotelsTa.length ? { hotels: values.hotelsTa.map((row) => row.text) } : {}),
    ...(cancellation.some((row) => row.when || row.refund) ? { cancellation } : {}),
  }
  return Object.keys(ta).length > 0 ? JSON.stringify(ta) : null
}

const SCALARS = [
  'title',
  'slug',
  'categoryId',
  'price',
  'duration',
  'availableDates',
  'location',
  'description',
  'titleTa',
  'locationTa',
  'descriptionTa',
  'childPrice',
  'childAges',
  'seniorPrice',
  'published',
] as const
const LISTS = [
  'itinerary',
  'includes',
  'excludes',
  'hotels',
  'includesTa',
  'excludesTa',
  'hotelsTa',
  'cancellation',
  'departures',
  'schedules',
] as const

/** What a save changed, for the audit log: each scalar field's before and after, and which lists changed. */
export function tripChanges(before: TripEditorInput, after: TripEditorValues) {
  const fields: Record<string, [unknown, unknown]> = {}
  for (const key of SCALARS) {
    if (before[key] !== after[key]) {
      fields[key] = key === 'description' || key === 'descriptionTa' ? ['…', '…'] : [before[key], after[key]]
    }
  }
  const lists = LISTS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return { fields, lists }
}

export interface SavedTrip {
  id: string
  slug: string
  /** The slug the trip had before this save, when it changed. */
  previousSlug?: string
  version: number
}

/** Saves a trip from its form: a new one when `id` is null. Refuses a stale version and a taken slug. */
export async function saveTrip(staff: Staff, id: string | null, values: TripEditorValues): Promise<SavedTrip> {
  const db = await getCatalogDb()
  const now = new Date().toISOString()
  const saved = await writeTransaction(db, async (tx) => {
    await assertCategory(tx, values.categoryId)
    await assertSlugFree(tx, values.slug, id)
    await assertBoardingCities(tx, values.departures)
    const columns: repository.TripColumns = {
      category_id: values.categoryId,
      slug: values.slug,
      title: values.title,
      duration: values.duration,
      available_dates: values.availableDates,
      price: values.price,
      description: values.description,
      location: values.location,
      child_price: values.childPrice,
      child_ages: values.childPrice === null ? '' : values.childAges,
      senior_price: values.seniorPrice,
      cancellation:
        values.cancellation.length > 0
          ? JSON.stringify(
              values.cancellation.map(({ when, refund, fromDays, percent, lessAdminFee }) => ({
                when,
                refund,
                ...(fromDays !== null && percent !== null ? { fromDays, percent, lessAdminFee } : {}),
              })),
            )
          : null,
      ta: tripTamilOf(values),
      title_ta: values.titleTa,
      published: values.published ? 1 : 0,
      updated_at: now,
    }
    if (id === null) {
      const tripId = newTripId()
      await repository.insertTrip(tx, tripId, columns)
      await repository.replaceTripLists(tx, tripId, tripLists(values))
      return { id: tripId, slug: values.slug, version: 1, changes: null }
    }

    const before = (await readTripValues(tx, id, todayInIndia()))?.values
    if (!(await repository.updateTripAtVersion(tx, id, values.version, columns))) {
      if (!before) throw new CatalogEditError('This trip no longer exists')
      throw new StaleEdit()
    }
    if (before && before.slug !== values.slug) {
      await repository.recordRename(tx, id, before.slug, values.slug)
    }
    await assertBookingsKept(tx, id, values.departures)
    await repository.replaceTripLists(tx, id, tripLists(values))
    return {
      id,
      slug: values.slug,
      previousSlug: before && before.slug !== values.slug ? before.slug : undefined,
      version: values.version + 1,
      changes: before ? tripChanges(before, values) : null,
    }
  })
  const { changes, ...trip } = saved
  await audit(staff, id === null ? 'trip.create' : 'trip.update', trip.slug, {
    trip: values.title,
    ...(changes ?? {}),
  })
  return trip
}

/** Shows or hides a trip on the public pages. */
export async function setTripPublished(staff: Staff, id: string, published: boolean): Promise<{ slug: string }> {
  const db = await getCatalogDb()
  const trip = await repository.setPublished(db, id, published)
  if (!trip) throw new CatalogEditError('This trip no longer exists')
  await audit(staff, published ? 'trip.publish' : 'trip.hide', trip.slug, { trip: trip.title })
  return { slug: trip.slug }
}

/** A slug no trip has or had, made from `base`: base, base-2, base-3… */
async function freeSlug(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!(await repository.slugEverUsed(db, slug))) return slug
  }
}

/**
 * A copy of a trip, hidden until it is published, with its pictures, itinerary, lists and
 * departures, placed right after it: the usual way to add a new departure of a known trip.
 */
export async function duplicateTrip(staff: Staff, id: string): Promise<{ id: string; slug: string }> {
  const db = await getCatalogDb()
  const copy = await writeTransaction(db, async (tx) => {
    const trip = await repository.findTrip(tx, id)
    if (!trip) throw new CatalogEditError('This trip no longer exists')
    const copyId = newTripId()
    const slug = await freeSlug(tx, slugify(`${trip.slug} copy`))
    await repository.copyTrip(tx, trip, copyId, {
      slug,
      title: `${trip.title} (copy)`,
      published: 0,
      version: 1,
      updated_at: new Date().toISOString(),
    })
    return { id: copyId, slug, title: trip.title }
  })
  await audit(staff, 'trip.duplicate', copy.slug, { from: copy.title })
  return { id: copy.id, slug: copy.slug }
}

/** Moves a trip one place up or down within its category. */
export async function moveTrip(staff: Staff, id: string, direction: 'up' | 'down'): Promise<void> {
  const db = await getCatalogDb()
  const moved = await writeTransaction(db, (tx) => repository.swapWithNeighbour(tx, id, direction))
  if (moved === undefined) throw new CatalogEditError('This trip no longer exists')
  if (moved) await audit(staff, direction === 'up' ? 'trip.move-up' : 'trip.move-down', moved)
}
