import { formatDay, formatMonthYear, monthShort } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'

/**
 * Departures as the embedded store keeps them (docs/architecture.md, difference 8): explicit
 * dates, recurring schedules and the month a dated trip's season opens. The wire's
 * `availableDates` text and `nextDeparture` are made from them on every read, against today in
 * India, so no past date is ever listed. Plain module (no server-only): the seed data and the
 * tests use it too.
 *
 * Days are ISO strings (YYYY-MM-DD); months are 1–12; weekdays 0 = Sunday … 6 = Saturday.
 */

/** A run of months, inclusive, that may wrap the year end: [10, 3] is October to March. */
export type MonthRange = readonly [from: number, to: number]

export interface DatedDeparture {
  on: string
  /** Names a group of extra dates beside a schedule ("school holiday departures"); '' for none. */
  label: string
  /** The label in Tamil; '' or missing for none yet (the English one is said then). */
  labelTa?: string
}

export interface Schedule {
  /** weekly: leaves on the given weekdays; any: leaves on the day the travellers choose. */
  kind: 'weekly' | 'any'
  /** Weekly only, in the order the text names them. */
  weekdays: number[]
  /** 'all' says "all year"; ranges name the season; null says nothing (runs all year). */
  months: 'all' | MonthRange[] | null
  /** Optional first and last day of a season with fixed dates (Char Dham's opening and closing). */
  startsOn?: string | null
  endsOn?: string | null
  /** Replaces "Every Sunday" in the text ("snow special Dec–Feb"); '' for none. */
  label: string
  labelTa?: string
}

export interface DeparturePlan {
  dates: DatedDeparture[]
  schedules: Schedule[]
  /** The month a season of dated departures opens, for "Opens June 2027" once they have all passed. */
  seasonOpensMonth: number | null
}

/** At most this many dates are listed; the rest follow on the trip's next read. */
export const DATES_LISTED = 4
/** Said when nothing is ahead and no season month is known. */
export const NO_DEPARTURES_TEXT = 'Dates on request'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const WEEKDAYS_TA = [
  'ஞாயிற்றுக்கிழமை',
  'திங்கட்கிழமை',
  'செவ்வாய்க்கிழமை',
  'புதன்கிழமை',
  'வியாழக்கிழமை',
  'வெள்ளிக்கிழமை',
  'சனிக்கிழமை',
] as const
const WEEKDAY_NAMES_TA = ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'] as const

/** The words of the departures text in each language: Tamil puts "from" and "until" after the day. */
const DEPARTURE_WORDS = {
  en: {
    every: (weekdays: number[]) =>
      `Every ${joinWords(
        weekdays.map((d) => WEEKDAYS[d]),
        ' and ',
      )}`,
    anyDate: 'Any date',
    allYear: 'all year',
    and: ' and ',
    from: (lead: string, day: string) => `${lead} from ${day}`,
    between: (lead: string, from: string, to: string) => `${lead}, ${from} to ${to}`,
    until: (lead: string, day: string) => `${lead} until ${day}`,
    opens: (month: string) => `Opens ${month}`,
    none: NO_DEPARTURES_TEXT,
  },
  ta: {
    // One day reads as the day ("ஒவ்வொரு சனிக்கிழமை"); several by their names ("ஒவ்வொரு செவ்வாய், வெள்ளி").
    every: (weekdays: number[]) =>
      `ஒவ்வொரு ${weekdays.length === 1 ? WEEKDAYS_TA[weekdays[0]] : weekdays.map((d) => WEEKDAY_NAMES_TA[d]).join(', ')}`,
    anyDate: 'நீங்கள் விரும்பும் நாளில்',
    allYear: 'ஆண்டு முழுவதும்',
    and: ', ',
    from: (lead: string, day: string) => `${day} முதல் ${lead}`,
    between: (lead: string, from: string, to: string) => `${lead}, ${from} முதல் ${to} வரை`,
    until: (lead: string, day: string) => `${lead}, ${day} வரை`,
    opens: (month: string) => `${month} முதல் மீண்டும் புறப்பாடு`,
    none: 'தேதிகளுக்கு எங்களை அழையுங்கள்',
  },
} as const satisfies Record<Locale, unknown>

