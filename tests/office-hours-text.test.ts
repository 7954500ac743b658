import { createTranslator } from 'use-intl/core'
import { MESSAGES } from '@/lib/site/i18n/messages'
import type { Locale } from '@/lib/site/i18n/locales'
import { OFFICE_WEEK, type OfficeWeek } from '@/lib/site/office-hours'
import { officeHoursRows, openHoursLine } from '@/lib/site/office-hours-text'

/** The weekly hours in words, in each language, for the default week and for weeks the owner may set. */

const words = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'content.details.workingHours' })
const en = words('en')
const ta = words('ta')

/** A week written Sunday first as [opens, closes] in HH:MM, or null when closed. */
const weekOf = (...days: ([string, string] | null)[]): OfficeWeek =>
  days.map((day) => {
    if (!day) return null
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))
    return { opens: minutes(day[0]), closes: minutes(day[1]) }
  })

const rowsText = (rows: { days: string; hours: string }[]) => rows.map((row) => `${row.days}: ${row.hours}`)

describe('the default week (docs/product.md §9)', () => {
  it('reads exactly as the top bar and the contact page have always shown it, in English', () => {
    expect(openHoursLine(OFFICE_WEEK, en)).toBe('Mon-Fri 9:00 AM-6:00 PM · Sat 9:00 AM-1:00 PM')
    expect(rowsText(officeHoursRows(OFFICE_WEEK, en))).toEqual([
      'Mon-Fri: 9:00 AM-6:00 PM',
      'Sat: 9:00 AM-1:00 PM',
      'Sun: closed',
    ])
  })

  it('and in Tamil', () => {
    expect(openHoursLine(OFFICE_WEEK, ta)).toBe('திங்கள்–வெள்ளி காலை 9:00 – மாலை 6:00 · சனி காலை 9:00 – மதியம் 1:00')
    expect(rowsText(officeHoursRows(OFFICE_WEEK, ta))).toEqual([
      'திங்கள்–வெள்ளி: காலை 9:00 – மாலை 6:00',
      'சனி: காலை 9:00 – மதியம் 1:00',
      'ஞாயிறு: விடுமுறை',
    ])
  })
})

describe('a week the owner sets', () => {
  it('groups Monday to Saturday with the same half-past hours, Sunday closed', () => {
    const week = weekOf(null, ...Array.from({ length: 6 }, (): [string, string] => ['09:30', '18:30']))
    expect(openHoursLine(week, en)).toBe('Mon-Sat 9:30 AM-6:30 PM')
    expect(rowsText(officeHoursRows(week, en))).toEqual(['Mon-Sat: 9:30 AM-6:30 PM', 'Sun: closed'])
    expect(rowsText(officeHoursRows(week, ta))).toEqual(['திங்கள்–சனி: காலை 9:30 – மாலை 6:30', 'ஞாயிறு: விடுமுறை'])
  })

  it('groups only consecutive days: a closed Wednesday splits the week, and two closed days are one row', () => {
    const day: [string, string] = ['10:00', '17:00']
    const week = weekOf(null, day, day, null, day, day, null)
    expect(rowsText(officeHoursRows(week, en))).toEqual([
      'Mon-Tue: 10:00 AM-5:00 PM',
      'Wed: closed',
      'Thu-Fri: 10:00 AM-5:00 PM',
      'Sat-Sun: closed',
    ])
    expect(openHoursLine(week, en)).toBe('Mon-Tue 10:00 AM-5:00 PM · Thu-Fri 10:00 AM-5:00 PM')
    expect(openHoursLine(week, ta)).toBe('திங்கள்–செவ்வாய் காலை 10:00 – மாலை 5:00 · வியாழன்–வெள்ளி காலை 10:00 – மாலை 5:00')
  })

  it('names the part of the day in Tamil from the time: noon, afternoon, evening and night', () => {
    const week = weekOf(['12:00', '15:45'], ['07:15', '21:00'], null, null, null, null, ['00:00', '23:45'])
    expect(rowsText(officeHoursRows(week, en))).toEqual([
      'Mon: 7:15 AM-9:00 PM',
      'Tue-Fri: closed',
      'Sat: 12:00 AM-11:45 PM',
      'Sun: 12:00 PM-3:45 PM',
    ])
    expect(rowsText(officeHoursRows(week, ta))).toEqual([
      'திங்கள்: காலை 7:15 – இரவு 9:00',
      'செவ்வாய்–வெள்ளி: விடுமுறை',
      'சனி: இரவு 12:00 – இரவு 11:45',
      'ஞாயிறு: மதியம் 12:00 – மதியம் 3:45',
    ])
  })

  it('reads an office open every day the same as one row', () => {
    const week = weekOf(...Array.from({ length: 7 }, (): [string, string] => ['08:00', '20:00']))
    expect(openHoursLine(week, en)).toBe('Mon-Sun 8:00 AM-8:00 PM')
    expect(openHoursLine(week, ta)).toBe('திங்கள்–ஞாயிறு காலை 8:00 – இரவு 8:00')
  })
})
