import {
  departuresText,
  hasDepartureAhead,
  nextDeparture,
  nthWeekday,
  weekdayOf,
  type DeparturePlan,
  type Schedule,
} from '@/lib/catalog/departures/schedule'
import { formatDay, formatMonthYear, secondsToMidnightInIndia, todayInIndia } from '@/lib/site/format'
import { lastDayBefore, lastMonthBefore, seedReviews, seedTrips, seedVideos } from '@/lib/catalog/seed/data'

const SAT = 6
const dated = (days: string[], seasonOpensMonth: number | null = null): DeparturePlan => ({
  dates: days.map((on) => ({ on, label: '' })),
  schedules: [],
  seasonOpensMonth,
})
const weekly = (weekdays: number[], months: Schedule['months'], extra: Partial<Schedule> = {}): DeparturePlan => ({
  dates: [],
  schedules: [{ kind: 'weekly', weekdays, months, label: '', ...extra }],
  seasonOpensMonth: null,
})

describe('today in India', () => {
  it('turns at midnight IST (18:30 UTC), not at the server’s midnight', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21')
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22')
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })

  it('counts the seconds to the next midnight IST', () => {
    expect(secondsToMidnightInIndia(new Date('2026-11-21T18:29:00Z'))).toBe(60)
    expect(secondsToMidnightInIndia(new Date('2026-11-21T18:30:00Z'))).toBe(86_400)
    expect(secondsToMidnightInIndia(new Date('2026-11-22T06:30:00Z'))).toBe(12 * 3600)
  })

  it('formats days and months as visitors read them', () => {
    expect(formatDay('2026-12-05')).toBe('5 Dec 2026')
    expect(formatMonthYear(5, 2027)).toBe('May 2027')
    expect(formatMonthYear('2026-08')).toBe('August 2026')
  })
})

describe('dated departures', () => {
  const kashi = dated(['2026-11-14', '2026-12-12', '2027-01-16', '2027-02-13'], 10)

  it('lists only the dates after today, in order, and names the first as the next departure', () => {
    const today = '2026-11-22'
    expect(departuresText(kashi, today)).toBe('12 Dec 2026, 16 Jan 2027, 13 Feb 2027')
    expect(departuresText(kashi, today)).not.toContain('14 Nov')
    expect(nextDeparture(kashi, today)).toBe('2026-12-12')
  })

  it('drops a departure on its own day (a group leaving today can no longer be joined)', () => {
    expect(departuresText(kashi, '2026-12-12')).toBe('16 Jan 2027, 13 Feb 2027')
    expect(departuresText(kashi, '2026-12-11')).toMatch(/^12 Dec 2026/)
  })

  it('switches at midnight in India: 18:29 UTC on the eve still lists the date, 18:30 UTC does not', () => {
    const plan = dated(['2026-12-12', '2027-01-16'])
    expect(departuresText(plan, todayInIndia(new Date('2026-12-11T18:29:59Z')))).toBe('12 Dec 2026, 16 Jan 2027')
    expect(departuresText(plan, todayInIndia(new Date('2026-12-11T18:30:00Z')))).toBe('16 Jan 2027')
  })

  it('lists at most four dates', () => {
    const plan = dated(['2027-01-02', '2027-02-06', '2027-03-06', '2027-04-03', '2027-05-01'])
    expect(departuresText(plan, '2026-12-01').split(', ')).toHaveLength(4)
  })

  it('says when the season opens again once every date has passed, in the next year when its month is this one', () => {
    const kailash = dated(['2026-06-06', '2026-07-04', '2026-08-01'], 6)
    expect(departuresText(kailash, '2026-11-22')).toBe('Opens June 2027')
    expect(nextDeparture(kailash, '2026-11-22')).toBeUndefined()
    expect(hasDepartureAhead(kailash, '2026-11-22')).toBe(false)
    expect(departuresText(kailash, '2027-06-10')).toBe('Opens June 2028')
    expect(departuresText(dated(['2026-02-06'], 10), '2026-03-01')).toBe('Opens October 2026')
    expect(departuresText(dated(['2026-02-06']), '2026-03-01')).toBe('Dates on request')
  })

  it('crosses the year end', () => {
    const plan = dated(['2026-12-31', '2027-01-01'])
    expect(departuresText(plan, '2026-12-31')).toBe('1 Jan 2027')
    expect(nextDeparture(plan, '2026-12-30')).toBe('2026-12-31')
  })
})

