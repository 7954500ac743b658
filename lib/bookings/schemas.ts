import * as z from 'zod/mini'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/site/i18n/locales'

/**
 * The booking forms, shared by the forms (zodResolver) and their server actions
 * (lib/bookings/actions.ts): a new booking (its departure, boarding city, travellers, the amount
 * agreed, a note, the family's language), a booking's travellers changed (with the version the form
 * was opened at), and a cancelling with its reason. Money is whole rupees; days are India days.
 */

export const BOOKING_LIMITS = {
  travellers: 60,
  nameLength: 100,
  roomLength: 20,
  phoneLength: 20,
  travellerNoteLength: 200,
  noteLength: 2000,
  reasonLength: 500,
  agreedTotal: 100_000_000,
} as const

export const AGE_BANDS = ['adult', 'child', 'senior'] as const
export const GENDERS = ['female', 'male', 'other'] as const
export const SHARINGS = ['twin', 'triple', 'single'] as const

export const AGE_BAND_LABELS: Record<(typeof AGE_BANDS)[number], string> = {
  adult: 'Adult',
  child: 'Child',
  senior: 'Senior',
}
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
}
/** Short, so that a phone's half-width select shows them whole under its "Room sharing" label. */
export const SHARING_LABELS: Record<(typeof SHARINGS)[number], string> = {
  twin: 'Twin',
  triple: 'Triple',
  single: 'Single',
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`)
  return ISO_DAY.test(day) && !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day)
}

/** A departure as the form's choice carries it: "<trip id>|<day>", the day '' for another day of a season. */
const DEPARTURE_CHOICE = /^[A-Za-z0-9_-]{1,64}\|(\d{4}-\d{2}-\d{2})?$/

export const travellerSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the name as on the ID'),
      z.maxLength(BOOKING_LIMITS.nameLength, 'Shorten the name'),
    ),
  ageBand: z.enum(AGE_BANDS, 'Choose adult, child or senior'),
  gender: z.enum(GENDERS, 'Choose the gender for rooming'),
  sharing: z.enum(SHARINGS, 'Choose the room sharing'),
  room: z.string().check(z.trim(), z.maxLength(BOOKING_LIMITS.roomLength, 'Shorten the room label')),
  phone: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || /^\+?[\d\s-]{7,20}$/.test(phone), 'Enter a phone number or leave it empty'),
  ),
  note: z.string().check(z.trim(), z.maxLength(BOOKING_LIMITS.travellerNoteLength, 'Shorten the note')),
})

const travellers = z
  .array(travellerSchema)
  .check(
    z.minLength(1, 'A booking needs at least one traveller'),
    z.maxLength(BOOKING_LIMITS.travellers, `At most ${BOOKING_LIMITS.travellers} travellers in one booking`),
  )

export const newBookingSchema = z
  .object({
    departure: z.string().check(z.regex(DEPARTURE_CHOICE, 'Choose the departure')),
    /** Another day of a season that leaves on any day (the choice's day is then ''). */
    otherDay: z._default(z.string(), ''),
    /** '' for none. */
    boardingCityId: z.string().check(z.maxLength(64)),
    travellers,
    agreedTotal: z
      .int('Enter the amount in whole rupees')
      .check(
        z.minimum(0, 'The amount cannot be negative'),
        z.maximum(BOOKING_LIMITS.agreedTotal, 'The amount is too large'),
      ),
    note: z.string().check(z.trim(), z.maxLength(BOOKING_LIMITS.noteLength, 'Shorten the note')),
    language: z._default(z.enum(LOCALES, 'Choose English or Tamil'), DEFAULT_LOCALE),
  })
  .check(
    z.refine((booking) => !booking.departure.endsWith('|') || isCalendarDay(booking.otherDay), {
      message: 'Choose the day they leave',
      path: ['otherDay'],
    }),
  )

export type NewBookingInput = z.output<typeof newBookingSchema>
export type NewBookingFormInput = z.input<typeof newBookingSchema>
export type TravellerInput = z.output<typeof travellerSchema>

/** The trip and day a new booking's choice names. */
export function chosenDeparture(input: Pick<NewBookingInput, 'departure' | 'otherDay'>): {
  tripId: string
  departsOn: string
} {
  const [tripId, day] = input.departure.split('|') as [string, string]
  return { tripId, departsOn: day || input.otherDay }
}

/** The value of a departure's choice in the form. */
export const departureChoice = (tripId: string, day: string) => `${tripId}|${day}`

export const travellersFormSchema = z.object({ travellers })
export type TravellersFormInput = z.input<typeof travellersFormSchema>

export const cancelBookingSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say why the booking is cancelled'),
      z.maxLength(BOOKING_LIMITS.reasonLength, 'Shorten the reason'),
    ),
})

/** A booking's bound arguments: its id and the version its form was opened at. */
export const bookingArgsSchema = z.object({
  id: z.int().check(z.minimum(1)),
  version: z.int().check(z.minimum(1)),
})
