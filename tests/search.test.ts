import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PLACE_NAMES } from '@/lib/catalog/search/place-names'
import { canonicalTerm, foldText, tokenize } from '@/lib/catalog/search/text'
import { createTripSearch, searchDocumentOf, type TripSearch } from '@/lib/catalog/search/engine'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/catalog/search/config'
import { spellingNotes } from '@/lib/catalog/search/notes'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * The trip search (issue "Find a trip the way visitors spell it") over the seeded catalogue, read
 * from the embedded store as the site reads it: every spelling the issue names finds its trip
 * first, a word with a letter or two wrong is corrected and says so, and no input breaks it.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-search-'))
process.env.DATA_DIR = dataDir
delete process.env.TRAVEL_API_URL
delete process.env.DATABASE_URL

let search: TripSearch

beforeAll(async () => {
  const { createEmbeddedSource } = await import('@/lib/catalog/source/embedded')
  const source = createEmbeddedSource()
  const [trips, categories] = await Promise.all([source.allTrips(), source.categoriesWithTrips()])
  const documents = await Promise.all(
    trips.map(async (trip) =>
      searchDocumentOf(
        trip,
        await source.tripDetail(trip.slug),
        categories.filter((c) => c.trips.some((t) => t.slug === trip.slug)).map((c) => c.category),
      ),
    ),
  )
  search = createTripSearch(documents)
})

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('every spelling of the issue finds its trip first', () => {
  const cases: [string, string][] = [
    ['varanasi', 'kashi-gaya-prayag-yatra'],
    ['Varanasi', 'kashi-gaya-prayag-yatra'],
    ['kasi', 'kashi-gaya-prayag-yatra'],
    ['Kashi', 'kashi-gaya-prayag-yatra'],
    ['Benares', 'kashi-gaya-prayag-yatra'],
    ['banaras', 'kashi-gaya-prayag-yatra'],
    ['kedarnath', 'char-dham-yatra'],
    ['tirumala', 'tirupati-balaji-darshan'],
    ['tirupathi', 'tirupati-balaji-darshan'],
    ['Tirupati', 'tirupati-balaji-darshan'],
    ['balaji', 'tirupati-balaji-darshan'],
    ['rameshwaram', 'rameswaram-madurai-kanyakumari'],
    ['Rameswaram', 'rameswaram-madurai-kanyakumari'],
    ['chardham', 'char-dham-yatra'],
    ['Char Dham', 'char-dham-yatra'],
    ['chaar dham', 'char-dham-yatra'],
    ['Kanyakumari', 'rameswaram-madurai-kanyakumari'],
    ['kanniyakumari', 'rameswaram-madurai-kanyakumari'],
    ['shirdi', 'shirdi-sai-baba-shani-shingnapur'],
    ['sai baba', 'shirdi-sai-baba-shani-shingnapur'],
    // Typed with a letter wrong or missing.
    ['kedarnth', 'char-dham-yatra'],
    ['rameswarm', 'rameswaram-madurai-kanyakumari'],
    ['tirupatii', 'tirupati-balaji-darshan'],
    // The seeded destinations abroad and at home.
    ['dubai', 'dubai-abu-dhabi'],
    ['singapore', 'singapore-malaysia-explorer'],
    ['maldives', 'maldives-water-villa-honeymoon'],
    ['paris', 'europe-paris-switzerland-italy'],
    ['thailand', 'thailand-phuket-krabi-bangkok'],
    ['kashmir', 'kashmir-paradise-on-earth'],
    ['kerala', 'kerala-backwaters-munnar'],
    ['andaman', 'andaman-islands-havelock-neil'],
    ['ooty', 'ooty-kodaikanal-hills'],
    ['udhagamandalam', 'ooty-kodaikanal-hills'],
    ['pondicherry tanjore', 'navagraha-temples-kumbakonam'],
  ]
  test.each(cases)('%s → %s', (query, slug) => {
    expect(search.search(query).slugs[0]).toBe(slug)
  })

  test('a place with two trips finds both, and only trips that name it', () => {
    expect(search.search('bali').slugs.slice(0, 2).sort()).toEqual([
      'bali-honeymoon-pool-villa',
      'bali-temples-and-beaches',
    ])
    expect(search.search('switzerland').slugs.slice(0, 2).sort()).toEqual([
      'europe-paris-switzerland-italy',
      'switzerland-honeymoon',
    ])
  })
})

