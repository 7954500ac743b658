import * as z from 'zod/mini'
import { FEW_SEATS_LIMITS } from '@/lib/catalog/departures/offers'
import { catalogIdSchema, moveDirectionSchema } from '@/lib/catalog/editor/trip-schema'

/**
 * The departures desk's forms and the arguments its actions are bound to, shared by the forms
 * and their server actions (lib/catalog/editor/departure-actions.ts): the quick seats-taken
 * change, the agency's boarding cities and the "n seats left" threshold. Form fields arrive as
 * text, so numbers are coerced here.
 */

/** The most seats one change adds or removes: more than any coach or group the agency runs. */
export const SEATS_CHANGE_MAX = 500

/** A boarding city's name as the trip page shows it ("Tiruchirappalli"). */
export const CITY_NAME_MAX = 40

const departureDay = z.iso.date({ error: 'Not a departure of the catalogue' })

/** A departure: its trip and its day. */
export const departureArgsSchema = z.object({ tripId: catalogIdSchema, departsOn: departureDay })

/** The −1 / +1 buttons: one seat more or less. */
export const seatStepArgsSchema = z.object({
  tripId: catalogIdSchema,
  departsOn: departureDay,
  delta: z.union([z.literal(1), z.literal(-1)], { error: 'Add or remove one seat' }),
})

/** The "add or remove n seats" form; which of its two buttons was pressed is `change`. */
export const seatsChangeSchema = z.object({
  seats: z.coerce
    .number({ error: 'Please enter a number of seats' })
    .check(
      z.int('Please enter a whole number of seats'),
      z.minimum(1, 'Please enter at least 1 seat'),
      z.maximum(SEATS_CHANGE_MAX, `At most ${SEATS_CHANGE_MAX} seats at a time`),
    ),
  change: z.enum(['add', 'remove'], { error: 'Choose Add or Remove' }),
})

const cityName = z.string({ error: 'Please enter the city' }).check(
  z.trim(),
  z.overwrite((name) => name.replace(/\s+/g, ' ')),
  z.minLength(1, 'Please enter the city'),
  z.maxLength(CITY_NAME_MAX, `Use at most ${CITY_NAME_MAX} characters`),
)

/**
 * The name in Tamil ("மதுரை"), tidied like the English; blank for none yet (the Tamil pages then
 * show the English). A form without the field at all (not this site's) leaves it as it is.
 */
const cityNameTa = z.optional(
  z.string().check(
    z.trim(),
    z.overwrite((name) => name.replace(/\s+/g, ' ')),
    z.maxLength(CITY_NAME_MAX, `Use at most ${CITY_NAME_MAX} characters`),
  ),
)

export const boardingCitySchema = z.object({ name: cityName, nameTa: cityNameTa })
export type BoardingCityValues = z.output<typeof boardingCitySchema>

export const boardingCityArgsSchema = z.object({ id: catalogIdSchema })
export const boardingCityMoveArgsSchema = z.object({ id: catalogIdSchema, direction: moveDirectionSchema })

const THRESHOLD_MESSAGE = `Please enter a whole number from ${FEW_SEATS_LIMITS.min} to ${FEW_SEATS_LIMITS.max}`

/** The owner's "n seats left" threshold: a departure shows its seats left from this many down. */
export const fewSeatsSchema = z.object({
  fewSeatsAt: z.coerce
    .number({ error: THRESHOLD_MESSAGE })
    .check(
      z.int(THRESHOLD_MESSAGE),
      z.minimum(FEW_SEATS_LIMITS.min, THRESHOLD_MESSAGE),
      z.maximum(FEW_SEATS_LIMITS.max, THRESHOLD_MESSAGE),
    ),
})

/** A departure's briefing text ("6:30 am, Chennai Central, platform 5"). */
export const BRIEFING_TEXT_MAX = 200

const briefingText = z.string().check(
  z.trim(),
  z.overwrite((text) => text.replace(/\s+/g, ' ')),
  z.maxLength(BRIEFING_TEXT_MAX, `Use at most ${BRIEFING_TEXT_MAX} characters`),
)

/**
 * What the family's message two days before a departure says of it: where and when to report (in
 * English and Tamil) and the tour manager who travels with the group. Each may stay blank: the
 * message then says the agency will call with the reporting, and leaves the tour manager out.
 */
export const departureBriefingSchema = z.object({
  reporting: briefingText,
  reportingTa: briefingText,
  tourManagerName: briefingText.check(z.maxLength(80, 'Use at most 80 characters')),
  tourManagerPhone: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || /^\+?[\d\s-]{10,16}$/.test(phone), 'Enter a phone number of 10 digits or more'),
  ),
})
export type DepartureBriefing = z.output<typeof departureBriefingSchema>