// Calendar arithmetic on ISO days, in UTC so no local time zone or daylight saving shifts a day.
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * 86_400_000)
}

export function weekdayOf(day: string): number {
  return new Date(toUtc(day)).getUTCDay()
}

export const monthOf = (day: string): number => Number(day.slice(5, 7))
export const yearOf = (day: string): number => Number(day.slice(0, 4))

export function isoDay(year: number, month: number, date: number): string {
  return fromUtc(Date.UTC(year, month - 1, date))
}

/** The n-th (1-based) given weekday of a month: the second Saturday of May 2027. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = isoDay(year, month, 1)
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7)
}

/** The first day after `day` falling on `weekday`. */
export function nextWeekday(day: string, weekday: number): string {
  return addDays(day, ((weekday - weekdayOf(day) + 6) % 7) + 1)
}

export function inMonths(month: number, months: Schedule['months']): boolean {
  if (months === null || months === 'all') return true
  return months.some(([from, to]) => (from <= to ? month >= from && month <= to : month >= from || month <= to))
}

/** Which trips have a departure ahead: from the day after today (a group leaving today can no longer be joined). */
const isAhead = (day: string, today: string) => day > today

function scheduleEnded(schedule: Schedule, today: string): boolean {
  return schedule.endsOn != null && !isAhead(schedule.endsOn, today)
}

/** The first day after today a weekly schedule leaves on, within its months and dates; null when none. */
function nextWeekly(schedule: Schedule, today: string): string | null {
  if (schedule.kind !== 'weekly' || schedule.weekdays.length === 0 || scheduleEnded(schedule, today)) return null
  // A schedule's season repeats every year, so two years of days always reach its next departure.
  let day = schedule.startsOn && schedule.startsOn > today ? addDays(schedule.startsOn, -1) : today
  for (let i = 0; i < 732; i++) {
    day = addDays(day, 1)
    if (schedule.endsOn && day > schedule.endsOn) return null
    if (schedule.weekdays.includes(weekdayOf(day)) && inMonths(monthOf(day), schedule.months)) return day
  }
  return null
}

/**
 * Whether a season leaves on `day`: within its first and last day and its months, and for a weekly
 * season on one of its weekdays (an any-date season leaves on any day of it).
 */
export function leavesOn(schedule: Schedule, day: string): boolean {
  if (schedule.startsOn && day < schedule.startsOn) return false
  if (schedule.endsOn && day > schedule.endsOn) return false
  if (!inMonths(monthOf(day), schedule.months)) return false
  return schedule.kind === 'any' || schedule.weekdays.includes(weekdayOf(day))
}

/** How many coming dates of a weekly season a trip page offers as chips. */
export const SEASON_WEEKLY_DATES = 8
/** How many coming days of an any-day season a trip page offers as chips. */
export const SEASON_ANY_DAYS = 14
/** How far ahead a season's coming dates are looked for: a season closed now opens within a year. */
const SEASON_DAYS_AHEAD = 366

/**
 * The coming dates of a plan's seasons a visitor can choose, soonest first: the next
 * SEASON_WEEKLY_DATES days a weekly season leaves on and the next SEASON_ANY_DAYS days of an
 * any-day season, from the day after today. A day that is already a dated departure of the plan
 * (a booking made it one) is left out: it is listed as that departure, with its seats.
 */
