// Data helpers for the Settings screen's holiday actions in the back office's action suites
// (tests/back-office-actions.test.ts and tests/back-office-permissions.test.ts): a day of its own
// to add, or a holiday of its own to remove, and a probe of whether the stored list holds it.
import { getDb } from '@/lib/platform/db'
import { readOfficeHolidays, writeOfficeHolidays } from '@/lib/agency'
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
