import 'server-only'
import { audit, Refusal, type Staff } from '@/lib/staff'
import { writeTransaction, type Db } from '@/lib/platform/db'
import { holidayDayInWords, readOfficeHolidays, writeOfficeHolidays, type OfficeHoliday } from './holidays'
import { OFFICE_HOLIDAYS_MAX } from './schemas'

/**
 * The owner's changes to the holidays, one at a time and audited (the Settings screen's actions).
 * Apart from holidays.ts, which every reader of the office calendar imports (the digest's worker
 * too), so that reading the holidays never loads staff sign-in.
 */

/** Serialises every change of the holidays across processes (PostgreSQL's advisory lock). */
const HOLIDAYS_LOCK_KEY = 0x686f6c69

/** A refusal of a holiday change the owner can act on, shown on the Settings form. */
export class HolidayRefusal extends Refusal {}

/** The audit log's subject for a holiday: its day in words and its name. */
const subjectOf = ({ day, name }: OfficeHoliday) =>
  name ? `${holidayDayInWords(day)} (${name})` : holidayDayInWords(day)

/** Adds one holiday (audited); refused when its day is one already or the list is full. */
export async function addOfficeHoliday(staff: Staff, holiday: OfficeHoliday, db: Db): Promise<OfficeHoliday> {
  return writeTransaction(
    db,
    async (tx) => {
      const holidays = await readOfficeHolidays(tx)
      if (holidays.some(({ day }) => day === holiday.day)) {
        throw new HolidayRefusal(`${holidayDayInWords(holiday.day)} is already a holiday`, 'day')
      }
      if (holidays.length >= OFFICE_HOLIDAYS_MAX) {
        throw new HolidayRefusal(`Keep at most ${OFFICE_HOLIDAYS_MAX} holidays: remove one that has passed first`)
      }
      await writeOfficeHolidays(tx, [...holidays, holiday])
      await audit(staff, 'holiday.add', subjectOf(holiday), { day: holiday.day, name: holiday.name }, tx)
      return holiday
    },
    { lockKey: HOLIDAYS_LOCK_KEY },
  )
}

/** Removes the holiday of `day` (audited); refused when that day is not one. */
export async function removeOfficeHoliday(staff: Staff, day: string, db: Db): Promise<OfficeHoliday> {
  return writeTransaction(
    db,
    async (tx) => {
      const holidays = await readOfficeHolidays(tx)
      const removed = holidays.find((holiday) => holiday.day === day)
      if (!removed) throw new HolidayRefusal(`${holidayDayInWords(day)} is not on the list of holidays`)
      await writeOfficeHolidays(
        tx,
        holidays.filter((holiday) => holiday !== removed),
      )
      await audit(staff, 'holiday.remove', subjectOf(removed), { day: removed.day, name: removed.name }, tx)
      return removed
    },
    { lockKey: HOLIDAYS_LOCK_KEY },
  )
}