describe('weekly schedules', () => {
  it('show as written and name the next matching day inside the season', () => {
    const rajasthan = weekly([SAT], [[10, 3]])
    expect(departuresText(rajasthan, '2026-11-22')).toBe('Every Saturday, Oct–Mar')
    expect(nextDeparture(rajasthan, '2026-11-22')).toBe('2026-11-28')
    // Today a Saturday: the next one is a week away.
    expect(nextDeparture(rajasthan, '2026-11-28')).toBe('2026-12-05')
  })

  it('wait for the season outside it, across the year end too', () => {
    const rajasthan = weekly([SAT], [[10, 3]])
    expect(departuresText(rajasthan, '2027-07-20')).toBe('Every Saturday, Oct–Mar')
    expect(nextDeparture(rajasthan, '2027-07-20')).toBe('2027-10-02')
    const winter = weekly([SAT], [[12, 2]])
    expect(nextDeparture(winter, '2026-12-30')).toBe('2027-01-02')
    expect(nextDeparture(weekly([SAT], [[1, 2]]), '2026-11-22')).toBe('2027-01-02')
  })

  it('name several weekdays and seasons, and all year', () => {
    expect(departuresText(weekly([1, 5], [[9, 5]]), '2026-11-22')).toBe('Every Monday and Friday, Sep–May')
    expect(
      departuresText(
        weekly(
          [0],
          [
            [3, 6],
            [9, 12],
          ],
        ),
        '2026-11-22',
      ),
    ).toBe('Every Sunday, Mar–Jun and Sep–Dec')
    expect(departuresText(weekly([5], 'all'), '2026-11-22')).toBe('Every Friday, all year')
    expect(departuresText(weekly([6, 3], null), '2026-11-22')).toBe('Every Saturday and Wednesday')
    expect(nextDeparture(weekly([6, 3], null), '2026-11-22')).toBe('2026-11-25')
  })

  it('with fixed season days: the dates before it opens, "until" while it runs, "Opens" once it closed', () => {
    const charDham: DeparturePlan = {
      ...weekly([SAT], null, { startsOn: '2026-05-09', endsOn: '2026-10-10' }),
      seasonOpensMonth: 5,
    }
    expect(departuresText(charDham, '2026-04-01')).toBe('Every Saturday, 9 May to 10 Oct 2026')
    expect(nextDeparture(charDham, '2026-04-01')).toBe('2026-05-09')
    expect(departuresText(charDham, '2026-07-01')).toBe('Every Saturday until 10 Oct 2026')
    expect(nextDeparture(charDham, '2026-07-01')).toBe('2026-07-04')
    expect(departuresText(charDham, '2026-11-22')).toBe('Opens May 2027')
    expect(nextDeparture(charDham, '2026-11-22')).toBeUndefined()
    expect(hasDepartureAhead(charDham, '2026-11-22')).toBe(false)
  })

  it('join a labelled second schedule and labelled extra dates with "; "', () => {
    const kashmir: DeparturePlan = {
      dates: [],
      schedules: [
        { kind: 'weekly', weekdays: [0], months: [[4, 10]], label: '' },
        { kind: 'weekly', weekdays: [0], months: [[12, 2]], label: 'snow special' },
      ],
      seasonOpensMonth: null,
    }
    expect(departuresText(kashmir, '2026-11-22')).toBe('Every Sunday, Apr–Oct; snow special Dec–Feb')
    expect(nextDeparture(kashmir, '2026-11-22')).toBe('2026-12-06')
    const singapore: DeparturePlan = {
      dates: [
        { on: '2026-11-14', label: 'school holiday departures' },
        { on: '2026-12-12', label: 'school holiday departures' },
      ],
      schedules: [{ kind: 'weekly', weekdays: [3], months: null, label: '' }],
      seasonOpensMonth: null,
    }
    expect(departuresText(singapore, '2026-11-22')).toBe('Every Wednesday; school holiday departures 12 Dec 2026')
  })

  it('any-date schedules read as written and have no next departure', () => {
    const plan: DeparturePlan = {
      dates: [],
      schedules: [{ kind: 'any', weekdays: [], months: [[9, 5]], label: '' }],
      seasonOpensMonth: null,
    }
    expect(departuresText(plan, '2026-07-01')).toBe('Any date, Sep–May')
    expect(nextDeparture(plan, '2026-07-01')).toBeUndefined()
    expect(hasDepartureAhead(plan, '2026-07-01')).toBe(true)
  })
})

