import 'server-only'
import { getDb } from '@/lib/platform/db'
import { officeCalendar, type OfficeCalendar } from '@/lib/site/office-hours'
import { readOfficeHolidays } from './holidays'

/**
 * The agency's own settings, as the owner keeps them: today the days the office is closed, read
 * with the office's week as one calendar (lib/site/office-hours.ts holds the rules of time).
 */
export { OFFICE_HOLIDAYS_MAX, officeHolidaysSchema, readOfficeHolidays, writeOfficeHolidays } from './holidays'

/** The office's calendar: the site config's week and the owner's holidays, read now. */
export async function getOfficeCalendar(): Promise<OfficeCalendar> {
  return officeCalendar(await readOfficeHolidays(await getDb()))
}
