import 'server-only'
import { audit, type Staff } from '@/lib/staff'
import { writeTransaction, type Db } from '@/lib/platform/db'
import type { OfficeWeek } from '@/lib/site/office-hours'
import { clockTime, weekGroups } from '@/lib/site/office-hours-text'
import { readOfficeWeek, writeOfficeWeek } from './week'

/** Serialises every change of the weekly hours across processes (PostgreSQL's advisory lock). */
const WEEK_LOCK_KEY = 0x7765656b

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** The week as the audit log says it: "Mon-Fri 09:00-18:00, Sat 09:00-13:00, Sun closed". */
export function weekInWords(week: OfficeWeek): string {
  return weekGroups(week)
    .map(({ days, hours }) => {
      const names = days.length === 1 ? DAY_NAMES[days[0]!] : `${DAY_NAMES[days[0]!]}-${DAY_NAMES[days.at(-1)!]}`
      return `${names} ${hours ? `${clockTime(hours.opens)}-${clockTime(hours.closes)}` : 'closed'}`
    })
    .join(', ')
}

const sameWeek = (a: OfficeWeek, b: OfficeWeek) => JSON.stringify(a) === JSON.stringify(b)

/** Saves the owner's weekly hours (audited with the week before and after); false when nothing changed. */
export async function saveOfficeWeek(staff: Staff, week: OfficeWeek, db: Db): Promise<boolean> {
  return writeTransaction(
    db,
    async (tx) => {
      const before = await readOfficeWeek(tx)
      if (sameWeek(before, week)) return false
      const after = await writeOfficeWeek(tx, week)
      await audit(
        staff,
        'office.week',
        weekInWords(after),
        { before: weekInWords(before), after: weekInWords(after) },
        tx,
      )
      return true
    },
    { lockKey: WEEK_LOCK_KEY },
  )
}
