import 'server-only'
import { unstable_cache } from 'next/cache'
import { getDb, type Db } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { CACHE_TAGS } from '@/lib/site/constants'
import { officeCalendar, type OfficeCalendar, type OfficeWeek } from '@/lib/site/office-hours'
import { readOfficeHolidays } from './holidays'
import { readParticularsForm } from './particulars'
import { readOfficeWeek } from './week'

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

/** The office's calendar: the owner's weekly hours and holidays, read now (from `db`, a transaction's or the site's). */
export async function getOfficeCalendar(db?: Db): Promise<OfficeCalendar> {
  const from = db ?? (await getDb())
  const [holidays, week] = await Promise.all([readOfficeHolidays(from), readOfficeWeek(from)])
  return officeCalendar(
    holidays.map(({ day }) => day),
    week,
  )
}

/** The weekly hours, read now (the Settings screen). */
export async function getOfficeWeekNow(): Promise<OfficeWeek> {
  return readOfficeWeek(await getDb())
}

/**
 * The weekly hours as the public pages show them (the top bar, the contact page, the agency's
 * structured data): a cached read, tagged, which the Settings screen's save expires (updateTag).
 */
export async function getOfficeWeek(): Promise<OfficeWeek> {
  return unstable_cache(async () => readOfficeWeek(await getDb()), ['agency', 'office-week'], {
    tags: [CACHE_TAGS.officeWeek],
    revalidate: getEnv().REVALIDATE_SECONDS,
  })()
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