describe('the seed is relative to the day it runs', () => {
  const runDays = ['2026-01-01', '2026-05-20', '2026-08-02', '2026-10-10', '2026-11-22', '2026-12-31', '2027-06-05']

  it.each(runDays)('seeded on %s, every trip has a departure ahead and lists no past or same-day date', (today) => {
    for (const trip of seedTrips) {
      const plan = trip.departures(today)
      expect({ slug: trip.slug, ahead: hasDepartureAhead(plan, today) }).toEqual({ slug: trip.slug, ahead: true })
      for (const d of plan.dates) expect(d.on > today).toBe(true)
      for (const s of plan.schedules) if (s.endsOn) expect(s.endsOn > today).toBe(true)
      const next = nextDeparture(plan, today)
      if (next) expect(next > today).toBe(true)
      expect(departuresText(plan, today)).not.toMatch(/^Opens|Dates on request/)
    }
  })

  it('keeps each trip’s real-world season', () => {
    const plan = (slug: string, today: string) => seedTrips.find((t) => t.slug === slug)!.departures(today)
    const months = (p: DeparturePlan) => p.dates.map((d) => Number(d.on.slice(5, 7)))
    for (const today of runDays) {
      expect(months(plan('kailash-mansarovar-yatra', today)).every((m) => m >= 6 && m <= 8)).toBe(true)
      expect(months(plan('europe-paris-switzerland-italy', today)).every((m) => m >= 5 && m <= 9)).toBe(true)
      const kashi = plan('kashi-gaya-prayag-yatra', today)
      expect(kashi.dates).toHaveLength(4)
      expect(new Set(months(kashi)).size).toBe(4) // monthly
      for (const d of kashi.dates) expect(weekdayOf(d.on)).toBe(SAT)
      const [charDham] = plan('char-dham-yatra', today).schedules
      expect([charDham.startsOn?.slice(5, 7), charDham.endsOn?.slice(5, 7)]).toEqual(['05', '10'])
    }
    // Seeded on 22 November 2026: Kashi's first departure is the second Saturday of next month.
    expect(plan('kashi-gaya-prayag-yatra', '2026-11-22').dates[0].on).toBe(nthWeekday(2026, 12, SAT, 2))
    expect(plan('kailash-mansarovar-yatra', '2026-11-22').dates.map((d) => d.on)).toEqual([
      '2027-06-05',
      '2027-07-03',
      '2027-08-07',
    ])
  })

  it('dates every review in a month before the seed’s, naming a seeded trip', () => {
    const slugs = new Set(seedTrips.map((t) => t.slug))
    for (const today of runDays) {
      for (const review of seedReviews) {
        expect(slugs.has(review.tripSlug)).toBe(true)
        const month = lastMonthBefore(review.travelledMonth, today)
        expect(month).toMatch(/^\d{4}-\d{2}$/)
        expect(month < today.slice(0, 7)).toBe(true)
      }
    }
  })

  it('dates every video on a real day before the seed’s', () => {
    for (const today of runDays) {
      for (const video of seedVideos) {
        const day = lastDayBefore(video.uploaded.month, video.uploaded.day, today)
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day)
        expect(day < today).toBe(true)
      }
    }
    expect(lastDayBefore(12, 27, '2026-11-22')).toBe('2025-12-27')
    expect(lastDayBefore(11, 18, '2026-11-22')).toBe('2025-11-18')
    expect(lastDayBefore(6, 9, '2026-11-22')).toBe('2026-06-09')
    expect(() => lastDayBefore(2, 30, '2026-11-22')).toThrow(/day/)
  })

  it('gives every trip its exclusions and hotels', () => {
    for (const trip of seedTrips) {
      expect(trip.excludes.length).toBeGreaterThanOrEqual(3)
      expect(trip.hotels.length).toBeGreaterThanOrEqual(1)
      for (const hotel of trip.hotels) expect(hotel).toMatch(/^[^:]+: .+, \d+ nights?$/)
    }
  })
})
