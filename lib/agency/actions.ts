'use server'

import { updateTag } from 'next/cache'
import { act, parseForm, type ActionState } from '@/lib/staff'
import { CACHE_TAGS } from '@/lib/site/constants'
import { getDb } from '@/lib/platform/db'
import { addOfficeHoliday, removeOfficeHoliday } from './holiday-changes'
import { holidayDayInWords } from './holidays'
import { addHolidaySchema, officeWeekSchema, removeHolidaySchema } from './schemas'
import { saveAgencyParticulars } from './particulars-changes'
import { particularsSchema, staffContactSchema } from './particulars-schema'
import { saveOwnContact } from './staff-contact-changes'
import { saveOfficeWeek } from './week-changes'

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

/**
 * The weekly hours' form (`office.holidays`, as the holidays): saved at once and audited; the
 * public pages' cached copy is expired, so the next page shows the new hours.
 */
export async function saveOfficeWeekAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('office.holidays', async (staff) => {
    const week = parseForm(officeWeekSchema, form)
    const changed = await saveOfficeWeek(staff, week, await getDb())
    if (!changed) return 'Nothing changed'
    updateTag(CACHE_TAGS.officeWeek)
    return 'Saved: the site shows these hours and promises call-backs within them'
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