export function seasonDates(plan: Pick<DeparturePlan, 'dates' | 'schedules'>, today: string): string[] {
  const dated = new Set(plan.dates.map((d) => d.on))
  const limits = { weekly: SEASON_WEEKLY_DATES, any: SEASON_ANY_DAYS }
  const counts = { weekly: 0, any: 0 }
  const days: string[] = []
  for (let i = 1; i <= SEASON_DAYS_AHEAD; i++) {
    const day = addDays(today, i)
    const kinds = (['weekly', 'any'] as const).filter(
      (kind) => counts[kind] < limits[kind] && plan.schedules.some((s) => s.kind === kind && leavesOn(s, day)),
    )
    if (kinds.length === 0) continue
    for (const kind of kinds) counts[kind]++
    if (!dated.has(day)) days.push(day)
  }
  return days
}

/** The first departure after today, as an ISO day; none for plans that only run on any date. */
export function nextDeparture(plan: DeparturePlan, today: string): string | undefined {
  const candidates = [
    ...plan.dates.map((d) => d.on).filter((day) => isAhead(day, today)),
    ...plan.schedules.map((s) => nextWeekly(s, today)).filter((day): day is string => day !== null),
  ]
  return candidates.sort()[0]
}

/** Whether a visitor can still travel on this plan: a dated or weekly departure ahead, or an open any-date schedule. */
export function hasDepartureAhead(plan: DeparturePlan, today: string): boolean {
  return (
    nextDeparture(plan, today) !== undefined || plan.schedules.some((s) => s.kind === 'any' && !scheduleEnded(s, today))
  )
}

/** Months ahead that the month filter offers (lib/catalog/filters.ts): this one and the next eleven. */
export const DEPARTURE_MONTHS_AHEAD = 12

/**
 * The months (YYYY-MM) from this one on, DEPARTURE_MONTHS_AHEAD of them, in which the plan has a departure after
 * today: a dated departure, or a day a season's schedule leaves on (any day of the season for `any`). The month
 * filter offers and matches these, so a month is never offered once its departures have passed.
 */
export function departureMonths(plan: DeparturePlan, today: string): string[] {
  const months: string[] = []
  let year = yearOf(today)
  let month = monthOf(today)
  for (let i = 0; i < DEPARTURE_MONTHS_AHEAD; i++) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    const dated = plan.dates.some((d) => d.on.startsWith(key) && isAhead(d.on, today))
    if (dated || plan.schedules.some((schedule) => leavesIn(schedule, year, month, today))) months.push(key)
    month = month === 12 ? 1 : month + 1
    if (month === 1) year++
  }
  return months
}

/** Whether a schedule leaves on some day of the month after today, within its season and its dates. */
function leavesIn(schedule: Schedule, year: number, month: number, today: string): boolean {
  if (scheduleEnded(schedule, today) || !inMonths(month, schedule.months)) return false
  if (schedule.kind === 'weekly' && schedule.weekdays.length === 0) return false
  for (let date = 1; date <= 31; date++) {
    const day = isoDay(year, month, date)
    if (monthOf(day) !== month) break
    if (!isAhead(day, today)) continue
    if (schedule.startsOn && day < schedule.startsOn) continue
    if (schedule.endsOn && day > schedule.endsOn) break
    if (schedule.kind === 'any' || schedule.weekdays.includes(weekdayOf(day))) return true
  }
  return false
}

function joinWords(words: string[], and: string): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')}${and}${words.at(-1)}`
}

function monthsText(months: Schedule['months'], locale: Locale): string {
  if (months === null) return ''
  const words = DEPARTURE_WORDS[locale]
  if (months === 'all') return words.allYear
  return joinWords(
    months.map(([from, to]) =>
      from === to ? monthShort(from, locale) : `${monthShort(from, locale)}–${monthShort(to, locale)}`,
    ),
    words.and,
  )
}

/** A label in the text's language: the Tamil one where there is one, else the English. */
function labelIn(item: { label: string; labelTa?: string }, locale: Locale): string {
  return (locale === 'ta' && item.labelTa?.trim()) || item.label
}

