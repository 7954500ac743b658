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

/** The weekly hours' form: each weekday open or closed, and its hours in steps of this many minutes. */
export const OFFICE_TIME_STEP_MINUTES = 15

/** Each weekday's field prefix on the weekly hours' form, Sunday first as an OfficeWeek is. */
export const WEEKDAY_FIELDS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/** A time as a time field sends it: HH:MM, 24-hour. */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight of an HH:MM time; NaN when it is not one. */
export const minutesOfTime = (time: string) => {
  const match = TIME_PATTERN.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

const isStepTime = (time: string) => {
  const minutes = minutesOfTime(time)
  return Number.isInteger(minutes) && minutes % OFFICE_TIME_STEP_MINUTES === 0
}

const timeField = z._default(z.string().check(z.trim()), '')
const weekFields = Object.fromEntries(
  WEEKDAY_FIELDS.flatMap((day) => [
    [`${day}Open`, z.optional(z.string())],
    [`${day}Opens`, timeField],
    [`${day}Closes`, timeField],
  ]),
) as Record<`${(typeof WEEKDAY_FIELDS)[number]}${'Open'}`, z.ZodMiniOptional<z.ZodMiniString>> &
  Record<`${(typeof WEEKDAY_FIELDS)[number]}${'Opens' | 'Closes'}`, typeof timeField>

const weekForm = z.object(weekFields)
type WeekForm = z.output<typeof weekForm>
const isOpen = (form: WeekForm, day: (typeof WEEKDAY_FIELDS)[number]) => form[`${day}Open`] === 'on'

/**
 * The weekly hours' form and its action: a checkbox per weekday (`monOpen`) and its from and to
 * (`monOpens`, `monCloses`, HH:MM in steps of 15 minutes, from before to); a closed day's times
 * are ignored. At least one day is open, or no call-back could ever be promised. Its output is the
 * week, Sunday first, each day `{ opens, closes }` in minutes or null.
 */
export const officeWeekSchema = z.pipe(
  weekForm.check(
    ...WEEKDAY_FIELDS.flatMap((day) => [
      z.refine<WeekForm>((form) => !isOpen(form, day) || isStepTime(form[`${day}Opens`]), {
        message: `Give the opening time in steps of ${OFFICE_TIME_STEP_MINUTES} minutes`,
        path: [`${day}Opens`],
      }),
      z.refine<WeekForm>((form) => !isOpen(form, day) || isStepTime(form[`${day}Closes`]), {
        message: `Give the closing time in steps of ${OFFICE_TIME_STEP_MINUTES} minutes`,
        path: [`${day}Closes`],
      }),
      z.refine<WeekForm>(
        (form) => !isOpen(form, day) || !(minutesOfTime(form[`${day}Opens`]) >= minutesOfTime(form[`${day}Closes`])),
        { message: 'Close after the office opens', path: [`${day}Closes`] },
      ),
    ]),
    z.refine<WeekForm>((form) => WEEKDAY_FIELDS.some((day) => isOpen(form, day)), {
      message: 'Open the office at least one day a week',
      path: ['monOpen'],
    }),
  ),
  z.transform((form: WeekForm) =>
    WEEKDAY_FIELDS.map((day) =>
      isOpen(form, day)
        ? { opens: minutesOfTime(form[`${day}Opens`]), closes: minutesOfTime(form[`${day}Closes`]) }
        : null,
    ),
  ),
)
