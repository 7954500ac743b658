import { CANCELLATION_TERMS } from '@/lib/content'
import { ITINERARY_DEPARTURES, itineraryOf, type ItineraryContent } from '@/lib/catalog/itinerary/content'
import { itineraryPdf } from '@/lib/catalog/itinerary/pdf'
import { cityName, type DepartureOffer } from '@/lib/catalog/departures/offers'
import { localizeTripDetail } from '@/lib/catalog/localize'
import type { TripDetail } from '@/lib/catalog/types'

/**
 * The itinerary a family takes home (issue 28): what it says of a trip on a given day, and how its
 * PDF is made once per content. The PDF's own text is read from the built site by
 * e2e/itinerary.spec.ts.
 */

const TODAY = '2026-12-01'

const departure = (on: string, more: Partial<DepartureOffer> = {}): DepartureOffer => ({
  on,
  label: '',
  boarding: [{ city: 'Chennai' }, { city: 'Madurai', price: 26_500 }],
  seats: { offered: 40, taken: 10 },
  ...more,
})

const trip = (more: Partial<TripDetail> = {}): TripDetail =>
  ({
    slug: 'kashi-yatra',
    title: 'Kashi Yatra',
    duration: '6 Days / 5 Nights',
    location: 'Varanasi',
    availableDates: '12 Dec 2026',
    price: 24_000,
    images: ['trips/kashi-1.webp', 'trips/kashi-2.webp'],
    description: 'First paragraph.\n\nSecond paragraph.',
    itinerary: [
      { day: '1', title: 'Arrive in Varanasi', activities: ['Evening aarti'] },
      { day: 'Day 2-3', title: 'Gaya and Prayag', activities: [] },
    ],
    includes: ['Meals'],
    departures: [],
    ...more,
  }) as TripDetail

describe('itineraryOf', () => {
  it('lists the departures still ahead and not closed, soonest first, at most six', () => {
    const content = itineraryOf(
      trip({
        departures: [
          departure('2026-11-30'),
          departure(TODAY),
          departure('2027-01-20'),
          departure('2026-12-20', { status: 'closed' }),
          ...['2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01', '2027-07-01'].map((on) =>
            departure(on),
          ),
          departure('2026-12-10'),
        ],
      }),
      TODAY,
    )
    expect(content.departures.map((d) => d.on)).toEqual([
      '2026-12-10',
      '2027-01-20',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
    ])
    expect(content.departures).toHaveLength(ITINERARY_DEPARTURES)
  })

  it('says how full each departure is, Guaranteed, and its price from each boarding city, early bird included', () => {
    const content = itineraryOf(
      trip({
        fewSeatsAt: 6,
        departures: [
          departure('2026-12-10', {
            seats: { offered: 40, taken: 36 },
            status: 'guaranteed',
            note: 'Tour manager from Chennai',
          }),
          departure('2026-12-12', { seats: { offered: 40, taken: 40 } }),
          departure('2026-12-14', { seats: undefined, earlyBird: { price: 21_000, until: TODAY } }),
        ],
      }),
      TODAY,
    )
    expect(content.departures[0]).toMatchObject({
      status: '4 seats left',
      guaranteed: true,
      note: 'Tour manager from Chennai',
    })
    expect(content.departures[0]!.prices).toEqual([
      { city: 'Chennai', standard: 24_000, price: 24_000 },
      { city: 'Madurai', standard: 26_500, price: 26_500 },
    ])
    expect(content.departures[1]).toMatchObject({ status: 'Sold out', guaranteed: false })
    // The early bird runs to the end of its last day: Chennai at its price, Madurai down by as much.
    expect(content.departures[2]).toMatchObject({ status: 'On request', earlyBirdUntil: TODAY })
    expect(content.departures[2]!.prices).toEqual([
      { city: 'Chennai', standard: 24_000, price: 21_000 },
      { city: 'Madurai', standard: 26_500, price: 23_500 },
    ])
    const dayAfter = itineraryOf(
      trip({ departures: [departure('2026-12-14', { earlyBird: { price: 21_000, until: TODAY } })] }),
      '2026-12-02',
    )
    expect(dayAfter.departures[0]).not.toHaveProperty('earlyBirdUntil')
    expect(dayAfter.departures[0]!.prices[0]).toEqual({ city: 'Chennai', standard: 24_000, price: 24_000 })
  })

  it('names the boarding cities in the document’s language: Tamil where a city has its Tamil name', () => {
    const offer = departure('2026-12-10', { boarding: [{ city: 'Chennai', cityTa: 'சென்னை' }, { city: 'Hosur' }] })
    const tamil = itineraryOf(localizeTripDetail(trip({ departures: [offer] }), 'ta'), TODAY, 'ta')
    expect(tamil.departures[0]!.prices.map((point) => [point.city, cityName(point)])).toEqual([
      ['Chennai', 'சென்னை'],
      ['Hosur', 'Hosur'],
    ])
    const english = itineraryOf(localizeTripDetail(trip({ departures: [offer] }), 'en'), TODAY)
    expect(english.departures[0]!.prices.map(cityName)).toEqual(['Chennai', 'Hosur'])
  })

  it('names each day, splits the overview into paragraphs and falls back to the terms’ cancellation schedule', () => {
    const content = itineraryOf(trip(), TODAY)
    expect(content.days).toEqual([
      { label: 'Day 1', title: 'Arrive in Varanasi', activities: ['Evening aarti'] },
      { label: 'Day 2-3', title: 'Gaya and Prayag', activities: [] },
    ])
    expect(content.overview).toEqual(['First paragraph.', 'Second paragraph.'])
    expect(content.cancellation).toBe(CANCELLATION_TERMS)
    expect(content).toMatchObject({ excludes: [], hotels: [], photos: ['trips/kashi-1.webp', 'trips/kashi-2.webp'] })
    expect(content).not.toHaveProperty('childPrice')

    const own = [{ when: 'Any time', refund: 'No refund' }]
    const priced = itineraryOf(trip({ cancellation: own, childPrice: 12_000, childAges: '5 to 11 years' }), TODAY)
    expect(priced.cancellation).toEqual(own)
    expect(priced).toMatchObject({ childPrice: 12_000, childAges: '5 to 11 years' })
  })
})