function scheduleText(schedule: Schedule, today: string, locale: Locale): string | null {
  if (scheduleEnded(schedule, today)) return null
  const words = DEPARTURE_WORDS[locale]
  const label = labelIn(schedule, locale)
  const lead = label || (schedule.kind === 'any' ? words.anyDate : words.every(schedule.weekdays))
  const season = monthsText(schedule.months, locale)
  if (schedule.startsOn && isAhead(schedule.startsOn, today)) {
    if (!schedule.endsOn) return words.from(lead, formatDay(schedule.startsOn, locale))
    const from = formatDay(schedule.startsOn, locale)
    // "8 May to 9 Oct 2027": the year once when the season lies within one.
    const start = yearOf(schedule.startsOn) === yearOf(schedule.endsOn) ? from.replace(/ \d{4}$/, '') : from
    return words.between(lead, start, formatDay(schedule.endsOn, locale))
  }
  if (schedule.endsOn) return words.until(lead, formatDay(schedule.endsOn, locale))
  if (!season) return lead
  return label ? `${lead} ${season}` : `${lead}, ${season}`
}

/** The first day of `month` after today: the month a closed season opens again. */
function nextOpening(month: number, today: string, locale: Locale): string {
  const year = yearOf(today)
  return formatMonthYear(month, month > monthOf(today) ? year : year + 1, locale)
}

/**
 * The departures as the visitor reads them (`availableDates`): schedules as written ("Every
 * Saturday, Oct–Mar"), then the dates still ahead ("12 Dec 2026, 9 Jan 2027"), parts joined with
 * "; ". With nothing ahead, the month the season opens again ("Opens June 2027").
 */
export function departuresText(plan: DeparturePlan, today: string, locale: Locale = 'en'): string {
  const parts = plan.schedules.map((s) => scheduleText(s, today, locale)).filter((t): t is string => t !== null)
  const ahead = plan.dates
    .filter((d) => isAhead(d.on, today))
    .sort((a, b) => a.on.localeCompare(b.on))
    .slice(0, DATES_LISTED)
  const labels = [...new Set(ahead.map((d) => d.label))]
  for (const label of labels) {
    const group = ahead.filter((d) => d.label === label)
    const days = group.map((d) => formatDay(d.on, locale)).join(', ')
    const named = labelIn(group[0], locale)
    parts.push(named ? `${named} ${days}` : days)
  }
  if (parts.length > 0) return parts.join('; ')
  const words = DEPARTURE_WORDS[locale]
  return plan.seasonOpensMonth ? words.opens(nextOpening(plan.seasonOpensMonth, today, locale)) : words.none
}

/** A plan with nothing in it: the trip keeps the text stored with it (a trip added by hand). */
export function isEmptyPlan(plan: DeparturePlan): boolean {
  return plan.dates.length === 0 && plan.schedules.length === 0
}

/** Months as stored in trip_schedules.months: NULL, 'all' or ranges "10-3,5-6". */
export function encodeMonths(months: Schedule['months']): string | null {
  if (months === null || months === 'all') return months
  return months.map(([from, to]) => `${from}-${to}`).join(',')
}

export function decodeMonths(value: string | null): Schedule['months'] {
  if (value === null || value === 'all') return value
  return value.split(',').map((range) => {
    const [from, to] = range.split('-').map(Number)
    return [from, to] as const
  })
}

/** A schedule as the trip_schedules table stores it. */
export interface ScheduleRow {
  kind: Schedule['kind']
  weekdays: string
  months: string | null
  starts_on: string | null
  ends_on: string | null
  label: string
  label_ta?: string
}

export function scheduleFromRow(row: ScheduleRow): Schedule {
  return {
    kind: row.kind,
    weekdays: row.weekdays === '' ? [] : row.weekdays.split(',').map(Number),
    months: decodeMonths(row.months),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    label: row.label,
    ...(row.label_ta ? { labelTa: row.label_ta } : {}),
  }
}
