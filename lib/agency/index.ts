import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import { officeCalendar, type OfficeCalendar } from '@/lib/site/office-hours'
import { readOfficeHolidays } from './holidays'
import { readParticularsForm } from './particulars'

/**
 * The agency's own settings, as the owner keeps them on the Settings screen: the days the office
 * is closed, read with the office's week as one calendar (lib/site/office-hours.ts holds the rules
 * of time), and the agency's particulars with the money rules of a quote (particulars.ts). The
 * screen's actions are in actions.ts.
 */
export {
  holidayDayInWords,
  officeHolidaysSchema,
  readOfficeHolidays,
  writeOfficeHolidays,
  type OfficeHoliday,
} from './holidays'
export { HOLIDAY_NAME_MAX, OFFICE_HOLIDAYS_MAX } from './schemas'
export { getAgencyParticulars, particularsOf, type AgencyBankAccount, type AgencyParticulars } from './particulars'
export {
  balanceDueDay,
  DEFAULT_SAC,
  GST_BASES,
  MONEY_DEFAULTS,
  PARTICULARS_FORM_DEFAULTS,
  type GstBasis,
  type MoneySettings,
} from './particulars-schema'

/** The office's calendar: the site config's week and the owner's holidays, read now (from `db`, a transaction's or the site's). */
export async function getOfficeCalendar(db?: Db): Promise<OfficeCalendar> {
  return officeCalendar((await readOfficeHolidays(db ?? (await getDb()))).map(({ day }) => day))
}

/** The particulars as the Settings form shows them: what the owner saved, over the defaults. */
export async function getParticularsForm() {
  return readParticularsForm(await getDb())
}

/** The owner's holidays, sorted by day, read now. */
export async function listOfficeHolidays() {
  return readOfficeHolidays(await getDb())
}
export { readStaffPhone } from './staff-contacts'
