// Data helpers for the Settings and Account screens' actions in the back office's action suites
// (tests/back-office-actions.test.ts and tests/back-office-permissions.test.ts): a day of its own
// to add, or a holiday of its own to remove, and a probe of whether the stored list holds it; the
// agency's particulars, the weekly hours and one's own name and phone, each with the probe that
// they were stored.
import { getDb } from '@/lib/platform/db'
import { getAgencyParticulars, MONEY_DEFAULTS, readOfficeHolidays, writeOfficeHolidays } from '@/lib/agency'
import { readOfficeWeek } from '@/lib/agency/week'
import { addIndiaDays } from '@/lib/site/office-hours'

let made = 0

/** Whether the stored holidays hold `day`. */
export async function isHoliday(day: string): Promise<boolean> {
  return (await readOfficeHolidays(await getDb())).some((holiday) => holiday.day === day)
}

/** A day far ahead that no other case uses, not a holiday yet. */
export function newHolidayDay(): string {
  return addIndiaDays('2031-01-01', ++made)
}

/** A holiday of its own, stored: the day a Remove button names. */
export async function storedHoliday(): Promise<string> {
  const day = newHolidayDay()
  const db = await getDb()
  await writeOfficeHolidays(db, [...(await readOfficeHolidays(db)), { day, name: 'Test holiday' }])
  return day
}

/** The particulars form with a legal name of its own (every other text left empty, the money rules at their defaults). */
export function particularsForm(): { values: Record<string, string>; stored: () => Promise<boolean> } {
  const legalName = `Gopuram Holidays ${Math.random().toString(36).slice(2, 8)}`
  const money = Object.fromEntries(Object.entries(MONEY_DEFAULTS).map(([key, value]) => [key, String(value)]))
  return {
    values: {
      ...money,
      legalName,
      address: '',
      state: '',
      gstin: '',
      sac: '',
      pan: '',
      upiId: '',
      bankAccountName: '',
      bankAccountNumber: '',
      ifsc: '',
    },
    stored: async () => (await getAgencyParticulars()).legalName === legalName,
  }
}

/** One's own name and a phone of its own, and whether some staff member's stored phone is it. */
export function ownContactForm(): { values: Record<string, string>; stored: () => Promise<boolean> } {
  const phone = `+91 98400 ${String(Math.floor(Math.random() * 90_000) + 10_000)}`
  return {
    values: { name: 'Lakshmi', phone },
    stored: async () => {
      const row = await (
        await getDb()
      )
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', 'staff_phones')
        .executeTakeFirst()
      return Object.values(JSON.parse(row?.value ?? '{}') as Record<string, string>).includes(phone)
    },
  }
}

let weeksMade = 0
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The weekly hours' form with a week of its own each time (Monday closes a quarter-hour later than
 * the last), so every save is a change; `stored` says whether that week is the one stored.
 */
export function officeWeekForm(): { values: Record<string, string>; stored: () => Promise<boolean> } {
  const closes = 10 * 60 + 15 * (++weeksMade % 40)
  const values: Record<string, string> = { monOpen: 'on', monOpens: '09:00', monCloses: hhmm(closes) }
  for (const day of ['sun', 'tue', 'wed', 'thu', 'fri', 'sat']) {
    Object.assign(values, { [`${day}Opens`]: '09:00', [`${day}Closes`]: '18:00' })
  }
  return { values, stored: async () => (await readOfficeWeek(await getDb()))[1]?.closes === closes }
}
