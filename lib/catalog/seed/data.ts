import { todayInIndia } from '@/lib/site/format'
import { siteConfig, type HomeCategoryKey } from '@/lib/site/config'
import { bannerImageFile, tripImageFiles, videoThumbnailFile } from './scenes'
import {
  addDays,
  departuresText,
  inMonths,
  isoDay,
  monthOf,
  nextDeparture,
  nextWeekday,
  nthWeekday,
  yearOf,
  type DatedDeparture,
  type DeparturePlan,
  type MonthRange,
  type Schedule,
} from '@/lib/catalog/departures/schedule'
import type { DepartureOffer } from '@/lib/catalog/departures/offers'

/**
 * The embedded store's catalogue, written as data. Order matters: every list the store
 * returns keeps the order written here. Picture file names come from scenes.ts, which
 * chooses each trip's scenes and names each file after its art. The shapes are the store's
 * wire shapes (lib/catalog/wire.ts) with what the seed writes beside them; a plain module
 * (no server-only), because the browser tests compare the pages with it.
 */

export interface SeedCategory {
  id: string
  key: HomeCategoryKey
  name: string
}

/** What the seed sells on a dated departure besides its day: seats, status, early bird, note, boarding cities by name. */
export type SaleFacts = Partial<Omit<DepartureOffer, 'on' | 'label'>>

/** A seed plan: its dated departures may carry what is sold on them. */
export type SeedPlan = DeparturePlan & { dates: (DatedDeparture & SaleFacts)[] }

/** A trip's departures as a rule of the day the seed runs, so a fresh install never lists a past date. */
export type DepartureRule = (today: string) => SeedPlan

/** The agency's boarding cities as a fresh install has them (migration 8 writes the same four). */
export const seedBoardingCities = [
  { id: 'chennai', name: 'Chennai', name_ta: 'சென்னை' },
  { id: 'madurai', name: 'Madurai', name_ta: 'மதுரை' },
  { id: 'coimbatore', name: 'Coimbatore', name_ta: 'கோயம்புத்தூர்' },
  { id: 'tiruchirappalli', name: 'Tiruchirappalli', name_ta: 'திருச்சிராப்பள்ளி' },
] as const

export interface SeedTrip {
  _id: string
  category: HomeCategoryKey
  slug: string
  title: string
  /** File names under the uploads path; the first is the card image. */
  images: string[]
  price: number
  /** The departures text as of the day this module loads (the store makes it again on every read). */
  availableDates: string
  nextDeparture?: string
  duration: string
  description: string
  location: string
  itinerary: { day: string; title: string; activity: string[] }[]
  includes: string[]
  excludes: string[]
  hotels: string[]
  departures: DepartureRule
}

export interface SeedBanner {
  _id: string
  image: string
  tag: string
  title: string
  subtitle: string
  buttonText: string
  buttonUrl: string
}

/** A review names its trip by slug and the calendar month travelled: the latest such month before the seed's. */
export interface SeedReview {
  _id: string
  name: string
  Rating: number
  description: string
  tripSlug: string
  travelledMonth: number
}

/** A video names the month and day it was published: the latest such day in a month before the seed's. */
export interface SeedVideo {
  _id: string
  videoId: string
  thumbnail: string
  title: string
  uploaded: { month: number; day: number }
}

export const seedCategories: SeedCategory[] = [
  { id: siteConfig.categoryIds.pilgrimage, key: 'pilgrimage', name: 'Pilgrimage' },
  { id: siteConfig.categoryIds.domestic, key: 'domestic', name: 'Domestic' },
  { id: siteConfig.categoryIds.international, key: 'international', name: 'International' },
  { id: '64a1f0c2e4b0a1c2d3e4f504', key: 'honeymoon', name: 'Honeymoon' },
]

type SeedTripInput = Omit<SeedTrip, 'images' | 'availableDates' | 'nextDeparture'>

const [SUN, MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5, 6]

function weekly(weekdays: number[], months: Schedule['months'] = null, extra: Partial<Schedule> = {}): Schedule {
  return { kind: 'weekly', weekdays, months, label: '', ...extra }
}

function anyDate(months: Schedule['months']): Schedule {
  return { kind: 'any', weekdays: [], months, label: '' }
}

/** Schedules that repeat every year read the same whatever the day. */
const recurring =
  (...schedules: Schedule[]): DepartureRule =>
  () => ({ dates: [], schedules, seasonOpensMonth: null })

/** The n-th weekday of each season month from next month on ("the second Saturday of next month"). */
const monthlyInSeason =
  ({
    weekday,
    nth,
    season,
    count,
  }: {
    weekday: number
    nth: number
    season: MonthRange
    count: number
  }): DepartureRule =>
  (today) => {
    const dates: DeparturePlan['dates'] = []
    let year = yearOf(today)
    let month = monthOf(today)
    for (let i = 0; i < 24 && dates.length < count; i++) {
      month = (month % 12) + 1
      if (month === 1) year += 1
      if (inMonths(month, [season])) dates.push({ on: nthWeekday(year, month, weekday, nth), label: '' })
    }
    return { dates, schedules: [], seasonOpensMonth: season[0] }
  }

/** Fixed days of one yearly season (month, weekday, n-th), of the first year whose last one is still ahead. */
const yearlyDates =
  ({ dates }: { dates: [month: number, weekday: number, nth: number][] }): DepartureRule =>
  (today) => {
    const daysOf = (year: number) => dates.map(([month, weekday, nth]) => nthWeekday(year, month, weekday, nth))
    let days = daysOf(yearOf(today))
    if (days.at(-1)! <= today) days = daysOf(yearOf(today) + 1)
    return {
      dates: days.filter((day) => day > today).map((on) => ({ on, label: '' })),
      schedules: [],
      seasonOpensMonth: dates[0][0],
    }
  }

/** A weekly season with fixed opening and closing days (the Char Dham shrines), this year's or next. */
const seasonWeekly =
  ({ weekday, opens, closes }: { weekday: number; opens: [number, number]; closes: [number, number] }): DepartureRule =>
  (today) => {
    const season = (year: number) => ({
      startsOn: nthWeekday(year, opens[0], weekday, opens[1]),
      endsOn: nthWeekday(year, closes[0], weekday, closes[1]),
    })
    let bounds = season(yearOf(today))
    if (bounds.endsOn <= today) bounds = season(yearOf(today) + 1)
    return { dates: [], schedules: [weekly([weekday], null, bounds)], seasonOpensMonth: opens[0] }
  }

/**
 * A weekly schedule plus two of its departures, three and eight weeks out, sold as the school
 * holiday departures: on the schedule's own weekday, so the text's "every Wednesday" holds for them.
 */
const withSchoolHolidays =
  (schedule: Schedule): DepartureRule =>
  (today) => ({
    dates: [2, 7].map((weeks) => ({
      on: nextWeekday(addDays(today, weeks * 7), schedule.weekdays[0] ?? SAT),
      label: 'school holiday departures',
    })),
    schedules: [schedule],
    seasonOpensMonth: null,
  })

/**
 * Sells a rule's dated departures: the n-th date gets the n-th facts, worked out from its day
 * and the seed's (an early bird ending before the departure, so it is still on when the seed runs).
 */
const selling =
  (rule: DepartureRule, facts: ((on: string, today: string) => SaleFacts)[]): DepartureRule =>
  (today) => {
    const plan = rule(today)
    return { ...plan, dates: plan.dates.map((d, i) => ({ ...d, ...(facts[i]?.(d.on, today) ?? {}) })) }
  }

/** Boarding from Chennai at the trip's price, and from other cities at their own. */
const boardingFrom = (...others: [city: string, price: number][]): DepartureOffer['boarding'] => [
  { city: 'Chennai' },
  ...others.map(([city, price]) => ({ city, price })),
]

/** An early-bird price whose last day is `days` after the seed's day, or the day before the departure if sooner. */
const earlyBird = (price: number, days: number, on: string, today: string) => {
  const until = addDays(today, days)
  return { price, until: until < on ? until : addDays(on, -1) }
}

/** The latest calendar month `month` before the month of `today`, as YYYY-MM. */
export function lastMonthBefore(month: number, today: string): string {
  const year = month < monthOf(today) ? yearOf(today) : yearOf(today) - 1
  return isoDay(year, month, 1).slice(0, 7)
}

/** Day `day` (1–28, so every month has it) of lastMonthBefore(month, today), as YYYY-MM-DD: always before today. */
export function lastDayBefore(month: number, day: number, today: string): string {
  if (!Number.isInteger(day) || day < 1 || day > 28) throw new Error(`Not a day every month has: ${day}`)
  return `${lastMonthBefore(month, today)}-${String(day).padStart(2, '0')}`
}

