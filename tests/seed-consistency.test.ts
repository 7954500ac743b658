import { departuresText } from '@/lib/catalog/departures/schedule'
import { seedTrips } from '@/lib/catalog/seed/data'
import { seedTripsTamil } from '@/lib/catalog/seed/tamil'

/**
 * The seeded catalogue does not contradict itself, in English and in Tamil: what a trip's text
 * says of its departures' weekdays is true of every dated departure it lists, one departure's
 * boarding cities cost about the same, and no day of an itinerary is listed as not included.
 * The seed's dates move with the day it runs, so each check runs on a day of every fortnight of a year.
 */

const DAYS_RUN = Array.from({ length: 27 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 0, 5 + i * 14))
  return day.toISOString().slice(0, 10)
})

/** The weekday names each language's text may use, written out here, 0 = Sunday. */
const WEEKDAY_WORDS: Record<'en' | 'ta', string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
}

function weekdaysNamed(text: string, locale: 'en' | 'ta'): number[] {
  return WEEKDAY_WORDS[locale].flatMap((word, weekday) => (text.includes(word) ? [weekday] : []))
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

describe('the seed does not contradict itself', () => {
  it('checks every trip, each with its Tamil', () => {
    expect(seedTrips.length).toBeGreaterThanOrEqual(20)
    for (const trip of seedTrips) expect(seedTripsTamil[trip.slug]).toBeDefined()
  })

  it.each(DAYS_RUN)(
    'weekdays the departures text names are the weekdays of its dated departures (seed of %s)',
    (today) => {
      let checked = 0
      const wrong: string[] = []
      for (const trip of seedTrips) {
        const plan = trip.departures(today)
        const ahead = plan.dates.filter((d) => d.on > today)
        for (const locale of ['en', 'ta'] as const) {
          const text = departuresText(plan, today, locale)
          const named = weekdaysNamed(text, locale)
          if (named.length === 0) continue
          for (const departure of ahead) {
            const weekday = weekdayOf(departure.on)
            if (!named.includes(weekday))
              wrong.push(`${trip.slug}: "${text}" lists ${departure.on}, a ${WEEKDAY_WORDS.en[weekday]}`)
            checked++
          }
        }
      }
      expect(wrong).toEqual([])
      // Dated departures beside weekday words were there to check.
      expect(checked).toBeGreaterThan(0)
    },
  )

  /**
   * A group leaves from its first boarding city (Chennai, at the trip's price); another city only
   * adds or saves the journey to it, a train or a short flight within Tamil Nadu. So a boarding
   * city's price stays within 15% of the first city's, or ₹3,000 on a cheap trip where one train
   * fare is more than that share: further off, the price is a typing slip.
   */
  it.each(DAYS_RUN)(
    "a departure's boarding prices stay within 15% (or ₹3,000) of its first city's (seed of %s)",
    (today) => {
      let compared = 0
      const wrong: string[] = []
      for (const trip of seedTrips) {
        for (const departure of trip.departures(today).dates) {
          const boarding = departure.boarding ?? []
          if (boarding.length < 2) continue
          const base = boarding[0]?.price ?? trip.price
          for (const city of boarding.slice(1)) {
            if (city.price === undefined) continue
            const band = Math.max(base * 0.15, 3000)
            if (Math.abs(city.price - base) > band) {
              wrong.push(`${trip.slug} on ${departure.on}: ${city.city} at ₹${city.price} against ₹${base}`)
            }
            compared++
          }
        }
      }
      expect(wrong).toEqual([])
      expect(compared).toBeGreaterThan(0)
    },
  )

  /**
   * A day's headline is its title ("Universal Studios", "Sentosa"); what "not included" offers as an
   * optional extra (English "Optional …", Tamil "கூடுதல் கட்டண…", the glossary's word for paid extras) must not be one of them. A cost at a place
   * ("pony charges at Kedarnath") is not the place itself, and is left alone.
   */
  it("no itinerary day's headline is offered as an optional extra, in English or in Tamil", () => {
    let days = 0
    const wrong: string[] = []
    for (const trip of seedTrips) {
      const ta = seedTripsTamil[trip.slug]!
      const languages = [
        { titles: trip.itinerary.map((day) => day.title), extras: trip.excludes.filter((l) => /optional/i.test(l)) },
        { titles: ta.itinerary.map((day) => day.title), extras: ta.excludes.filter((l) => l.includes('கூடுதல் கட்டண')) },
      ]
      for (const { titles, extras } of languages) {
        for (const title of titles) {
          for (const line of extras) {
            if (line.toLowerCase().includes(title.toLowerCase()))
              wrong.push(`${trip.slug}: day "${title}", not included "${line}"`)
          }
          days++
        }
      }
    }
    expect(wrong).toEqual([])
    expect(days).toBeGreaterThan(100)
  })
})