describe('Tamil queries find trips: the Tamil names, their other spellings, and the English ones', () => {
  const cases: [query: string, slug: string][] = [
    ['காசி', 'kashi-gaya-prayag-yatra'],
    ['வாரணாசி', 'kashi-gaya-prayag-yatra'],
    ['இராமேஸ்வரம்', 'rameswaram-madurai-kanyakumari'],
    ['ராமேசுவரம்', 'rameswaram-madurai-kanyakumari'],
    ['திருப்பதி', 'tirupati-balaji-darshan'],
    ['ஏழுமலையான்', 'tirupati-balaji-darshan'],
    ['குடந்தை நவக்கிரகம்', 'navagraha-temples-kumbakonam'],
    ['உதகை', 'ooty-kodaikanal-hills'],
    ['கைலாயம்', 'kailash-mansarovar-yatra'],
    ['மாலத்தீவு', 'maldives-water-villa-honeymoon'],
    ['இலங்கை', 'sri-lanka-ramayana-trail'],
  ]
  test.each(cases)('%s → %s', (query, slug) => {
    expect(search.search(query).slugs[0]).toBe(slug)
  })

  test('a Tamil word found only in the Tamil text of a trip finds it (the store indexes both languages)', () => {
    // "ஹவுஸ்போட்" (houseboat) is written in the Tamil of the Kerala trip, never in its English.
    expect(search.search('ஹவுஸ்போட்').slugs).toContain('kerala-backwaters-munnar')
  })

  test('a Tamil spelling is said as the place the site names', () => {
    expect(search.search('வாரணாசி').variants).toEqual([{ typed: 'வாரணாசி', name: 'Kashi' }])
  })

  test('the start of a Tamil word is enough while typing', () => {
    expect(search.search('கன்னியாகு').slugs[0]).toBe('rameswaram-madurai-kanyakumari')
  })
})

describe('how a query is read', () => {
  test('the words are matched in the whole trip: a place named only in the itinerary finds it', () => {
    // Sarnath is a day of the Kashi trip, in no title or location.
    expect(search.search('sarnath').slugs).toContain('kashi-gaya-prayag-yatra')
  })

  test('the title and the location count before the rest: a Kashmir trip before one that only passes through', () => {
    const slugs = search.search('kashmir').slugs
    expect(slugs[0]).toBe('kashmir-paradise-on-earth')
    expect(slugs).toContain('vaishno-devi-amritsar')
  })

  test('every word must match when some trip has them all, so two words narrow the list', () => {
    expect(search.search('kerala honeymoon').slugs).toEqual(['munnar-thekkady-alleppey-honeymoon'])
  })

  test('the start of a word is enough while typing', () => {
    expect(search.search('ked').slugs[0]).toBe('char-dham-yatra')
    expect(search.search('kas').slugs).toContain('kashi-gaya-prayag-yatra')
    expect(search.search('tirupa').slugs[0]).toBe('tirupati-balaji-darshan')
  })

  test('a corrected word is said, with the word the trips have', () => {
    expect(search.search('kedarnth').correctedQuery).toBe('kedarnath')
    expect(search.search('rameswarm temple').correctedQuery).toBe('rameswaram temple')
    expect(search.search('kedarnath').correctedQuery).toBeUndefined()
  })

  test('one wrong letter is forgiven from four letters on, two from eight, none below', () => {
    expect(search.search('ootu').slugs[0]).toBe('ooty-kodaikanal-hills')
    // "rameshwarm": an h too many and an a missing.
    expect(search.search('rameshwarm').slugs[0]).toBe('rameswaram-madurai-kanyakumari')
    // Seven letters, two wrong.
    expect(search.search('kedrnth').slugs).toEqual([])
    expect(search.search('gox').slugs).toEqual([])
  })

  test('another spelling of a place is said, with the name the site uses', () => {
    expect(search.search('varanasi').variants).toEqual([{ typed: 'varanasi', name: 'Kashi' }])
    expect(search.search('chaar dham').variants).toEqual([{ typed: 'chaar dham', name: 'Char Dham' }])
    expect(search.search('kashi').variants).toEqual([])
  })

  test('a query that finds nothing says nothing about spellings', () => {
    expect(search.search('zzzz')).toEqual({ slugs: [], variants: [] })
    expect(search.search('benares zzzzzzzzzzzz').slugs).toContain('kashi-gaya-prayag-yatra')
  })

  test('the limit cuts the list, best first', () => {
    const all = search.search('yatra').slugs
    expect(all.length).toBeGreaterThan(3)
    expect(search.search('yatra', { limit: 3 }).slugs).toEqual(all.slice(0, 3))
  })
})