const tripInputs: SeedTripInput[] = [
  // Pilgrimage
  {
    _id: '6650c1a2f3b4d5e6a7b80101',
    category: 'pilgrimage',
    slug: 'kashi-gaya-prayag-yatra',
    title: 'Kashi, Gaya and Prayag Yatra',
    duration: '5 Nights / 6 Days',
    departures: selling(monthlyInSeason({ weekday: SAT, nth: 2, season: [10, 3], count: 4 }), [
      () => ({
        boarding: boardingFrom(['Madurai', 34000], ['Tiruchirappalli', 33500]),
        seats: { offered: 40, taken: 36 },
        status: 'guaranteed',
      }),
      () => ({ boarding: boardingFrom(['Coimbatore', 34000]), seats: { offered: 40, taken: 24 } }),
      () => ({ boarding: boardingFrom(), seats: { offered: 40, taken: 40 } }),
      (on, today) => ({
        boarding: boardingFrom(['Madurai', 34000]),
        seats: { offered: 40, taken: 8 },
        earlyBird: earlyBird(30500, 30, on, today),
        note: 'Includes the evening Ganga aarti from a private boat',
      }),
    ]),
    excludes: [
      'Flights from your city to Chennai',
      'Dakshina to priests and pandas',
      'Camera fees at monuments',
      'Tips for the driver, boatmen and tour manager',
      'Personal expenses such as laundry and phone calls',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Varanasi: Hotel Ganga Kinare, Godowlia, 3 nights',
      'Bodh Gaya: Hotel Sambodhi Residency, 1 night',
      'Prayagraj: Hotel Triveni Grand, Civil Lines, 1 night',
    ],
    price: 32500,
    description:
      'The classic Tri-Sthali yatra from Chennai: Ganga snanam and the evening aarti at Kashi, pinda pradanam at the Vishnupad temple in Gaya, and the Triveni Sangamam at Prayagraj. Our Tamil-speaking tour manager arranges the priests for every ritual, and all meals are pure vegetarian South Indian food. Flights are Chennai to Varanasi and back, with an air-conditioned coach between the three cities.',
    location: 'Varanasi, Gaya and Prayagraj, Uttar Pradesh and Bihar',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Varanasi',
        activity: [
          'Morning flight from Chennai to Varanasi; transfer to the hotel near Godowlia',
          'Evening Ganga Aarti at Dashashwamedh Ghat from a reserved boat',
        ],
      },
      {
        day: 'Day 2',
        title: 'Kashi Vishwanath darshan',
        activity: [
          'Sunrise boat ride past the 84 ghats and holy dip at Manikarnika',
          'Darshan at Kashi Vishwanath, Annapurna and Vishalakshi temples',
          'Kala Bhairav temple and Sankat Mochan Hanuman in the evening',
        ],
      },
      {
        day: 'Day 3',
        title: 'Varanasi to Gaya',
        activity: [
          'Drive to Gaya (about 6 hours) with a packed South Indian lunch',
          'Evening visit to the Mahabodhi temple at Bodh Gaya',
        ],
      },
      {
        day: 'Day 4',
        title: 'Gaya shraddham',
        activity: [
          'Pinda pradanam on the banks of the Falgu river with our arranged vadhyar',
          'Prayers at the Vishnupad temple and the Akshaya Vat',
          'Drive to Prayagraj for the night',
        ],
      },
      {
        day: 'Day 5',
        title: 'Triveni Sangamam',
        activity: [
          'Boat to the Sangam for the holy dip and Veni Daan',
          'Visit Bade Hanuman temple and Anand Bhavan',
          'Return drive to Varanasi',
        ],
      },
      {
        day: 'Day 6',
        title: 'Varanasi to Chennai',
        activity: ['Morning at Sarnath, where the Buddha gave his first sermon', 'Afternoon flight back to Chennai'],
      },
    ],
    includes: [
      'Return economy flights Chennai–Varanasi',
      '5 nights in air-conditioned hotels, twin sharing',
      'Pure vegetarian South Indian breakfast, lunch and dinner',
      'Air-conditioned coach for all transfers and sightseeing',
      'Boat rides at Kashi and Prayagraj',
      'Priest arrangements for Gaya shraddham and Sangam rituals',
      'Tamil-speaking tour manager throughout',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80102',
    category: 'pilgrimage',
    slug: 'char-dham-yatra',
    title: 'Char Dham Yatra',
    duration: '11 Nights / 12 Days',
    departures: seasonWeekly({ weekday: SAT, opens: [5, 2], closes: [10, 2] }),
    excludes: [
      'Flights from your city to Chennai',
      'Pony, palki or helicopter charges at Kedarnath and Yamunotri',
      'VIP darshan and special pooja tickets',
      'Extra nights from landslides or road closures',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Haridwar: Hotel Ganga Lahari, 1 night',
      'Barkot: Yamunotri Valley Camp, 2 nights',
      'Uttarkashi: Hotel Shivlinga, 2 nights',
      'Guptkashi: Kedar Resort, 3 nights',
      'Badrinath: Hotel Narayan Palace, 2 nights',
      'Rishikesh: Ganga View Inn, 1 night',
    ],
    price: 58900,
    description:
      'Yamunotri, Gangotri, Kedarnath and Badrinath in one unhurried circuit from Haridwar, with an extra night at each high shrine so that elders acclimatise. We book the Kedarnath trek ponies or palki in advance and keep a doctor on call for the group. Flights from Chennai to Dehradun are included.',
    location: 'Garhwal Himalayas, Uttarakhand',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Haridwar',
        activity: ['Flight to Dehradun and drive to Haridwar', 'Ganga Aarti at Har Ki Pauri'],
      },
      {
        day: 'Day 2',
        title: 'Haridwar to Barkot',
        activity: ['Scenic drive via Mussoorie and Kempty Falls', 'Overnight at Barkot'],
      },
      {
        day: 'Day 3',
        title: 'Yamunotri darshan',
        activity: [
          'Drive to Janki Chatti and trek or pony ride of 6 km to Yamunotri',
          'Holy dip at Surya Kund and darshan of Yamuna Devi',
        ],
      },
      {
        day: 'Day 4',
        title: 'Barkot to Uttarkashi',
        activity: ['Drive along the Bhagirathi valley', 'Evening darshan at Kashi Vishwanath temple, Uttarkashi'],
      },
      {
        day: 'Day 5',
        title: 'Gangotri darshan',
        activity: ['Drive to Gangotri and darshan of Ganga Devi', 'Return to Uttarkashi by evening'],
      },
      {
        day: 'Day 6',
        title: 'Uttarkashi to Guptkashi',
        activity: ['Long drive through Tehri with a lunch stop', 'Overnight at Guptkashi'],
      },
      {
        day: 'Day 7',
        title: 'Kedarnath',
        activity: [
          'Drive to Sonprayag and trek, pony or palki to Kedarnath (16 km)',
          'Evening aarti at Kedarnath temple; overnight near the shrine',
        ],
      },
      {
        day: 'Day 8',
        title: 'Kedarnath to Guptkashi',
        activity: ['Early morning abhishekam darshan', 'Descend to Sonprayag and drive to Guptkashi'],
      },
      {
        day: 'Day 9',
        title: 'Guptkashi to Badrinath',
        activity: ['Drive via Chopta and Joshimath', 'Evening darshan at Badrinath temple'],
      },
      {
        day: 'Day 10',
        title: 'Badrinath and Mana',
        activity: [
          'Holy dip at Tapt Kund and morning darshan',
          'Visit Mana, the last village before Tibet, and Vyas Gufa',
          'Drive to Rudraprayag',
        ],
      },
      {
        day: 'Day 11',
        title: 'Rudraprayag to Rishikesh',
        activity: [
          'Stop at Devprayag, where the Alaknanda and Bhagirathi meet',
          'Evening at Lakshman Jhula and Parmarth Niketan',
        ],
      },
      {
        day: 'Day 12',
        title: 'Rishikesh to Chennai',
        activity: ['Drive to Dehradun airport', 'Flight back to Chennai'],
      },
    ],
    includes: [
      'Return flights Chennai–Dehradun',
      '11 nights in hotels and guest houses, twin sharing',
      'All vegetarian meals',
      'Tempo traveller with an experienced hill driver',
      'Yatra registration and biometric cards',
      'Oxygen cylinder and first-aid kit in every vehicle',
      'Tour manager and doctor on call',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80103',
    category: 'pilgrimage',
    slug: 'rameswaram-madurai-kanyakumari',
    title: 'Rameswaram, Madurai and Kanyakumari',
    duration: '3 Nights / 4 Days',
    departures: recurring(weekly([FRI], 'all')),
    excludes: [
      'Train or flight to Madurai',
      'Lunches',
      'Special darshan tickets',
      'Camera fees at temples',
      'Tips and personal expenses',
    ],
    hotels: [
      'Madurai: Hotel Temple View, near Meenakshi Amman, 1 night',
      'Rameswaram: Hotel Daiwik, 1 night',
      'Kanyakumari: Sea Shore Hotel, 1 night',
    ],
    price: 14500,
    description:
      'A short southern circuit by road from Chennai: the Meenakshi Amman temple in Madurai, the 22 theerthams and the great corridor of the Ramanathaswamy temple in Rameswaram, and sunrise where three seas meet at Kanyakumari. Ideal for families with a long weekend.',
    location: 'Madurai, Rameswaram and Kanyakumari, Tamil Nadu',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Madurai',
        activity: [
          'Overnight train or morning flight to Madurai',
          'Meenakshi Amman temple darshan and the night palliyarai pooja',
        ],
      },
      {
        day: 'Day 2',
        title: 'Madurai to Rameswaram',
        activity: [
          'Drive across the Pamban bridge',
          'Agni theertham dip and bath in the 22 temple theerthams',
          'Ramanathaswamy temple darshan',
        ],
      },
      {
        day: 'Day 3',
        title: 'Dhanushkodi to Kanyakumari',
        activity: [
          'Morning at Dhanushkodi and the Kalam memorial',
          'Drive to Kanyakumari for the sunset at the Sunset Point',
        ],
      },
      {
        day: 'Day 4',
        title: 'Kanyakumari to Chennai',
        activity: [
          'Sunrise, then ferry to the Vivekananda Rock Memorial',
          'Bhagavathy Amman temple darshan and return journey',
        ],
      },
    ],
    includes: [
      'Air-conditioned car or coach from Madurai',
      '3 nights in hotels, twin sharing',
      'Daily breakfast and dinner',
      'Theertham bath arrangements in Rameswaram',
      'Vivekananda Rock ferry tickets',
      'All tolls, parking and driver allowance',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80104',
    category: 'pilgrimage',
    slug: 'tirupati-balaji-darshan',
    title: 'Tirupati Balaji Darshan',
    duration: '1 Night / 2 Days',
    departures: recurring(weekly([SAT, WED])),
    excludes: [
      'Dinner on day 1',
      'Tonsure and other seva tickets',
      'Extra laddus beyond the coupons',
      'Tips and personal expenses',
    ],
    hotels: ['Tirupati: Hotel Bliss, Renigunta Road, 1 night'],
    price: 5900,
    description:
      'A weekend trip from Chennai with confirmed special-entry darshan tickets for Sri Venkateswara at Tirumala. We also visit the Padmavathi Ammavari temple at Tiruchanoor and the Kanipakam Vinayaka temple on the way back.',
    location: 'Tirumala and Tirupati, Andhra Pradesh',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Tirumala',
        activity: [
          'Early morning pickup from Chennai by air-conditioned car',
          'Breakfast on the way and drive up the ghat road',
          'Evening at the Srivari temple surroundings and the Akasaganga theertham',
        ],
      },
      {
        day: 'Day 2',
        title: 'Darshan and return',
        activity: [
          'Special-entry darshan of Sri Venkateswara',
          'Padmavathi Ammavari temple at Tiruchanoor',
          'Kanipakam Vinayaka temple and drive back to Chennai',
        ],
      },
    ],
    includes: [
      'Special-entry darshan tickets',
      'Air-conditioned car from Chennai and back',
      '1 night in a Tirupati hotel',
      'Breakfast and lunch on both days',
      'Laddu prasadam coupons',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80105',
    category: 'pilgrimage',
    slug: 'shirdi-sai-baba-shani-shingnapur',
    title: 'Shirdi Sai Baba and Shani Shingnapur',
    duration: '2 Nights / 3 Days',
    departures: recurring(weekly([THU], 'all')),
    excludes: [
      'Lunches',
      'Paid darshan and aarti passes beyond those available',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: ['Shirdi: Hotel Sai Sharan, 2 nights'],
    price: 16800,
    description:
      'Fly to Shirdi for the Kakad Aarti at the Samadhi Mandir, with time at Dwarkamai and Chavadi where Sai Baba lived. The trip continues to the doorless village of Shani Shingnapur and the Trimbakeshwar Jyotirlinga near Nashik.',
    location: 'Shirdi and Nashik, Maharashtra',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Shirdi',
        activity: ['Direct flight to Shirdi and hotel check-in', 'Evening Dhoop Aarti at the Samadhi Mandir'],
      },
      {
        day: 'Day 2',
        title: 'Shirdi and Shani Shingnapur',
        activity: [
          'Kakad Aarti at dawn',
          'Dwarkamai, Chavadi and Gurusthan',
          'Afternoon drive to Shani Shingnapur for the oil abhishekam',
        ],
      },
      {
        day: 'Day 3',
        title: 'Trimbakeshwar and return',
        activity: [
          'Drive to Trimbakeshwar Jyotirlinga',
          'Panchavati in Nashik',
          'Evening flight from Nashik to Chennai',
        ],
      },
    ],
    includes: [
      'Return flights',
      '2 nights in a hotel within walking distance of the Samadhi Mandir',
      'Breakfast and dinner',
      'Aarti passes where available',
      'Air-conditioned car for all sightseeing',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80106',
    category: 'pilgrimage',
    slug: 'kailash-mansarovar-yatra',
    title: 'Kailash Mansarovar Yatra via Nepal',
    duration: '13 Nights / 14 Days',
    departures: selling(
      yearlyDates({
        dates: [
          [6, SAT, 1],
          [7, SAT, 1],
          [8, SAT, 1],
        ],
      }),
      [
        () => ({
          boarding: boardingFrom(),
          seats: { offered: 20, taken: 5 },
          note: 'Passport valid for six months after return',
        }),
        () => ({ boarding: boardingFrom(), seats: { offered: 20, taken: 0 } }),
      ],
    ),
    excludes: [
      'Flights from your city to Chennai',
      'Pony and porter charges for the kora (paid in Tibet, about ₹45,000)',
      'Evacuation or extra nights from weather or illness',
      'Chinese visa surcharges for urgent processing',
      'Tips for the Sherpa team and drivers',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Kathmandu: Hotel Himalayan Heritage, Thamel, 2 nights',
      'Kerung: Kerung Hotel, 2 nights',
      'Saga: Saga Hotel, 1 night',
      'Mansarovar: Chiu Gompa guest house, 2 nights',
      'Darchen and the kora: Himalaya Kailash guest houses, 3 nights',
      'Kathmandu: Hotel Himalayan Heritage, Thamel, 3 nights',
    ],
    price: 245000,
    description:
      'The parikrama of Mount Kailash and a night on the shore of Lake Mansarovar, reached overland from Kathmandu through Kerung. The group acclimatises for two nights at Kerung and Saga before crossing the Tibetan plateau, and our Sherpa team handles tents, meals and oxygen for the three-day Kailash kora.',
    location: 'Ngari, Tibet (via Kathmandu, Nepal)',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Kathmandu',
        activity: ['Flight to Kathmandu', 'Evening aarti at Pashupatinath'],
      },
      {
        day: 'Day 2',
        title: 'Kathmandu',
        activity: ['Budhanilkantha and Guhyeshwari temples', 'Yatra briefing and medical check'],
      },
      { day: 'Day 3', title: 'Kathmandu to Syabrubesi', activity: ['Drive through the Trishuli valley'] },
      {
        day: 'Day 4',
        title: 'Syabrubesi to Kerung',
        activity: ['Cross the Nepal–Tibet border', 'Rest at Kerung (2,700 m)'],
      },
      { day: 'Day 5', title: 'Kerung', activity: ['Acclimatisation walk', 'Rest and hydration'] },
      { day: 'Day 6', title: 'Kerung to Saga', activity: ['Drive past Peiku Tso lake to Saga (4,600 m)'] },
      {
        day: 'Day 7',
        title: 'Saga to Mansarovar',
        activity: ['First view of Mount Kailash', 'Parikrama of Lake Mansarovar by bus'],
      },
      {
        day: 'Day 8',
        title: 'Mansarovar',
        activity: ['Holy dip and havan on the lake shore', 'Drive to Darchen'],
      },
      {
        day: 'Day 9',
        title: 'Kora day 1',
        activity: ['Yama Dwar and trek to Dirapuk (13 km)', 'View of the north face of Kailash'],
      },
      {
        day: 'Day 10',
        title: 'Kora day 2',
        activity: ['Cross Dolma La pass (5,630 m)', 'Descend past Gauri Kund to Zuthulphuk (22 km)'],
      },
      { day: 'Day 11', title: 'Kora day 3', activity: ['Trek to Zongdo and drive back to Saga'] },
      { day: 'Day 12', title: 'Saga to Kerung', activity: ['Return drive across the plateau'] },
      {
        day: 'Day 13',
        title: 'Kerung to Kathmandu',
        activity: ['Cross the border and drive to Kathmandu', 'Farewell dinner'],
      },
      { day: 'Day 14', title: 'Kathmandu to Chennai', activity: ['Flight back to Chennai'] },
    ],
    includes: [
      'Return flights Chennai–Kathmandu',
      'Chinese group visa and Tibet permits',
      'Hotels in Nepal and guest houses in Tibet',
      'All vegetarian meals cooked by our Sherpa kitchen team',
      'Oxygen cylinders, duffel bag and down jacket',
      'Pony and porter booking for the kora (paid locally)',
      'English and Tamil-speaking tour manager',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80107',
    category: 'pilgrimage',
    slug: 'navagraha-temples-kumbakonam',
    title: 'Navagraha Temples of Kumbakonam',
    duration: '2 Nights / 3 Days',
    departures: recurring(weekly([FRI, SAT])),
    excludes: [
      'Lunches and dinners',
      'Archana and special pooja fees paid at the temples',
      'Tips and personal expenses',
    ],
    hotels: ['Kumbakonam: Hotel Raya’s Annexe, 2 nights'],
    price: 9800,
    description:
      'All nine planetary temples around Kumbakonam in the order the agamas recommend, starting with Suryanar Koil. We time the visits for the special poojas, including Rahu kalam at Thirunageswaram, and add the Big Temple at Thanjavur and Swamimalai.',
    location: 'Kumbakonam and Thanjavur, Tamil Nadu',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Kumbakonam',
        activity: [
          'Morning drive to Kumbakonam',
          'Suryanar Koil and Thingalur (Chandran)',
          'Vaitheeswaran Koil (Angarakan)',
        ],
      },
      {
        day: 'Day 2',
        title: 'Navagraha circuit',
        activity: [
          'Thiruvenkadu (Budhan) and Alangudi (Guru)',
          'Kanjanur (Sukran) and Thirunallar (Saneeswaran)',
          'Thirunageswaram (Rahu) during Rahu kalam and Keezhaperumpallam (Kethu)',
        ],
      },
      {
        day: 'Day 3',
        title: 'Thanjavur and return',
        activity: ['Swamimalai Murugan temple', 'Brihadeeswarar temple in Thanjavur', 'Drive back to Chennai'],
      },
    ],
    includes: [
      'Air-conditioned car or tempo traveller from Chennai',
      '2 nights in Kumbakonam, twin sharing',
      'Daily breakfast',
      'Archana and pooja arrangements at each temple',
      'Driver allowance, tolls and parking',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80108',
    category: 'pilgrimage',
    slug: 'vaishno-devi-amritsar',
    title: 'Vaishno Devi with Amritsar',
    duration: '5 Nights / 6 Days',
    departures: selling(monthlyInSeason({ weekday: FRI, nth: 1, season: [10, 3], count: 3 }), [
      () => ({ boarding: boardingFrom(['Coimbatore', 29900]), seats: { offered: 35, taken: 12 } }),
      () => ({ boarding: boardingFrom(['Madurai', 29900]), seats: { offered: 35, taken: 30 } }),
      () => ({ boarding: boardingFrom(), seats: { offered: 35, taken: 3 }, status: 'guaranteed' }),
    ]),
    excludes: [
      'Helicopter tickets Katra–Sanjichhat',
      'Pony, palki or battery car at Vaishno Devi',
      'Lunches',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: ['Katra: Hotel Asia Vaishno Devi, 2 nights', 'Amritsar: Hotel Golden Tulip Residency, 3 nights'],
    price: 28500,
    description:
      'The climb to the Vaishno Devi cave shrine from Katra, with helicopter seats booked for those who prefer not to walk, followed by the Golden Temple and the Wagah border ceremony in Amritsar. We keep one free morning in Katra so nobody has to rush the yatra.',
    location: 'Katra, Jammu and Kashmir, and Amritsar, Punjab',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Jammu',
        activity: ['Flight to Jammu and drive to Katra', 'Yatra registration'],
      },
      {
        day: 'Day 2',
        title: 'Vaishno Devi darshan',
        activity: [
          'Trek, pony or helicopter to Bhawan',
          'Darshan of the holy pindis',
          'Bhairon Baba temple by ropeway',
        ],
      },
      { day: 'Day 3', title: 'Katra at leisure', activity: ['Rest morning', 'Evening at Katra market'] },
      {
        day: 'Day 4',
        title: 'Katra to Amritsar',
        activity: ['Drive to Amritsar', 'Palki Sahib ceremony at the Golden Temple'],
      },
      {
        day: 'Day 5',
        title: 'Amritsar',
        activity: ['Jallianwala Bagh and Durgiana temple', 'Beating retreat ceremony at Wagah border'],
      },
      {
        day: 'Day 6',
        title: 'Amritsar to Chennai',
        activity: ['Langar at the Golden Temple', 'Flight back to Chennai'],
      },
    ],
    includes: [
      'Flights Chennai–Jammu and Amritsar–Chennai',
      '5 nights in hotels, twin sharing',
      'Breakfast and dinner',
      'Air-conditioned vehicle for all transfers',
      'Yatra registration support',
      'Wagah border seating passes',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80109',
    category: 'pilgrimage',
    slug: 'dwarka-somnath-jyotirlinga',
    title: 'Dwarka, Somnath and Nageshwar',
    duration: '5 Nights / 6 Days',
    departures: selling(monthlyInSeason({ weekday: FRI, nth: 3, season: [11, 2], count: 3 }), [
      () => ({ boarding: boardingFrom(['Madurai', 30000]), seats: { offered: 30, taken: 17 } }),
      () => ({ boarding: boardingFrom(), seats: { offered: 30, taken: 4 } }),
    ]),
    excludes: [
      'Lunches',
      'Special darshan and pooja tickets',
      'Camera fees at temples and the light and sound show',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Dwarka: Hotel Dwarkadhish Lords Eco Inn, 2 nights',
      'Porbandar: Hotel Kuber, 1 night',
      'Somnath: Hotel Somnath Sagar, 2 nights',
    ],
    price: 31000,
    description:
      'Two Jyotirlingas and the kingdom of Sri Krishna on the Saurashtra coast: the Dwarkadhish temple, a boat to Bet Dwarka, Nageshwar, and the seaside Somnath temple with its evening light and sound show. The circuit starts and ends at Rajkot.',
    location: 'Dwarka and Somnath, Gujarat',
    itinerary: [
      { day: 'Day 1', title: 'Chennai to Rajkot', activity: ['Flight to Rajkot', 'Drive to Dwarka'] },
      {
        day: 'Day 2',
        title: 'Dwarka',
        activity: ['Mangala aarti at Dwarkadhish temple', 'Gomti Ghat and Rukmini Devi temple'],
      },
      {
        day: 'Day 3',
        title: 'Bet Dwarka and Nageshwar',
        activity: ['Boat to Bet Dwarka', 'Nageshwar Jyotirlinga darshan', 'Sunset at the Sudama Setu'],
      },
      {
        day: 'Day 4',
        title: 'Dwarka to Somnath',
        activity: ['Drive via Porbandar and the Kirti Mandir', 'Evening aarti at Somnath'],
      },
      {
        day: 'Day 5',
        title: 'Somnath',
        activity: ['Triveni Sangam and Bhalka Tirth', 'Light and sound show at Somnath temple'],
      },
      { day: 'Day 6', title: 'Somnath to Chennai', activity: ['Drive to Rajkot', 'Flight back to Chennai'] },
    ],
    includes: [
      'Return flights Chennai–Rajkot',
      '5 nights in hotels close to the temples',
      'Vegetarian breakfast and dinner',
      'Air-conditioned coach',
      'Bet Dwarka boat tickets',
      'Tour manager from Chennai',
    ],
  },

  // Domestic
  {
    _id: '6650c1a2f3b4d5e6a7b80201',
    category: 'domestic',
    slug: 'kerala-backwaters-munnar',
    title: 'Kerala Backwaters and Munnar',
    duration: '5 Nights / 6 Days',
    departures: recurring(weekly([MON, FRI], [[9, 5]])),
    excludes: [
      'Flights or train to Kochi',
      'Lunches and dinners in hotels',
      'Elephant ride and Kalaripayattu show tickets',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Munnar: Tea County Resort, 2 nights',
      'Thekkady: Spice Village Cottages, 1 night',
      'Kumarakom: Lake Song Resort, 1 night',
      'Alleppey: private houseboat, 1 night',
    ],
    price: 24900,
    description:
      'Tea gardens in Munnar, the spice hills of Thekkady and a night on a private houseboat in Alleppey. The tour starts in Kochi with Fort Kochi and the Chinese fishing nets, and every hotel is chosen for its view.',
    location: 'Kochi, Munnar, Thekkady and Alleppey, Kerala',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Kochi to Munnar',
        activity: ['Pickup at Kochi airport or railway station', 'Cheeyappara and Valara waterfalls on the way'],
      },
      {
        day: 'Day 2',
        title: 'Munnar',
        activity: ['Eravikulam National Park for the Nilgiri tahr', 'Tea Museum and Mattupetty dam', 'Echo Point'],
      },
      {
        day: 'Day 3',
        title: 'Munnar to Thekkady',
        activity: ['Spice plantation walk', 'Kathakali and Kalaripayattu show in the evening'],
      },
      {
        day: 'Day 4',
        title: 'Thekkady to Alleppey',
        activity: ['Check in to a private houseboat at noon', 'Cruise the backwaters with lunch and dinner on board'],
      },
      {
        day: 'Day 5',
        title: 'Alleppey to Kochi',
        activity: ['Breakfast on the houseboat', 'Fort Kochi, Chinese fishing nets and Jew Town'],
      },
      { day: 'Day 6', title: 'Departure', activity: ['Drop at Kochi airport or railway station'] },
    ],
    includes: [
      '4 nights in hotels and 1 night on a private houseboat',
      'Daily breakfast; all meals on the houseboat',
      'Private air-conditioned car with driver',
      'Eravikulam and Kathakali tickets',
      'Airport and station transfers',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80202',
    category: 'domestic',
    slug: 'kashmir-paradise-on-earth',
    title: 'Kashmir: Srinagar, Gulmarg and Pahalgam',
    duration: '6 Nights / 7 Days',
    departures: recurring(weekly([SUN], [[4, 10]]), weekly([SUN], [[12, 2]], { label: 'snow special' })),
    excludes: [
      'Flights to Srinagar',
      'Lunches',
      'Gondola tickets in Gulmarg',
      'Pony rides and local union cabs at Pahalgam and Sonamarg',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Srinagar: New Golden Flower houseboat, Dal Lake, 2 nights',
      'Gulmarg: Hotel Highlands Park, 1 night',
      'Pahalgam: Hotel Heevan, 2 nights',
      'Srinagar: Hotel Grand Mumtaz, 1 night',
    ],
    price: 36500,
    description:
      'A shikara ride on Dal Lake, the Gondola to Kongdoori in Gulmarg, the Lidder valley at Pahalgam and the Thajiwas glacier at Sonamarg. Two nights are on a deluxe houseboat, and we pick hotels in Pahalgam beside the river.',
    location: 'Srinagar, Gulmarg, Pahalgam and Sonamarg, Jammu and Kashmir',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Arrive in Srinagar',
        activity: ['Check in to the houseboat', 'Sunset shikara ride on Dal Lake'],
      },
      {
        day: 'Day 2',
        title: 'Srinagar gardens',
        activity: ['Nishat Bagh, Shalimar Bagh and Chashme Shahi', 'Shankaracharya temple'],
      },
      { day: 'Day 3', title: 'Gulmarg', activity: ['Day trip to Gulmarg', 'Gondola ride to Kongdoori (phase 1)'] },
      { day: 'Day 4', title: 'Sonamarg', activity: ['Day trip to Sonamarg', 'Pony ride to the Thajiwas glacier'] },
      {
        day: 'Day 5',
        title: 'Srinagar to Pahalgam',
        activity: ['Saffron fields at Pampore and Awantipora ruins', 'Evening by the Lidder river'],
      },
      { day: 'Day 6', title: 'Pahalgam', activity: ['Aru valley, Betaab valley and Chandanwari'] },
      { day: 'Day 7', title: 'Departure', activity: ['Drive back to Srinagar airport'] },
    ],
    includes: [
      '2 nights on a deluxe houseboat and 4 nights in hotels',
      'Breakfast and dinner',
      'Private car for all sightseeing',
      'Shikara ride on Dal Lake',
      'Airport transfers',
      'All permits and parking',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80203',
    category: 'domestic',
    slug: 'andaman-islands-havelock-neil',
    title: 'Andaman Islands: Havelock and Neil',
    duration: '5 Nights / 6 Days',
    departures: recurring(weekly([TUE, SAT], [[10, 5]])),
    excludes: [
      'Lunches and dinners',
      'Scuba diving and sea walk',
      'Camera fees at the Cellular Jail',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Port Blair: Hotel Sea Shell, 2 nights',
      'Havelock: Symphony Palms Beach Resort, 2 nights',
      'Neil Island: Pearl Park Beach Resort, 1 night',
    ],
    price: 39900,
    description:
      'Radhanagar beach at sunset, snorkelling at Elephant beach and the natural rock bridge on Neil Island, with the Cellular Jail light and sound show in Port Blair. Ferries between the islands are on the Makruzz or Nautika catamarans, booked in advance.',
    location: 'Port Blair, Havelock (Swaraj Dweep) and Neil (Shaheed Dweep), Andaman Islands',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Port Blair',
        activity: ['Flight to Port Blair', 'Corbyn’s Cove beach and the Cellular Jail light and sound show'],
      },
      {
        day: 'Day 2',
        title: 'Port Blair to Havelock',
        activity: ['Catamaran to Havelock', 'Sunset at Radhanagar beach'],
      },
      { day: 'Day 3', title: 'Havelock', activity: ['Boat to Elephant beach', 'Snorkelling with a guide'] },
      {
        day: 'Day 4',
        title: 'Havelock to Neil',
        activity: ['Ferry to Neil Island', 'Natural rock bridge and Laxmanpur beach sunset'],
      },
      { day: 'Day 5', title: 'Neil to Port Blair', activity: ['Bharatpur beach morning', 'Ferry back to Port Blair'] },
      { day: 'Day 6', title: 'Departure', activity: ['Flight back to Chennai'] },
    ],
    includes: [
      'Return flights Chennai–Port Blair',
      '5 nights in beach resorts and hotels',
      'Daily breakfast',
      'Catamaran ferry tickets',
      'Elephant beach boat and snorkelling',
      'All transfers and entry permits',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80204',
    category: 'domestic',
    slug: 'ooty-kodaikanal-hills',
    title: 'Ooty and Kodaikanal Hills',
    duration: '4 Nights / 5 Days',
    departures: recurring(weekly([THU], 'all')),
    excludes: ['Travel to Coimbatore', 'Lunches', 'Garden and boathouse camera fees', 'Tips and personal expenses'],
    hotels: ['Ooty: Sterling Fern Hill, 2 nights', 'Kodaikanal: Hotel Carlton, by the lake, 2 nights'],
    price: 15900,
    description:
      'The two queens of the Tamil Nadu hills in one trip: the Nilgiri Mountain Railway toy train from Coonoor, tea estates and the botanical garden in Ooty, then Kodaikanal’s star-shaped lake, Pillar Rocks and the pine forest.',
    location: 'Ooty, Coonoor and Kodaikanal, Tamil Nadu',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Coimbatore to Ooty',
        activity: ['Pickup at Coimbatore', 'Toy train from Mettupalayam to Coonoor', 'Sim’s Park in Coonoor'],
      },
      {
        day: 'Day 2',
        title: 'Ooty',
        activity: ['Botanical garden and rose garden', 'Doddabetta peak', 'Boating on Ooty lake'],
      },
      {
        day: 'Day 3',
        title: 'Ooty to Kodaikanal',
        activity: ['Drive via Palani with a stop at the hill temple', 'Evening at Kodaikanal lake'],
      },
      {
        day: 'Day 4',
        title: 'Kodaikanal',
        activity: ['Coaker’s Walk and Pillar Rocks', 'Pine forest and Guna caves', 'Bryant Park'],
      },
      { day: 'Day 5', title: 'Departure', activity: ['Drive to Madurai for your train or flight'] },
    ],
    includes: [
      '4 nights in hill resorts',
      'Daily breakfast and dinner',
      'Toy train tickets (subject to availability)',
      'Private car with driver',
      'Boating at Ooty lake',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80205',
    category: 'domestic',
    slug: 'royal-rajasthan',
    title: 'Royal Rajasthan',
    duration: '7 Nights / 8 Days',
    departures: recurring(weekly([SAT], [[10, 3]])),
    excludes: [
      'Flights to Jaipur and from Udaipur',
      'Lunches',
      'Monument camera and guide fees',
      'Camel and jeep safaris beyond the one included',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Jaipur: Hotel Umaid Bhawan, 2 nights',
      'Jodhpur: Hotel Ratan Vilas, 1 night',
      'Jaisalmer: Sam Dunes desert camp, 2 nights',
      'Udaipur: Hotel Lake Pichola, 2 nights',
    ],
    price: 42000,
    description:
      'Forts, palaces and the Thar desert: Jaipur’s Amber Fort, the blue city of Jodhpur below Mehrangarh, a night in a desert camp at Jaisalmer with a camel safari, and the lakes of Udaipur. Heritage hotels in Jodhpur and Udaipur make it feel like a royal tour.',
    location: 'Jaipur, Jodhpur, Jaisalmer and Udaipur, Rajasthan',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Arrive in Jaipur',
        activity: ['Flight to Jaipur', 'Birla Mandir and Chokhi Dhani dinner'],
      },
      {
        day: 'Day 2',
        title: 'Jaipur',
        activity: ['Amber Fort', 'Hawa Mahal, City Palace and Jantar Mantar'],
      },
      { day: 'Day 3', title: 'Jaipur to Jodhpur', activity: ['Drive to Jodhpur', 'Evening at the Clock Tower market'] },
      {
        day: 'Day 4',
        title: 'Jodhpur to Jaisalmer',
        activity: ['Mehrangarh Fort and Jaswant Thada', 'Drive to Jaisalmer'],
      },
      {
        day: 'Day 5',
        title: 'Jaisalmer',
        activity: [
          'Golden Fort and Patwon ki Haveli',
          'Camel safari at the Sam dunes',
          'Night in a desert camp with folk music',
        ],
      },
      { day: 'Day 6', title: 'Jaisalmer to Udaipur', activity: ['Long drive to Udaipur with a lunch stop'] },
      {
        day: 'Day 7',
        title: 'Udaipur',
        activity: ['City Palace and Jagdish temple', 'Sunset boat ride on Lake Pichola'],
      },
      { day: 'Day 8', title: 'Departure', activity: ['Flight from Udaipur to Chennai'] },
    ],
    includes: [
      'Flights Chennai–Jaipur and Udaipur–Chennai',
      '6 nights in hotels, including heritage properties, and 1 night in a desert camp',
      'Daily breakfast and dinner',
      'Private air-conditioned car',
      'Camel safari and cultural evening',
      'Lake Pichola boat ride',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80206',
    category: 'domestic',
    slug: 'himachal-shimla-manali',
    title: 'Himachal: Shimla, Manali and Kullu',
    duration: '6 Nights / 7 Days',
    departures: recurring(
      weekly(
        [SUN],
        [
          [3, 6],
          [9, 12],
        ],
      ),
    ),
    excludes: [
      'Flights to Chandigarh',
      'Lunches',
      'Rohtang Pass permits and snow gear',
      'Paragliding and other adventure activities',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Shimla: Hotel Willow Banks, Mall Road, 2 nights',
      'Manali: Snow Valley Resorts, 3 nights',
      'Chandigarh: Hotel Mountview, 1 night',
    ],
    price: 29900,
    description:
      'The Mall Road of Shimla, the apple orchards of the Kullu valley and the snow at Solang and Atal Tunnel near Manali. Families like the gentle pace: no more than five hours on the road on any day.',
    location: 'Shimla, Kullu and Manali, Himachal Pradesh',
    itinerary: [
      { day: 'Day 1', title: 'Chandigarh to Shimla', activity: ['Pickup at Chandigarh', 'Evening on the Mall Road'] },
      { day: 'Day 2', title: 'Shimla', activity: ['Kufri and the Himalayan Nature Park', 'Jakhoo temple'] },
      {
        day: 'Day 3',
        title: 'Shimla to Manali',
        activity: ['Drive along the Beas river', 'River rafting at Kullu (optional)'],
      },
      {
        day: 'Day 4',
        title: 'Solang and Atal Tunnel',
        activity: ['Solang valley snow activities', 'Drive through the Atal Tunnel to Sissu'],
      },
      {
        day: 'Day 5',
        title: 'Manali',
        activity: ['Hadimba Devi temple', 'Vashisht hot springs', 'Old Manali cafés'],
      },
      {
        day: 'Day 6',
        title: 'Manikaran',
        activity: ['Manikaran Sahib and the hot springs', 'Kasol by the Parvati river'],
      },
      { day: 'Day 7', title: 'Departure', activity: ['Drive to Chandigarh for your flight'] },
    ],
    includes: [
      '6 nights in hill hotels',
      'Daily breakfast and dinner',
      'Private car from Chandigarh',
      'Atal Tunnel permits',
      'All tolls, parking and driver allowance',
    ],
  },

  // International
  {
    _id: '6650c1a2f3b4d5e6a7b80301',
    category: 'international',
    slug: 'singapore-malaysia-explorer',
    title: 'Singapore and Malaysia Explorer',
    duration: '6 Nights / 7 Days',
    departures: selling(withSchoolHolidays(weekly([WED])), [
      () => ({ boarding: boardingFrom(), seats: { offered: 25, taken: 19 } }),
      () => ({ boarding: boardingFrom(['Coimbatore', 91400]), seats: { offered: 25, taken: 2 } }),
    ]),
    excludes: [
      'Lunches',
      'Optional tours such as the Singapore Flyer and the river cruise',
      'Tips for guides and drivers',
      'Personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: [
      'Singapore: Hotel Boss, 3 nights',
      'Genting Highlands: Resorts World First World Hotel, 1 night',
      'Kuala Lumpur: Hotel Royal Bintang, 2 nights',
    ],
    price: 89900,
    description:
      'Gardens by the Bay, Sentosa and the Night Safari in Singapore, then Genting Highlands and Kuala Lumpur with the Petronas Towers and the Batu Caves. Indian vegetarian meals are arranged in every city.',
    location: 'Singapore and Kuala Lumpur, Malaysia',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Singapore',
        activity: ['Overnight flight', 'Evening at Gardens by the Bay light show'],
      },
      {
        day: 'Day 2',
        title: 'Singapore city',
        activity: ['City tour with the Merlion and Little India', 'Night Safari'],
      },
      {
        day: 'Day 3',
        title: 'Sentosa',
        activity: ['Cable car to Sentosa', 'S.E.A. Aquarium and Wings of Time show'],
      },
      {
        day: 'Day 4',
        title: 'Universal Studios',
        activity: ['Full day at Universal Studios Singapore'],
      },
      {
        day: 'Day 5',
        title: 'Singapore to Genting',
        activity: ['Coach to Malaysia', 'Awana SkyWay cable car to Genting Highlands'],
      },
      {
        day: 'Day 6',
        title: 'Kuala Lumpur',
        activity: ['Batu Caves', 'Petronas Twin Towers photo stop and KL Tower'],
      },
      { day: 'Day 7', title: 'Return', activity: ['Flight from Kuala Lumpur to Chennai'] },
    ],
    includes: [
      'Return flights with 30 kg baggage',
      'Singapore and Malaysia visas',
      '6 nights in 4-star hotels',
      'Daily breakfast and Indian dinners',
      'Entry tickets for all listed attractions',
      'Travel insurance',
      'Tour manager from Chennai',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80302',
    category: 'international',
    slug: 'dubai-abu-dhabi',
    title: 'Dubai and Abu Dhabi',
    duration: '4 Nights / 5 Days',
    departures: recurring(weekly([FRI], [[10, 4]])),
    excludes: [
      'Lunches',
      'Tourism Dirham fee paid at the hotel (about AED 15 a night)',
      'Optional tours such as Ferrari World',
      'Tips and personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: ['Dubai: Citymax Hotel Bur Dubai, 4 nights'],
    price: 64500,
    description:
      'The Burj Khalifa at sunset, a desert safari with dune bashing and dinner, a dhow cruise on Dubai Marina and a day in Abu Dhabi for the Sheikh Zayed Grand Mosque and the BAPS Hindu Mandir.',
    location: 'Dubai and Abu Dhabi, United Arab Emirates',
    itinerary: [
      { day: 'Day 1', title: 'Chennai to Dubai', activity: ['Flight to Dubai', 'Dhow cruise dinner on Dubai Marina'] },
      {
        day: 'Day 2',
        title: 'Dubai city',
        activity: ['Dubai Frame and the gold and spice souks', 'Burj Khalifa At the Top at sunset'],
      },
      {
        day: 'Day 3',
        title: 'Desert safari',
        activity: ['Morning at leisure or Miracle Garden', 'Dune bashing, camel ride and barbecue dinner'],
      },
      {
        day: 'Day 4',
        title: 'Abu Dhabi',
        activity: ['Sheikh Zayed Grand Mosque', 'BAPS Hindu Mandir', 'Ferrari World photo stop'],
      },
      { day: 'Day 5', title: 'Return', activity: ['Flight back to Chennai'] },
    ],
    includes: [
      'Return flights',
      'UAE tourist visa',
      '4 nights in a 4-star hotel',
      'Daily breakfast and 3 dinners',
      'Burj Khalifa and desert safari tickets',
      'Private transfers',
      'Travel insurance',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80303',
    category: 'international',
    slug: 'thailand-phuket-krabi-bangkok',
    title: 'Thailand: Phuket, Krabi and Bangkok',
    duration: '5 Nights / 6 Days',
    departures: recurring(weekly([MON, THU])),
    excludes: [
      'Lunches',
      'National park fees on the island tours (paid locally)',
      'Optional shows and spa sessions',
      'Tips and personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: [
      'Phuket: Novotel Phuket Resort, Patong, 2 nights',
      'Krabi: Aonang Villa Resort, 1 night',
      'Bangkok: Hotel Pullman G, 2 nights',
    ],
    price: 54900,
    description:
      'Phi Phi islands by speedboat, the limestone cliffs of Krabi’s four islands, and Bangkok’s Grand Palace and Wat Arun. Visa on arrival is free for Indian passport holders, which keeps the cost low.',
    location: 'Phuket, Krabi and Bangkok, Thailand',
    itinerary: [
      { day: 'Day 1', title: 'Arrive in Phuket', activity: ['Flight to Phuket', 'Evening at Patong beach'] },
      { day: 'Day 2', title: 'Phi Phi islands', activity: ['Speedboat to Phi Phi and Maya Bay', 'Snorkelling stop'] },
      {
        day: 'Day 3',
        title: 'Phuket to Krabi',
        activity: ['Drive to Krabi', 'Four-islands tour by longtail boat'],
      },
      {
        day: 'Day 4',
        title: 'Krabi to Bangkok',
        activity: ['Flight to Bangkok', 'Chao Phraya dinner cruise'],
      },
      {
        day: 'Day 5',
        title: 'Bangkok',
        activity: ['Grand Palace and Wat Pho', 'Wat Arun', 'Shopping at Pratunam'],
      },
      { day: 'Day 6', title: 'Return', activity: ['Flight from Bangkok to Chennai'] },
    ],
    includes: [
      'Return flights and the Krabi–Bangkok flight',
      '5 nights in 4-star hotels',
      'Daily breakfast and Indian dinners',
      'Phi Phi and four-islands tours',
      'All transfers',
      'Travel insurance',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80304',
    category: 'international',
    slug: 'bali-temples-and-beaches',
    title: 'Bali: Temples and Beaches',
    duration: '5 Nights / 6 Days',
    departures: recurring(weekly([TUE, FRI])),
    excludes: [
      'Lunches and dinners',
      'Bali tourism levy (IDR 150,000, paid on arrival)',
      'Water sports beyond those listed',
      'Tips and personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: ['Ubud: Alaya Resort, 3 nights', 'Nusa Dua: Grand Mirage Resort, 2 nights'],
    price: 69900,
    description:
      'Ubud’s rice terraces and monkey forest, the sea temple of Tanah Lot at sunset, the Kintamani volcano view and a day of water sports at Nusa Dua. We split the stay between a villa in Ubud and a beach resort.',
    location: 'Ubud, Kintamani and Nusa Dua, Bali, Indonesia',
    itinerary: [
      { day: 'Day 1', title: 'Arrive in Bali', activity: ['Transfer to Ubud', 'Evening Kecak fire dance'] },
      {
        day: 'Day 2',
        title: 'Ubud',
        activity: ['Tegalalang rice terraces', 'Sacred Monkey Forest', 'Ubud art market'],
      },
      {
        day: 'Day 3',
        title: 'Kintamani',
        activity: ['Mount Batur volcano view with lunch', 'Tirta Empul water temple'],
      },
      { day: 'Day 4', title: 'Ubud to Nusa Dua', activity: ['Tanah Lot sea temple at sunset'] },
      { day: 'Day 5', title: 'Nusa Dua', activity: ['Water sports at Tanjung Benoa', 'Uluwatu temple cliff walk'] },
      { day: 'Day 6', title: 'Return', activity: ['Flight back to Chennai via Singapore or Kuala Lumpur'] },
    ],
    includes: [
      'Return flights',
      'Indonesia visa on arrival',
      '3 nights in an Ubud villa and 2 nights in a Nusa Dua resort',
      'Daily breakfast',
      'Private car and English-speaking driver',
      'Entry tickets to the listed temples',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80305',
    category: 'international',
    slug: 'europe-paris-switzerland-italy',
    title: 'Europe: Paris, Switzerland and Italy',
    duration: '9 Nights / 10 Days',
    departures: selling(
      yearlyDates({
        dates: [
          [5, FRI, 2],
          [5, FRI, 4],
          [6, FRI, 2],
          [9, FRI, 3],
        ],
      }),
      [
        (on, today) => ({
          boarding: boardingFrom(),
          seats: { offered: 30, taken: 10 },
          earlyBird: earlyBird(64900, 45, on, today),
        }),
        () => ({ boarding: boardingFrom(), seats: { offered: 30, taken: 21 }, status: 'guaranteed' }),
        () => ({ boarding: boardingFrom(), seats: { offered: 30, taken: 0 } }),
      ],
    ),
    excludes: [
      'Lunches',
      'City taxes paid at hotels',
      'Optional excursions such as the Venice gondola ride',
      'Tips for the coach driver and local guides',
      'Personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: [
      'Paris: Novotel Paris Est, 3 nights',
      'Engelberg: Hotel Terrace, 2 nights',
      'Venice Mestre: Hotel Ambasciatori, 1 night',
      'Florence: Hotel Londra, 1 night',
      'Rome: Hotel Barberini, 2 nights',
    ],
    price: 249000,
    description:
      'The Eiffel Tower and a Seine cruise in Paris, the Jungfraujoch and Lake Lucerne in Switzerland, then Venice, Florence and Rome. A Tamil-speaking tour manager travels with the group, and Indian dinners are included every night.',
    location: 'France, Switzerland and Italy',
    itinerary: [
      { day: 'Day 1', title: 'Chennai to Paris', activity: ['Flight to Paris', 'Evening Seine river cruise'] },
      {
        day: 'Day 2',
        title: 'Paris',
        activity: ['Eiffel Tower second level', 'Louvre pyramid photo stop and Champs-Élysées'],
      },
      {
        day: 'Day 3',
        title: 'Paris to Switzerland',
        activity: ['TGV train to Switzerland', 'Check in near Interlaken'],
      },
      {
        day: 'Day 4',
        title: 'Jungfraujoch',
        activity: ['Cogwheel train to the Top of Europe', 'Ice Palace and Sphinx terrace'],
      },
      { day: 'Day 5', title: 'Lucerne', activity: ['Chapel Bridge and the Lion Monument', 'Mount Titlis cable car'] },
      { day: 'Day 6', title: 'Switzerland to Venice', activity: ['Drive over the Alps to Venice', 'Gondola ride'] },
      { day: 'Day 7', title: 'Venice to Florence', activity: ['St Mark’s Square', 'Drive to Florence'] },
      { day: 'Day 8', title: 'Florence and Pisa', activity: ['Piazzale Michelangelo', 'Leaning Tower of Pisa'] },
      {
        day: 'Day 9',
        title: 'Rome',
        activity: ['Colosseum and the Roman Forum', 'Vatican City and St Peter’s Basilica'],
      },
      { day: 'Day 10', title: 'Return', activity: ['Flight from Rome to Chennai'] },
    ],
    includes: [
      'Return flights with 2 check-in bags',
      'Schengen visa assistance and fees',
      '9 nights in 3- and 4-star hotels',
      'Daily breakfast and Indian dinners',
      'Luxury coach and the Paris–Switzerland TGV',
      'Jungfraujoch, Titlis and Eiffel Tower tickets',
      'Tamil-speaking tour manager',
      'Travel insurance',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80306',
    category: 'international',
    slug: 'sri-lanka-ramayana-trail',
    title: 'Sri Lanka Ramayana Trail',
    duration: '5 Nights / 6 Days',
    departures: recurring(weekly([SAT], 'all')),
    excludes: [
      'Lunches',
      'Camera fees at temples and gardens',
      'Tips for the chauffeur guide',
      'Personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: [
      'Kandy: Hotel Thilanka, 2 nights',
      'Nuwara Eliya: Hotel Araliya Green Hills, 2 nights',
      'Colombo: Hotel Ramada Colombo, 1 night',
    ],
    price: 58500,
    description:
      'The places of the Ramayana in Sri Lanka: the Ashok Vatika at Seetha Amman temple in Nuwara Eliya, the Divurumpola temple, Ravana Falls and the Munneswaram temple, with the Temple of the Tooth in Kandy and a tea estate visit. A one-hour flight from Chennai.',
    location: 'Colombo, Kandy and Nuwara Eliya, Sri Lanka',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Chennai to Colombo',
        activity: ['Flight to Colombo', 'Munneswaram and Manavari temples near Chilaw'],
      },
      {
        day: 'Day 2',
        title: 'Colombo to Kandy',
        activity: ['Pinnawala elephant orphanage', 'Temple of the Tooth in the evening'],
      },
      {
        day: 'Day 3',
        title: 'Kandy to Nuwara Eliya',
        activity: ['Ramboda Hanuman temple', 'Tea factory visit', 'Seetha Amman temple at Ashok Vatika'],
      },
      {
        day: 'Day 4',
        title: 'Nuwara Eliya',
        activity: ['Divurumpola temple', 'Gregory Lake and Hakgala gardens'],
      },
      {
        day: 'Day 5',
        title: 'Ella and Colombo',
        activity: ['Ravana Falls', 'Drive to Colombo and evening at Galle Face'],
      },
      { day: 'Day 6', title: 'Return', activity: ['Kelaniya temple', 'Flight back to Chennai'] },
    ],
    includes: [
      'Return flights Chennai–Colombo',
      'Sri Lanka electronic travel authorisation',
      '5 nights in hotels',
      'Daily breakfast and vegetarian dinners',
      'Private air-conditioned car with a Tamil-speaking chauffeur guide',
      'Temple entry tickets',
    ],
  },

  // Honeymoon
  {
    _id: '6650c1a2f3b4d5e6a7b80401',
    category: 'honeymoon',
    slug: 'maldives-water-villa-honeymoon',
    title: 'Maldives Water Villa Honeymoon',
    duration: '4 Nights / 5 Days',
    departures: recurring(anyDate('all')),
    excludes: [
      'Alcoholic drinks',
      'Green tax of USD 6 a night, paid at the resort',
      'Excursions not listed, such as diving',
      'Tips and personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: ['South Malé Atoll: Adaaran Prestige Vadoo, water villa, 4 nights'],
    price: 139000,
    description:
      'Four nights in a water villa with a private deck over the lagoon, reached by speedboat from Malé. The package is full board, and we add a candlelit beach dinner, a couple’s spa session and a sunset dolphin cruise.',
    location: 'South Malé Atoll, Maldives',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Arrive in Malé',
        activity: ['Speedboat to the resort', 'Welcome drinks and sunset on the deck'],
      },
      { day: 'Day 2', title: 'Lagoon day', activity: ['House-reef snorkelling', 'Couple’s spa session'] },
      { day: 'Day 3', title: 'Dolphins', activity: ['Sunset dolphin cruise', 'Candlelit dinner on the beach'] },
      {
        day: 'Day 4',
        title: 'At leisure',
        activity: ['Kayaking or paddle boarding', 'Floating breakfast in the villa'],
      },
      { day: 'Day 5', title: 'Return', activity: ['Speedboat to Malé and flight to Chennai'] },
    ],
    includes: [
      'Return flights Chennai–Malé',
      '4 nights in a water villa',
      'Full-board meals',
      'Return speedboat transfers',
      'Candlelit dinner, spa session and dolphin cruise',
      'Honeymoon cake and bed decoration',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80402',
    category: 'honeymoon',
    slug: 'munnar-thekkady-alleppey-honeymoon',
    title: 'Munnar, Thekkady and Alleppey Honeymoon',
    duration: '5 Nights / 6 Days',
    departures: recurring(anyDate([[9, 5]])),
    excludes: [
      'Flights or train to Kochi',
      'Lunches and dinners in resorts',
      'Spa treatments',
      'Tips and personal expenses',
      'GST (5%) on the tour cost',
    ],
    hotels: [
      'Munnar: Blanket Hotel and Spa, 2 nights',
      'Thekkady: Green Woods tree house, 1 night',
      'Kumarakom: Coconut Lagoon, 1 night',
      'Alleppey: private honeymoon houseboat, 1 night',
    ],
    price: 32900,
    description:
      'Misty tea hills, a tree-house night in Thekkady and a private honeymoon houseboat with a candlelit dinner on the Alleppey backwaters. A private car and driver means you travel at your own pace.',
    location: 'Munnar, Thekkady and Alleppey, Kerala',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Kochi to Munnar',
        activity: ['Pickup at Kochi', 'Waterfalls on the way and check-in to a valley-view resort'],
      },
      { day: 'Day 2', title: 'Munnar', activity: ['Top Station viewpoint', 'Tea estate walk with a planter'] },
      { day: 'Day 3', title: 'Munnar to Thekkady', activity: ['Spice garden tour', 'Night in a tree house'] },
      { day: 'Day 4', title: 'Thekkady', activity: ['Periyar lake boat ride', 'Couple’s Ayurvedic massage'] },
      {
        day: 'Day 5',
        title: 'Alleppey',
        activity: ['Honeymoon houseboat with flower decoration', 'Candlelit dinner on board'],
      },
      { day: 'Day 6', title: 'Departure', activity: ['Drop at Kochi airport'] },
    ],
    includes: [
      '4 nights in resorts and 1 night on a private houseboat',
      'Daily breakfast; all meals on the houseboat',
      'Private car with driver',
      'Flower bed decoration and honeymoon cake',
      'Periyar boat ride tickets',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80403',
    category: 'honeymoon',
    slug: 'bali-honeymoon-pool-villa',
    title: 'Bali Honeymoon with Private Pool Villa',
    duration: '6 Nights / 7 Days',
    departures: recurring(anyDate('all')),
    excludes: [
      'Lunches and dinners except those listed',
      'Bali tourism levy (IDR 150,000, paid on arrival)',
      'Photo shoots and extra spa sessions',
      'Tips and personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: ['Ubud: Kamandalu Ubud, private pool villa, 3 nights', 'Seminyak: The Haven Bali, 3 nights'],
    price: 84900,
    description:
      'Three nights in a private pool villa in Ubud with a floating breakfast, then three nights by the sea in Seminyak. Includes the famous Bali swing over the jungle, a sunset dinner at Jimbaran beach and a couple’s Balinese massage.',
    location: 'Ubud and Seminyak, Bali, Indonesia',
    itinerary: [
      { day: 'Day 1', title: 'Arrive in Bali', activity: ['Transfer to the Ubud pool villa', 'Flower bath welcome'] },
      { day: 'Day 2', title: 'Ubud', activity: ['Floating breakfast', 'Bali swing and Tegalalang rice terraces'] },
      { day: 'Day 3', title: 'Kintamani', activity: ['Mount Batur view', 'Coffee plantation visit'] },
      { day: 'Day 4', title: 'Ubud to Seminyak', activity: ['Tanah Lot temple at sunset'] },
      { day: 'Day 5', title: 'Seminyak', activity: ['Couple’s Balinese massage', 'Beach club evening'] },
      { day: 'Day 6', title: 'Jimbaran', activity: ['Uluwatu temple', 'Seafood dinner on Jimbaran beach'] },
      { day: 'Day 7', title: 'Return', activity: ['Flight back to Chennai'] },
    ],
    includes: [
      'Return flights',
      '3 nights in a private pool villa and 3 nights in a beach resort',
      'Daily breakfast, one floating breakfast and one beach dinner',
      'Private car with driver',
      'Bali swing and spa session',
      'Visa on arrival',
    ],
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80404',
    category: 'honeymoon',
    slug: 'switzerland-honeymoon',
    title: 'Switzerland Honeymoon',
    duration: '6 Nights / 7 Days',
    departures: recurring(
      anyDate([
        [5, 10],
        [12, 2],
      ]),
    ),
    excludes: [
      'Lunches and dinners',
      'City taxes paid at hotels',
      'Excursions beyond the Swiss Travel Pass',
      'Tips and personal expenses',
      'GST (5%) and TCS under Indian tax rules',
    ],
    hotels: [
      'Lucerne: Hotel Des Balances, 2 nights',
      'Interlaken: Hotel Royal St Georges, 2 nights',
      'Zermatt: Chalet Hotel Schönegg, 2 nights',
    ],
    price: 219000,
    description:
      'Lucerne, Interlaken and Zermatt on a Swiss Travel Pass: the Glacier Express panorama train, the Matterhorn from Gornergrat and a cruise on Lake Lucerne. Hotels are chosen for lake or mountain views, with one night in a chalet.',
    location: 'Lucerne, Interlaken and Zermatt, Switzerland',
    itinerary: [
      {
        day: 'Day 1',
        title: 'Arrive in Zurich',
        activity: ['Train to Lucerne', 'Evening walk over the Chapel Bridge'],
      },
      { day: 'Day 2', title: 'Lucerne', activity: ['Lake Lucerne cruise', 'Mount Pilatus by cogwheel railway'] },
      { day: 'Day 3', title: 'Interlaken', activity: ['Golden Pass train to Interlaken', 'Harder Kulm at sunset'] },
      { day: 'Day 4', title: 'Jungfraujoch', activity: ['Top of Europe excursion', 'Grindelwald village'] },
      { day: 'Day 5', title: 'Glacier Express', activity: ['Panorama train to Zermatt', 'Night in a mountain chalet'] },
      { day: 'Day 6', title: 'Matterhorn', activity: ['Gornergrat railway for the Matterhorn view', 'Fondue dinner'] },
      { day: 'Day 7', title: 'Return', activity: ['Train to Zurich and flight to Chennai'] },
    ],
    includes: [
      'Return flights',
      'Schengen visa assistance',
      '6 nights in hotels and a chalet',
      'Daily breakfast',
      '8-day Swiss Travel Pass',
      'Glacier Express seat reservation',
      'Jungfraujoch tickets',
      'Travel insurance',
    ],
  },
]

/**
 * The trips with their departures as of today in India, as the store will read them (the browser tests
 * compare the pages with these). lib/catalog/seed/seed.ts stores each trip's `departures(today)` plan.
 */
const seedDay = todayInIndia()
export const seedTrips: SeedTrip[] = tripInputs.map((trip) => {
  const today = seedDay
  const plan = trip.departures(today)
  const next = nextDeparture(plan, today)
  return {
    ...trip,
    availableDates: departuresText(plan, today),
    ...(next ? { nextDeparture: next } : {}),
    images: tripImageFiles(trip.slug),
  }
})

export const seedBanners: SeedBanner[] = [
  {
    _id: '6650c1a2f3b4d5e6a7b80501',
    image: bannerImageFile('ganga-aarti'),
    tag: 'Pilgrimage 2026–27',
    title: 'Kashi, Gaya and Prayag Yatra',
    subtitle: 'Ganga Aarti from a reserved boat, Gaya shraddham with our vadhyar, and pure-veg South Indian meals.',
    buttonText: 'View the yatra',
    buttonUrl: '/trip/kashi-gaya-prayag-yatra',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80502',
    image: bannerImageFile('himalayan-shrines'),
    tag: 'Summer yatra',
    title: 'Char Dham with elders in mind',
    subtitle: 'Extra nights at every shrine, ponies and palki booked ahead, a doctor on call for the group.',
    buttonText: 'See the itinerary',
    buttonUrl: '/trip/char-dham-yatra',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80503',
    image: bannerImageFile('kerala-houseboat'),
    tag: 'Holidays in India',
    title: 'Houseboats, hill stations and island beaches',
    subtitle: 'Kerala, Kashmir, the Andamans and Rajasthan, planned with your family’s pace in mind.',
    buttonText: 'Explore domestic tours',
    buttonUrl: '/domestic',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80504',
    image: bannerImageFile('city-lights'),
    tag: 'International',
    title: 'Singapore, Dubai, Bali and Europe',
    subtitle: 'Visas, Indian meals and a tour manager from Chennai, all in one price.',
    buttonText: 'Explore international tours',
    buttonUrl: '/international',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80505',
    image: bannerImageFile('lagoon-villas'),
    tag: 'Honeymoon',
    title: 'Water villas and misty hills for two',
    subtitle: 'Maldives, Bali, Munnar and Switzerland, with candlelit dinners and private transfers.',
    buttonText: 'Plan your honeymoon',
    buttonUrl: '/honeymoon',
  },
]

export const seedReviews: SeedReview[] = [
  {
    _id: '6650c1a2f3b4d5e6a7b80601',
    tripSlug: 'kashi-gaya-prayag-yatra',
    travelledMonth: 12,
    name: 'Lakshmi Narayanan',
    Rating: 5,
    description:
      'We took my parents on the Kashi, Gaya and Prayag yatra. The vadhyar for the Gaya shraddham was arranged perfectly and the tour manager never left my father’s side.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80602',
    tripSlug: 'maldives-water-villa-honeymoon',
    travelledMonth: 2,
    name: 'Priya Raghavan',
    Rating: 5,
    description:
      'Our Maldives honeymoon was beyond what we imagined. The water villa, the dolphin cruise and the beach dinner were all exactly as promised.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80603',
    tripSlug: 'char-dham-yatra',
    travelledMonth: 6,
    name: 'Senthil Kumar',
    Rating: 4,
    description:
      'Char Dham with the extra night at Kedarnath made all the difference for my mother. The roads were tiring, but the team handled every delay calmly.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80604',
    tripSlug: 'navagraha-temples-kumbakonam',
    travelledMonth: 1,
    name: 'Meenakshi Sundaram',
    Rating: 5,
    description:
      'The Navagraha tour was so well timed that we reached Thirunageswaram right at Rahu kalam. Clean hotel in Kumbakonam and a very patient driver.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80605',
    tripSlug: 'bali-honeymoon-pool-villa',
    travelledMonth: 8,
    name: 'Arjun and Divya Menon',
    Rating: 4,
    description:
      'Bali was lovely, especially the pool villa in Ubud. One transfer was late on the last day, but the office sorted it out on the phone within minutes.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80606',
    tripSlug: 'singapore-malaysia-explorer',
    travelledMonth: 5,
    name: 'Kavitha Ramesh',
    Rating: 5,
    description:
      'Singapore and Malaysia with two children and my in-laws, and not a single hiccup. The vegetarian dinners every night were a big relief.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80607',
    tripSlug: 'kailash-mansarovar-yatra',
    travelledMonth: 7,
    name: 'Venkatesh Iyer',
    Rating: 3,
    description:
      'Kailash Mansarovar is a tough yatra and the Sherpa team was excellent. The Tibet guest houses were basic, which I wish had been explained more clearly before we left.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80608',
    tripSlug: 'kashmir-paradise-on-earth',
    travelledMonth: 5,
    name: 'Fathima Begum',
    Rating: 5,
    description:
      'The Kashmir trip was the best holiday our family has had. The houseboat on Dal Lake and the Gulmarg gondola were the highlights.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80609',
    tripSlug: 'europe-paris-switzerland-italy',
    travelledMonth: 6,
    name: 'Rajesh Krishnamurthy',
    Rating: 4,
    description:
      'Europe in ten days is a lot, but the Tamil-speaking tour manager made it easy for my parents. Jungfraujoch in the snow was unforgettable.',
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80610',
    tripSlug: 'tirupati-balaji-darshan',
    travelledMonth: 3,
    name: 'Anitha Jayakumar',
    Rating: 5,
    description:
      'Booked the Tirupati weekend trip for my grandmother’s 80th birthday. The special-entry darshan went smoothly and the driver was very kind to her.',
  },
]

export const seedVideos: SeedVideo[] = [
  {
    _id: '6650c1a2f3b4d5e6a7b80701',
    videoId: 'kT3vQ9mXp2L',
    thumbnail: videoThumbnailFile('kashi-yatra-diary'),
    title: 'Kashi Yatra diary: Ganga Aarti at Dashashwamedh Ghat',
    uploaded: { month: 11, day: 18 },
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80702',
    videoId: 'Rb7nW2sYc4E',
    thumbnail: videoThumbnailFile('char-dham-group'),
    title: 'Our Char Dham group at Kedarnath',
    uploaded: { month: 6, day: 9 },
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80703',
    videoId: 'Hx5pL8dQw1Z',
    thumbnail: videoThumbnailFile('maldives-honeymoon'),
    title: 'A Maldives honeymoon, in the couple’s words',
    uploaded: { month: 3, day: 2 },
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80704',
    videoId: 'Nq2jV6tFm9K',
    thumbnail: videoThumbnailFile('kerala-houseboat'),
    title: 'A day on a Kerala houseboat',
    uploaded: { month: 1, day: 24 },
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80705',
    videoId: 'Wc8rT1bGh3U',
    thumbnail: videoThumbnailFile('singapore-family'),
    title: 'Singapore with kids and grandparents',
    uploaded: { month: 6, day: 21 },
  },
  {
    _id: '6650c1a2f3b4d5e6a7b80706',
    videoId: 'Pm4yZ7kDs5A',
    thumbnail: videoThumbnailFile('rajasthan-desert-camp'),
    title: 'Royal Rajasthan: a night in the Jaisalmer desert camp',
    uploaded: { month: 12, day: 27 },
  },
]
