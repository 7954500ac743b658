import 'server-only'
import { balanceDueDay, getAgencyParticulars } from '@/lib/agency'
import { getCatalogTripTitles, tripDays as durationDays } from '@/lib/catalog'
import type { Db } from '@/lib/platform/db'
import type { BookingRow, JobRow } from '@/lib/platform/db/schema'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/site/i18n/locales'
import { addIndiaDays } from '@/lib/site/office-hours'
import { ledgerSums } from '@/lib/bookings/money/rules'
import type { ReminderFacts } from './message'
import { planReminders, reminderJobKey, REMINDER_KINDS, WELCOME_HOME_LAST_DAYS, type PlannedReminder } from './schedule'

/**
 * The reads the reminders stand on: a booking with what its messages say (the family, the
 * departure's reporting and tour manager, the money), its planned reminders, and their jobs.
 */

/** The longest trip whose welcome home a sweep still looks for: bookings departed longer ago are done. */
const LOOK_BACK_DAYS = 90 + WELCOME_HOME_LAST_DAYS

export interface ReminderBooking {
  booking: BookingRow
  locale: Locale
  /** The lead's name, e-mail and phone; '' where the lead has none (or was erased). */
  family: { name: string; email: string; phone: string; reference: string }
  /** What the family still owes, and the figures the balance reminder quotes. */
  money: { owed: number; total: number; received: number }
  departure: { reporting: string; reportingTa: string; tourManagerName: string; tourManagerPhone: string }
  boardingCityTa: string
  tripDays: number | null
  reminders: PlannedReminder[]
}

/** The bookings of `ids` with everything their reminders need (one read each of bookings, payments, leads, departures). */
export async function readReminderBookings(db: Db, ids: readonly number[]): Promise<ReminderBooking[]> {
  if (!ids.length) return []
  const [rows, payments, money] = await Promise.all([
    db
      .selectFrom('bookings')
      .innerJoin('leads', 'leads.id', 'bookings.lead_id')
      .leftJoin('trip_departures', (join) =>
        join
          .onRef('trip_departures.trip_id', '=', 'bookings.trip_id')
          .onRef('trip_departures.departs_on', '=', 'bookings.departs_on'),
      )
      .leftJoin('trips', 'trips.id', 'bookings.trip_id')
      .leftJoin('boarding_cities', 'boarding_cities.id', 'bookings.boarding_city_id')
      .selectAll('bookings')
      .select([
        'leads.name as family_name',
        'leads.email as family_email',
        'leads.phone as family_phone',
        'leads.reference as family_reference',
        'trip_departures.reporting',
        'trip_departures.reporting_ta',
        'trip_departures.tour_manager_name',
        'trip_departures.tour_manager_phone',
        'trips.duration',
        'boarding_cities.name_ta as boarding_city_ta',
      ])
      .where('bookings.id', 'in', ids)
      .orderBy('bookings.id')
      .execute(),
    db
      .selectFrom('booking_payments')
      .select(['booking_id', 'kind', 'amount', 'reverses_id'])
      .where('booking_id', 'in', ids)
      .execute(),
    getAgencyParticulars(db).then((particulars) => particulars.money),
  ])
  return rows.map((row) => {
    const {
      family_name,
      family_email,
      family_phone,
      family_reference,
      reporting,
      reporting_ta,
      tour_manager_name,
      tour_manager_phone,
      duration,
      boarding_city_ta,
      ...booking
    } = row
    // What is owed: the amount agreed less the money the agency holds (the ledger's one rule).
    const owed = booking.agreed_total - ledgerSums(payments.filter((entry) => entry.booking_id === booking.id)).netPaid
    const tripDays = duration ? durationDays(duration) : null
    return {
      booking,
      locale: isLocale(booking.language) ? booking.language : DEFAULT_LOCALE,
      family: {
        name: family_name ?? '',
        email: family_email?.trim() ?? '',
        phone: family_phone ?? '',
        reference: family_reference,
      },
      money: { owed, total: booking.agreed_total, received: booking.agreed_total - owed },
      departure: {
        reporting: reporting ?? '',
        reportingTa: reporting_ta ?? '',
        tourManagerName: tour_manager_name ?? '',
        tourManagerPhone: tour_manager_phone ?? '',
      },
      boardingCityTa: boarding_city_ta ?? '',
      tripDays,
      reminders: planReminders({
        departsOn: booking.departs_on,
        returnsOn: booking.returns_on,
        tripDays,
        balanceDueOn: balanceDueDay(booking.departs_on, money),
      }),
    }
  })
}

/** The confirmed bookings whose reminders may still be ahead or due at `today` (India). */
export async function activeBookingIds(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('departs_on', '>=', addIndiaDays(today, -LOOK_BACK_DAYS))
    .orderBy('departs_on')
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

/** The jobs of the reminders of `ids`, by key. */
export async function reminderJobs(db: Db, ids: readonly number[]): Promise<Map<string, JobRow>> {
  if (!ids.length) return new Map()
  const keys = ids.flatMap((id) => REMINDER_KINDS.map((kind) => reminderJobKey(kind, id)))
  const jobs = await db.selectFrom('jobs').selectAll().where('key', 'in', keys).execute()
  return new Map(jobs.map((job) => [job.key, job]))
}

/** A reminder's words need: the trip's title in the family's language (the catalogue's, else the booking's). */
export async function reminderFacts(entry: ReminderBooking): Promise<ReminderFacts> {
  const { booking, locale } = entry
  const titles = await getCatalogTripTitles(locale)
  const tamil = locale === 'ta'
  return {
    name: entry.family.name,
    trip: titles.get(booking.trip_slug) ?? booking.trip_title,
    departsOn: booking.departs_on,
    boardingCity: (tamil && entry.boardingCityTa) || booking.boarding_city,
    money: entry.money,
    reporting: (tamil && entry.departure.reportingTa) || entry.departure.reporting,
    tourManager: { name: entry.departure.tourManagerName, phone: entry.departure.tourManagerPhone },
  }
}