describe('bad input is a query like any other', () => {
  test.each([
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'Robert"); DROP TABLE trips;--',
    '🙏🛕✨',
    'காசி யாத்திரை',
    '   ',
    '',
    '%%%___***',
    'a'.repeat(5000),
    'kashi '.repeat(400),
  ])('%#: answers a list without throwing', (query) => {
    const outcome = search.search(query)
    expect(Array.isArray(outcome.slugs)).toBe(true)
  })

  test('only the first characters of a long query are read', () => {
    const long = `${'x'.repeat(SEARCH_QUERY_MAX_LENGTH)} kashi`
    expect(search.search(long).slugs).toEqual([])
  })
})

describe('the place names', () => {
  test('no spelling means two places', () => {
    const owner = new Map<string, string>()
    for (const place of PLACE_NAMES)
      for (const spelling of place.spellings) {
        expect([spelling, owner.get(spelling) ?? place.name]).toEqual([spelling, place.name])
        owner.set(spelling, place.name)
      }
  })

  test('the issue’s places and the seeded destinations are listed', () => {
    const names = PLACE_NAMES.map((place) => place.name)
    for (const name of [
      'Kashi',
      'Tirupati',
      'Rameswaram',
      'Char Dham',
      'Kanyakumari',
      'Shirdi',
      'Dubai',
      'Singapore',
      'Bali',
      'Maldives',
      'Switzerland',
      'Paris',
      'Thailand',
      'Kashmir',
      'Kerala',
      'Andaman',
      'Ooty',
      'Munnar',
      'Coorg',
    ])
      expect(names).toContain(name)
  })

  test('text is folded: case, Latin accents and punctuation go, Tamil letters stay whole', () => {
    expect(foldText('Malé, MALDIVES!')).toBe('male maldives')
    expect(foldText('God’s Own Country')).toBe('gods own country')
    expect(tokenize('காசி யாத்திரை')).toEqual(['காசி', 'யாத்திரை'])
    expect(tokenize('Chaar-Dham yatra')).toEqual(['chaardham', 'yatra'])
    expect(canonicalTerm('chaardham')).toBe('chardham')
    expect(canonicalTerm('benares')).toBe('kashi')
  })
})

describe('search in the page’s language', () => {
  const ta = MESSAGES.ta.catalog.search

  it('the Tamil search page does not ask for English: Tamil search works', () => {
    for (const text of [ta.placeholder, ta.promptText, ta.inputLabel]) {
      expect(text).not.toMatch(/ஆங்கில எழுத்துகளில்|\(ஆங்கிலத்தில்\)/)
      expect(text).toMatch(/[\u0B80-\u0BFF]/)
    }
    expect(ta.promptText).toContain('தமிழிலோ')
  })

  it('a Tamil query on a Tamil page gets no English-spelling note', () => {
    const variants = [{ typed: 'ஏழுமலையான்', name: 'Tirupati' }]
    expect(spellingNotes(variants, 'ta')).toEqual([])
  })

  it('a Latin spelling on a Tamil page is answered with the place’s Tamil name', () => {
    expect(spellingNotes([{ typed: 'varanasi', name: 'Kashi' }], 'ta')).toEqual([{ typed: 'varanasi', name: 'காசி' }])
  })

  it('English pages keep the note with the site’s English name', () => {
    const variants = [
      { typed: 'varanasi', name: 'Kashi' },
      { typed: 'ஏழுமலையான்', name: 'Tirupati' },
    ]
    expect(spellingNotes(variants, 'en')).toEqual(variants)
  })
})
