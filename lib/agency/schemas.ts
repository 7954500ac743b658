import * as z from 'zod/mini'

/**
 * The Settings screen's holiday forms and the rules of a stored holiday they share with
 * lib/agency/holidays.ts. No server code: the form reads the limits too.
 */

/** At most this many holidays are kept: a year's festivals with room to spare. */
export const OFFICE_HOLIDAYS_MAX = 60

/** A holiday's name as the Settings screen lists it ("Deepavali"). */
export const HOLIDAY_NAME_MAX = 60

export const HOLIDAY_DAY_FORMAT_MESSAGE = 'Write each holiday as a date'
export const HOLIDAY_DAY_UNKNOWN_MESSAGE = 'That day is not in the calendar'
export const HOLIDAY_NAME_LONG_MESSAGE = `Keep the name under ${HOLIDAY_NAME_MAX} characters`

/** A day as a date field sends it: YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Whether a YYYY-MM-DD text is a day of the calendar (not 30 February). */
export const isCalendarDay = (day: string) =>
  DAY_PATTERN.test(day) &&
  !Number.isNaN(Date.parse(day)) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day

const holidayDay = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Choose the date of the holiday'),
    z.regex(DAY_PATTERN, HOLIDAY_DAY_FORMAT_MESSAGE),
    z.refine(isCalendarDay, HOLIDAY_DAY_UNKNOWN_MESSAGE),
  )

/** The "Add a holiday" form: a date and, if the owner likes, what the day is. */
export const addHolidaySchema = z.object({
  day: holidayDay,
  name: z._default(z.string().check(z.trim(), z.maxLength(HOLIDAY_NAME_MAX, HOLIDAY_NAME_LONG_MESSAGE)), ''),
})

/** A listed holiday's Remove button: the day it removes. */
export const removeHolidaySchema = z.object({ day: holidayDay })
