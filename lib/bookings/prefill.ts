import 'server-only'
import { listSellingDepartures, scheduleFromRow, seasonDates } from '@/lib/catalog'
import type { LeadToBook } from '@/lib/leads'
import { getDb } from '@/lib/platform/db'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { departureChoice, type NewBookingFormInput, type TravellerInput } from './schemas'

/**
 * The /book form of a lead, filled from the lead and its latest quote: the departures it may be
 * booked on (the lead's trip's, or every trip's when it names none: the dated departures ahead
 * with their seats left, the next dates of each weekly season, and "another day" of a season that
 * leaves on any day), the boarding city, one row per traveller (the family's name and phone on the
 * first), the quote's grand total and language. Every field stays the agent's to change.
 */

export interface DepartureOption {
  value: string
  label: string
}

export interface DepartureGroup {
  trip: string
  options: DepartureOption[]
  /** The trip has a season that leaves on any day: the form asks for the day. */
  anyDay: boolean
}

export interface BookingForm {
  initial: NewBookingFormInput
  departures: DepartureGroup[]
  cities: { id: string; name: string }[]
}

const seatsText = (left: number | undefined) =>
  left === undefined ? 'seats on request' : `${left} ${left === 1 ? 'seat' : 'seats'} left`

async function departureGroups(tripSlug: string | null, today: string): Promise<DepartureGroup[]> {
  const db = await getDb()
  const dated = (await listSellingDepartures(today)) ?? []
  const trips = await db.selectFrom('trips').select(['id', 'slug', 'title']).orderBy('position').execute()
  const chosen = trips.filter((trip) => !tripSlug || trip.slug === tripSlug)
  const shown = chosen.length > 0 ? chosen : trips
  const seasons = await db
    .selectFrom('trip_schedules')
    .select(['trip_id', 'kind', 'weekdays', 'months', 'starts_on', 'ends_on', 'label'])
    .where(
      'trip_id',
      'in',
      shown.map((trip) => trip.id),
    )
    .execute()
  return shown.flatMap((trip): DepartureGroup[] => {
    const own = dated.filter((d) => d.tripId === trip.id)
    const options: DepartureOption[] = own.map((d) => ({
      value: departureChoice(trip.id, d.offer.on),
      label: `${formatDay(d.offer.on)} · ${d.state.availability === 'closed' ? 'closed' : seatsText(d.state.seatsLeft)}`,
    }))
    const schedules = seasons.filter((s) => s.trip_id === trip.id).map(scheduleFromRow)
    // The weekly seasons' coming dates, as the trip page offers them; an any-day season asks for the day.
    const seasonDays = seasonDates(
      {
        dates: own.map((d) => ({ on: d.offer.on, label: '' })),
        schedules: schedules.filter((s) => s.kind === 'weekly'),
      },
      today,
    )
    for (const day of seasonDays)
      options.push({ value: departureChoice(trip.id, day), label: `${formatDay(day)} · a date of the season` })
    options.sort((a, b) => a.value.localeCompare(b.value))
    const anyDay = schedules.some((s) => s.kind === 'any')
    if (anyDay) options.push({ value: departureChoice(trip.id, ''), label: 'Another day of the season…' })
    return options.length > 0 ? [{ trip: trip.title, options, anyDay }] : []
  })
}

/** The /book form of this lead, as of `today` in India. */
export async function bookingForm(lead: LeadToBook, today: string = todayInIndia()): Promise<BookingForm> {
  const db = await getDb()
  const [departures, cities] = await Promise.all([
    departureGroups(lead.trip, today),
    db.selectFrom('boarding_cities').select(['id', 'name']).orderBy('position').execute(),
  ])
  const day = lead.quote?.departure || lead.departure || ''
  const match = departures.flatMap((group) => group.options).find((option) => day && option.value.endsWith(`|${day}`))
  const cityName = (lead.quote?.boardingCity || lead.boardingCity || '').trim().toLowerCase()
  const city = cities.find((c) => c.name.toLowerCase() === cityName)

  const bands = lead.quote?.bands.flatMap((b) => Array.from({ length: b.count }, () => b.band)) ?? []
  const count = bands.length || Math.max(1, Math.min(20, Number.parseInt(lead.travellers ?? '', 10) || 1))
  const travellers: TravellerInput[] = Array.from({ length: count }, (_, i) => ({
    name: i === 0 ? (lead.name ?? '') : '',
    ageBand: bands[i] ?? 'adult',
    gender: 'female',
    sharing: 'twin',
    room: '',
    phone: i === 0 ? (lead.phone ?? '') : '',
    note: '',
  }))
  return {
    departures,
    cities,
    initial: {
      departure: match?.value ?? '',
      otherDay: '',
      boardingCityId: city?.id ?? '',
      travellers,
      agreedTotal: lead.quote?.grandTotal ?? 0,
      note: '',
      language: lead.quote?.language ?? lead.locale,
    },
  }
}
