'use server'

import { act, parseForm, type ActionState } from '@/lib/staff'
import { getDb } from '@/lib/platform/db'
import { addOfficeHoliday, removeOfficeHoliday } from './holiday-changes'
import { holidayDayInWords } from './holidays'
import { addHolidaySchema, removeHolidaySchema } from './schemas'
import { saveAgencyParticulars } from './particulars-changes'
import { particularsSchema, staffContactSchema } from './particulars-schema'
import { saveOwnContact } from './staff-contact-changes'

/**
 * The Settings screen's actions (`office.holidays`: owners): add a day the office is closed, or
 * take one off the list. Each is audited; the call-back promise and the follow-up shortcuts read
 * the list on their next use.
 */

export async function addOfficeHolidayAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('office.holidays', async (staff) => {
    const holiday = parseForm(addHolidaySchema, form)
    await addOfficeHoliday(staff, holiday, await getDb())
    return `Added ${holidayDayInWords(holiday.day)}${holiday.name ? ` (${holiday.name})` : ''}`
  })
}

export async function removeOfficeHolidayAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('office.holidays', async (staff) => {
    const { day } = parseForm(removeHolidaySchema, form)
    const removed = await removeOfficeHoliday(staff, day, await getDb())
    return `Removed ${holidayDayInWords(removed.day)}: the office keeps its usual hours that day`
  })
}

/** The particulars' form (`agency.particulars`: owners): every section saved at once, audited. */
export async function saveAgencyParticularsAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('agency.particulars', async (staff) => {
    const particulars = parseForm(particularsSchema, form)
    const changed = await saveAgencyParticulars(staff, particulars, await getDb())
    return changed.length ? 'Saved: the next quote prints these particulars' : 'Nothing changed'
  })
}

/** A staff member's own name and phone (`account.own`), printed on the quotes they send; audited. */
export async function saveOwnContactAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('account.own', async (staff) => {
    const contact = parseForm(staffContactSchema, form)
    const changed = await saveOwnContact(staff, contact, await getDb())
    return changed ? 'Saved: your next quotes show these' : 'Nothing changed'
  })
}
