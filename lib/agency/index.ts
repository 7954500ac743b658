import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import { officeCalendar, type OfficeCalendar } from '@/lib/site/office-hours'
import { readOfficeHolidays } from './holidays'

/**
 * The agency's own settings, as the owner keeps them on the Settings screen: today the days the
 * office is closed, read with the office's week as one calendar (lib/site/office-hours.ts holds
 * the rules of time). The screen's actions are in actions.ts.
 */
export {
  holidayDayInWords,
  officeHolidaysSchema,
  readOfficeHolidays,
  writeOfficeHolidays,
  type OfficeHoliday,
} from './holidays'
export { HOLIDAY_NAME_MAX, OFFICE_HOLIDAYS_MAX } from './schemas'

/** The office's calendar: the site config's week and the owner's holidays, read now (from `db`, a transaction's or the site's). */
export async function getOfficeCalendar(db?: Db): Promise<OfficeCalendar> {
  return officeCalendar((await readOfficeHolidays(db ?? (await getDb()))).map(({ day }) => day))
}

/** The owner's holidays, sorted by day, read now. */
export async function listOfficeHolidays() {
  return readOfficeHolidays(await getDb())
}
