import type { Locale } from '@/lib/site/i18n/locales'

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

/** Indian rupees, en-IN grouping, no decimals: 125000 → "₹1,25,000", the same on Tamil pages (Tamil writes prices in these digits and grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount))
}

/**
 * Calendar days in India (Asia/Kolkata, UTC+5:30 all year, no daylight saving): departures
 * are dates there, so "today" and "past" are decided on India's calendar whatever the
 * server's time zone. Days are ISO strings (YYYY-MM-DD), which sort and compare as text.
 */
const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000

/**
 * Month and weekday names of each language, written out (not Intl's), so the server and every
 * browser draw the same words whatever their ICU data: a difference would break hydration.
 * Tamil names are the ones Tamil newspapers and calendars print.
 */
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const MONTHS_SHORT_TA = [
  'ஜன.',
  'பிப்.',
  'மார்.',
  'ஏப்.',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆக.',
  'செப்.',
  'அக்.',
  'நவ.',
  'டிச.',
] as const
const MONTHS_LONG_TA = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
] as const
export const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** Today's date in India: "2026-11-22". */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

/** Whole seconds from `now` to the next midnight in India (at least 1). */
export function secondsToMidnightInIndia(now: Date = new Date()): number {
  const local = now.getTime() + INDIA_UTC_OFFSET_MS
  const nextMidnight = (Math.floor(local / DAY_MS) + 1) * DAY_MS
  return Math.max(1, Math.ceil((nextMidnight - local) / 1000))
}

function dayParts(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, date }
}

/** A departure day as visitors read it: "2026-12-12" → "12 Dec 2026"; in Tamil "12 டிச. 2026". */
export function formatDay(day: string, locale: Locale = 'en'): string {
  const { year, month, date } = dayParts(day)
  return `${date} ${monthShort(month, locale)} ${year}`
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const WEEKDAYS_SHORT_TA = ['ஞாயி.', 'திங்.', 'செவ்.', 'புத.', 'வியா.', 'வெள்.', 'சனி'] as const

/** A departure day in short, without its year: "2026-12-12" → "12 Dec"; in Tamil "12 டிச.". */
export function dayMonth(day: string, locale: Locale = 'en'): string {
  const { month, date } = dayParts(day)
  return `${date} ${monthShort(month, locale)}`
}

/** A day's weekday in short: "2027-01-09" → "Sat"; in Tamil "சனி". */
export function weekdayShort(day: string, locale: Locale = 'en'): string {
  const { year, month, date } = dayParts(day)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return (locale === 'ta' ? WEEKDAYS_SHORT_TA : WEEKDAYS_SHORT)[weekday]
}

/** A short month name, 1 = "Jan" ("ஜன." in Tamil). */
export function monthShort(month: number, locale: Locale = 'en'): string {
  return (locale === 'ta' ? MONTHS_SHORT_TA : MONTHS_SHORT)[month - 1]
}

/** A month of a year in full: (5, 2027) → "May 2027"; also "2026-08" → "August 2026"; in Tamil "ஆகஸ்ட் 2026". */
export function formatMonthYear(month: number | string, year?: number, locale: Locale = 'en'): string {
  const names = locale === 'ta' ? MONTHS_LONG_TA : MONTHS_LONG
  if (typeof month === 'string') {
    const [y, m] = month.split('-').map(Number)
    return `${names[m - 1]} ${y}`
  }
  return `${names[month - 1]} ${year}`
}

/**
 * A trip's length as the catalogue writes it ("5 Nights / 6 Days", "1 Night / 2 Days", "3 Nights"),
 * in the page's language: "5 இரவுகள் / 6 நாட்கள்", "1 இரவு / 2 நாட்கள்". English, or a text that
 * says neither nights nor days, is shown as written.
 */
export function formatDuration(duration: string, locale: Locale = 'en'): string {
  if (locale === 'en') return duration
  const nights = /(\d+)\s*nights?/i.exec(duration)
  const days = /(\d+)\s*days?/i.exec(duration)
  if (!nights && !days) return duration
  const parts: string[] = []
  if (nights) parts.push(`${nights[1]} ${Number(nights[1]) === 1 ? 'இரவு' : 'இரவுகள்'}`)
  if (days) parts.push(`${days[1]} ${Number(days[1]) === 1 ? 'நாள்' : 'நாட்கள்'}`)
  return parts.join(' / ')
}

const dateTimeInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** An instant as a date and time in India: 1732438800000 → "24 Nov 2024, 2:30 pm". */
export function formatDateTimeInIndia(ms: number): string {
  return dateTimeInIndia.format(ms)
}

/**
 * How long ago an instant was, in words for a busy list: "just now", "12 min ago", "3 h ago",
 * "yesterday", "4 days ago", then the day in India ("12 Nov 2026").
 */
export function timeAgo(ms: number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - ms) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.round(
    (Date.parse(todayInIndia(new Date(now))) - Date.parse(todayInIndia(new Date(ms)))) / 86_400_000,
  )
  if (days <= 1) return 'yesterday'
  if (days < 7) return `${days} days ago`
  return formatDay(todayInIndia(new Date(ms)))
}