describe('itineraryPdf', () => {
  /** A renderer that counts its calls and answers once released, so callers can pile up meanwhile. */
  function countingRenderer(bytes = 1024) {
    const calls: string[] = []
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const render = async (content: ItineraryContent, url: string) => {
      calls.push(url)
      await released
      return Buffer.alloc(bytes, content.price % 251)
    }
    return { calls, render, release }
  }

  it('makes one PDF for a storm of requests, serves the next from memory, and a new one once the trip changes', async () => {
    const content = itineraryOf(trip({ slug: 'storm-trip' }), TODAY)
    const renderer = countingRenderer()
    const storm = Array.from({ length: 20 }, () => itineraryPdf(content, TODAY, renderer.render))
    await new Promise((resolve) => setImmediate(resolve))
    expect(renderer.calls).toEqual([expect.stringMatching(/\/trip\/storm-trip$/)])
    renderer.release()
    const answers = await Promise.all(storm)
    expect(new Set(answers.map((a) => a.pdf)).size).toBe(1)
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1)

    const again = await itineraryPdf(content, TODAY, renderer.render)
    expect(again.pdf).toBe(answers[0]!.pdf)
    expect(renderer.calls).toHaveLength(1)

    // A price saved, or a new day, is another document.
    const repriced = await itineraryPdf({ ...content, price: content.price + 500 }, TODAY, renderer.render)
    const tomorrow = await itineraryPdf(content, '2026-12-02', renderer.render)
    expect(renderer.calls).toHaveLength(3)
    expect(new Set([again.etag, repriced.etag, tomorrow.etag]).size).toBe(3)
  })

  it('a failed making is not kept: the next request tries again', async () => {
    const content = itineraryOf(trip({ slug: 'failing-trip' }), TODAY)
    let calls = 0
    const failing = async () => {
      calls += 1
      throw new Error('photo store down')
    }
    await expect(
      Promise.all([itineraryPdf(content, TODAY, failing), itineraryPdf(content, TODAY, failing)]),
    ).rejects.toThrow('photo store down')
    expect(calls).toBe(1)
    const ok = await itineraryPdf(content, TODAY, async () => Buffer.from('%PDF'))
    expect(ok.pdf.toString()).toBe('%PDF')
  })

  it('keeps recent PDFs within its memory bound: the oldest is made again', async () => {
    const renderer = countingRenderer(3 * 1024 * 1024)
    renderer.release()
    const contents = ['a', 'b', 'c', 'd'].map((name) => itineraryOf(trip({ slug: `bound-${name}` }), TODAY))
    for (const content of contents) await itineraryPdf(content, TODAY, renderer.render)
    expect(renderer.calls).toHaveLength(4)
    await itineraryPdf(contents[3]!, TODAY, renderer.render)
    expect(renderer.calls).toHaveLength(4)
    await itineraryPdf(contents[0]!, TODAY, renderer.render)
    expect(renderer.calls).toHaveLength(5)
  })
})
