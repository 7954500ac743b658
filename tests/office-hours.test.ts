import {
  addIndiaDays,
  callBackPromise,
  indiaDayOf,
  indiaInstant,
  isOpenAt,
  nextOpenInstant,
  nextWorkingDay,
  officeCalendar,
  workingDaysAfter,
  workingMorning,
  workingMsBetween,
} from '@/lib/site/office-hours'

/** An instant written as India time: ist('2026-11-28 17:45'). */
const ist = (text: string) => {
  const [day, time] = text.split(' ')
  const [h, m] = time!.split(':').map(Number)
  return indiaInstant(day!, h! * 60 + m!)
}
const HOUR = 3_600_000
const week = officeCalendar()

describe('the office week of the site config (Mon–Fri 9–6, Sat 9–1, Sunday closed)', () => {
  it('is open on a weekday afternoon and on a Saturday morning, shut on Saturday afternoon and Sunday', () => {
    expect(isOpenAt(ist('2026-11-27 17:59'), week)).toBe(true) // Friday
    expect(isOpenAt(ist('2026-11-27 18:00'), week)).toBe(false)
    expect(isOpenAt(ist('2026-11-28 09:00'), week)).toBe(true) // Saturday
    expect(isOpenAt(ist('2026-11-28 13:00'), week)).toBe(false)
    expect(isOpenAt(ist('2026-11-29 11:00'), week)).toBe(false) // Sunday
  })

  it('reads India time whatever the instant: 23:30 UTC on a Sunday is Monday 5 am in Chennai', () => {
    expect(indiaDayOf(Date.parse('2026-11-29T23:30:00Z'))).toBe('2026-11-30')
    expect(addIndiaDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('callBackPromise', () => {
  it('promises today before closing during hours', () => {
    expect(callBackPromise(ist('2026-11-27 10:00'), week)).toEqual({
      kind: 'before',
      day: '2026-11-27',
      by: ist('2026-11-27 18:00'),
    })
    expect(callBackPromise(ist('2026-11-28 11:30'), week)).toEqual({
      kind: 'before',
      day: '2026-11-28',
      by: ist('2026-11-28 13:00'),
    })
  })

  it('promises the next working morning with less than an hour left: Saturday 12:30 is Monday', () => {
    expect(callBackPromise(ist('2026-11-28 12:30'), week)).toMatchObject({
      kind: 'morning',
      day: '2026-11-30',
      relative: 'later',
      weekday: 1,
      opens: ist('2026-11-30 09:00'),
    })
  })

  it('promises Monday morning on Saturday at 5:45 pm and on a Sunday', () => {
    expect(callBackPromise(ist('2026-11-28 17:45'), week)).toMatchObject({ day: '2026-11-30', relative: 'later' })
    expect(callBackPromise(ist('2026-11-29 10:00'), week)).toMatchObject({ day: '2026-11-30', relative: 'tomorrow' })
  })

  it('promises tomorrow morning on a weekday evening, and this morning before opening', () => {
    expect(callBackPromise(ist('2026-11-27 19:00'), week)).toMatchObject({
      kind: 'morning',
      day: '2026-11-28',
      relative: 'tomorrow',
      weekday: 6,
    })
    expect(callBackPromise(ist('2026-11-30 07:30'), week)).toMatchObject({
      kind: 'morning',
      day: '2026-11-30',
      relative: 'today',
      opens: ist('2026-11-30 09:00'),
    })
  })

  it('skips the holidays the owner sets', () => {
    const withHolidays = officeCalendar(['2026-11-30', '2026-12-01'])
    expect(callBackPromise(ist('2026-11-28 17:45'), withHolidays)).toMatchObject({ day: '2026-12-02', weekday: 3 })
    // A holiday during hours: no promise for today.
    expect(callBackPromise(ist('2026-11-30 10:00'), withHolidays)).toMatchObject({
      kind: 'morning',
      day: '2026-12-02',
    })
  })
})

describe('working days and time', () => {
  it('finds the next working day past Sundays and holidays', () => {
    expect(nextWorkingDay('2026-11-28', week)).toBe('2026-11-30')
    expect(nextWorkingDay('2026-11-27', week)).toBe('2026-11-28')
    expect(nextWorkingDay('2026-11-28', officeCalendar(['2026-11-30']))).toBe('2026-12-01')
    expect(workingDaysAfter('2026-11-27', 3, week)).toBe('2026-12-01') // Sat, Mon, Tue
  })

  it('gives up, with a message, on an office that never opens', () => {
    expect(() => nextWorkingDay('2026-11-28', officeCalendar([], Array(7).fill(null)))).toThrow(/no working day/)
  })

  it('counts office time: Friday 5 pm to Monday 10 am is 1 + 4 + 1 hours', () => {
    expect(workingMsBetween(ist('2026-11-27 17:00'), ist('2026-11-30 10:00'), week)).toBe(6 * HOUR)
    expect(workingMsBetween(ist('2026-11-27 17:00'), ist('2026-11-30 10:00'), officeCalendar(['2026-11-28']))).toBe(
      2 * HOUR,
    )
    expect(workingMsBetween(ist('2026-11-30 10:00'), ist('2026-11-30 09:00'), week)).toBe(0)
  })

  it('finds the next open instant', () => {
    expect(nextOpenInstant(ist('2026-11-27 11:00'), week)).toBe(ist('2026-11-27 11:00'))
    expect(nextOpenInstant(ist('2026-11-30 06:00'), week)).toBe(ist('2026-11-30 09:00'))
    expect(nextOpenInstant(ist('2026-11-28 13:30'), week)).toBe(ist('2026-11-30 09:00'))
  })

  it('keeps a morning hour inside the day’s hours', () => {
    expect(workingMorning('2026-11-30', 10, week)).toBe(ist('2026-11-30 10:00'))
    expect(workingMorning('2026-11-30', 7, week)).toBe(ist('2026-11-30 09:00'))
    expect(() => workingMorning('2026-11-29', 10, week)).toThrow(/not a working day/)
  })
})
