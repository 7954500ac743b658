import { getDb } from '@/lib/platform/db'
import { readPublishedPhotos, readPublishedReviews } from '@/lib/reviews/public/store'
import { localizePhoto, localizeReview, ratingSummary, type PublishedReview } from '@/lib/reviews/public/localize'
import { tripJsonLd, tripReviewsLd } from '@/lib/seo'
import type { TripDetail } from '@/lib/catalog'
import { replaceEnv } from './support/env'
import { photoRow, reviewRows } from './support/rpub-rows'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * What the site publishes of the travellers' reviews (lib/reviews/public): only approved reviews,
 * newest first; only approved photos of approved reviews whose family agreed to publish photos;
 * "A traveller" without consent to the name; the month travelled and the boarding city in each
 * page's language; and the trip's JSON-LD rating from those reviews alone.
 */

const DAY = 86_400_000

describe.each(STORAGE_KINDS)('published reviews and photos on %s', (kind) => {
  let cleanup: () => Promise<void>
  let restoreEnv: () => void
  const ids: Record<string, number> = {}
  const photos: Record<string, number> = {}

  beforeAll(async () => {
    restoreEnv = replaceEnv({ TRAVEL_API_URL: undefined, REDIS_URL: undefined })
    cleanup = await useStorage(kind)
    const now = Date.now()
    const older = await reviewRows({ rating: 4, submittedAt: now - 3 * DAY, body: 'Older words' })
    const newer = await reviewRows({
      rating: 5,
      submittedAt: now - DAY,
      language: 'ta',
      body: 'மிக நன்றாக இருந்தது',
      displayName: 'Lakshmi',
      consentName: false,
      reply: 'Thank you, Lakshmi.',
    })
    const pending = await reviewRows({ status: 'pending', submittedAt: now })
    const hidden = await reviewRows({ status: 'hidden', submittedAt: now })
    const requested = await reviewRows({ status: 'requested' })
    const noPhotos = await reviewRows({ consentPhotos: false, submittedAt: now - 2 * DAY, city: null })
    const ownCity = await reviewRows({ submittedAt: now - 4 * DAY, city: { id: 'karaikudi', name: 'Karaikudi' } })
    Object.assign(ids, {
      older: older.reviewId,
      newer: newer.reviewId,
      pending: pending.reviewId,
      hidden: hidden.reviewId,
      requested: requested.reviewId,
      noPhotos: noPhotos.reviewId,
      ownCity: ownCity.reviewId,
    })
    photos.shown = (await photoRow(newer.reviewId, 'approved', 0)).id
    photos.second = (await photoRow(newer.reviewId, 'approved', 1)).id
    photos.waiting = (await photoRow(newer.reviewId, 'pending', 2)).id
    photos.refused = (await photoRow(newer.reviewId, 'hidden', 3)).id
    photos.ofOlder = (await photoRow(older.reviewId, 'approved', 0)).id
    photos.ofHidden = (await photoRow(hidden.reviewId, 'approved', 0)).id
    photos.ofPending = (await photoRow(pending.reviewId, 'approved', 0)).id
    photos.notConsented = (await photoRow(noPhotos.reviewId, 'approved', 0)).id
  })
  afterAll(async () => {
    await cleanup()
    restoreEnv()
  })

  it('lists only approved reviews, newest sent first, with the booking’s trip', async () => {
    const reviews = await readPublishedReviews(await getDb())
    expect(reviews.map((review) => review.id)).toEqual([ids.newer, ids.noPhotos, ids.older, ids.ownCity])
    const trip = await (
      await getDb()
    )
      .selectFrom('bookings')
      .innerJoin('traveller_reviews', 'traveller_reviews.booking_id', 'bookings.id')
      .select(['bookings.trip_id', 'bookings.trip_slug'])
      .where('traveller_reviews.id', '=', ids.newer)
      .executeTakeFirstOrThrow()
    expect(reviews[0]).toMatchObject({
      tripId: trip.trip_id,
      tripSlug: trip.trip_slug,
      rating: 5,
      body: 'மிக நன்றாக இருந்தது',
      language: 'ta',
      reply: 'Thank you, Lakshmi.',
    })
  })

  it('shows the name only with consent: else "A traveller" in the page’s language', async () => {
    const reviews = await readPublishedReviews(await getDb())
    const anonymous = reviews.find((review) => review.id === ids.newer)!
    const named = reviews.find((review) => review.id === ids.older)!
    expect(anonymous.name).toBeNull()
    expect(localizeReview(anonymous, 'en')).toMatchObject({ name: 'A traveller', anonymous: true })
    expect(localizeReview(anonymous, 'ta')).toMatchObject({ name: 'ஒரு பயணி', anonymous: true })
    expect(localizeReview(named, 'en')).toMatchObject({ name: 'Meena', anonymous: false })
    expect(localizeReview(named, 'ta')).toMatchObject({ name: 'Meena', anonymous: false })
  })

  it('says the month travelled and the boarding city in each language, English marked where Tamil is missing', async () => {
    const reviews = await readPublishedReviews(await getDb())
    const madurai = reviews.find((review) => review.id === ids.older)!
    expect(localizeReview(madurai, 'en')).toMatchObject({ month: 'Dec 2026', city: 'Madurai' })
    expect(localizeReview(madurai, 'en').cityLang).toBeUndefined()
    expect(localizeReview(madurai, 'ta')).toMatchObject({ month: 'டிச. 2026', city: 'மதுரை' })
    expect(localizeReview(madurai, 'ta').cityLang).toBeUndefined()
    // A city the booking named that is not in the list: its English name, marked on the Tamil page.
    const own = reviews.find((review) => review.id === ids.ownCity)!
    expect(localizeReview(own, 'ta')).toMatchObject({ city: 'Karaikudi', cityLang: 'en' })
    // No boarding city: none said.
    expect(
      localizeReview(
        reviews.find((review) => review.id === ids.noPhotos)!,
        'en',
      ).city,
    ).toBe('')
    // The trip's title: its Tamil on the Tamil page when it has one.
    const titles = await (
      await getDb()
    )
      .selectFrom('trips')
      .select(['title', 'title_ta'])
      .where('id', '=', madurai.tripId)
      .executeTakeFirstOrThrow()
    expect(localizeReview(madurai, 'en').tripTitle).toBe(titles.title)
    expect(localizeReview(madurai, 'ta').tripTitle).toBe(titles.title_ta || titles.title)
  })

  it('publishes only approved photos of approved reviews with consent, never a hidden review’s', async () => {
    const shown = await readPublishedPhotos(await getDb())
    expect(shown.map((photo) => photo.id)).toEqual([photos.shown, photos.second, photos.ofOlder])
    for (const never of [photos.waiting, photos.refused, photos.ofHidden, photos.ofPending, photos.notConsented])
      expect(shown.map((photo) => photo.id)).not.toContain(never)
    const [first] = shown
    expect(first!.file).toMatch(new RegExp(`^reviews/${ids.newer}/[0-9a-f]{16}\\.webp$`))
    expect(localizePhoto(first!, 'en')).toMatchObject({ name: 'A traveller', month: 'Dec 2026' })
    expect(localizePhoto(first!, 'ta')).toMatchObject({ name: 'ஒரு பயணி', month: 'டிச. 2026' })

    // Hiding the review takes its photos off the site, though each stays approved.
    await (
      await getDb()
    )
      .updateTable('traveller_reviews')
      .set({ status: 'hidden' })
      .where('id', '=', ids.newer)
      .execute()
    expect((await readPublishedPhotos(await getDb())).map((photo) => photo.id)).toEqual([photos.ofOlder])
    expect((await readPublishedReviews(await getDb())).map((review) => review.id)).not.toContain(ids.newer)
    await (
      await getDb()
    )
      .updateTable('traveller_reviews')
      .set({ status: 'approved' })
      .where('id', '=', ids.newer)
      .execute()
  })
})

describe('a trip’s rating and its JSON-LD', () => {
  const review = (rating: number, overrides: Partial<PublishedReview> = {}): PublishedReview => ({
    id: rating,
    tripId: '1',
    tripSlug: 'kashi',
    tripTitle: 'Kashi Yatra',
    rating,
    body: `Rated ${rating}`,
    language: 'en',
    name: 'Meena',
    anonymous: false,
    month: 'Dec 2026',
    city: 'Madurai',
    reply: '',
    datePublished: '2026-12-20',
    submittedAt: 0,
    ...overrides,
  })
  const trip = {
    id: '1',
    slug: 'kashi',
    title: 'Kashi Yatra',
    images: [],
    price: 32500,
    availableDates: '12 Dec 2026',
    duration: '5 Nights / 6 Days',
    description: '',
    location: '',
    itinerary: [],
    includes: [],
  } as unknown as TripDetail

  it('counts the reviews and averages their stars to one decimal; none is no rating', () => {
    expect(ratingSummary([review(5), review(4), review(4)])).toEqual({ count: 3, average: 4.3 })
    expect(ratingSummary([review(5), review(4)])).toEqual({ count: 2, average: 4.5 })
    expect(ratingSummary([])).toBeNull()
  })

  it('makes each review a Review and adds their AggregateRating to the trip’s node', () => {
    const reviews = [review(5, { language: 'ta', name: 'A traveller', body: 'மிக நன்று' }), review(4)]
    const [node] = tripJsonLd(trip, { locale: 'en', trail: [], today: '2026-12-01', reviews }) as Record<
      string,
      unknown
    >[]
    expect(node!['@type']).toEqual(['TouristTrip', 'Product'])
    expect(node!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    })
    expect(node!.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'A traveller' },
        reviewBody: 'மிக நன்று',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        datePublished: '2026-12-20',
        inLanguage: 'ta',
      },
      expect.objectContaining({ reviewBody: 'Rated 4', inLanguage: 'en' }),
    ])
  })

  it('adds nothing to a trip without reviews', () => {
    expect(tripReviewsLd([])).toBeNull()
    const [node] = tripJsonLd(trip, { locale: 'en', trail: [], today: '2026-12-01' }) as Record<string, unknown>[]
    expect(node!['@type']).toBe('TouristTrip')
    expect(node).not.toHaveProperty('aggregateRating')
    expect(node).not.toHaveProperty('review')
    expect(JSON.stringify(tripJsonLd(trip, { locale: 'en', trail: [], today: '2026-12-01', reviews: [] }))).toBe(
      JSON.stringify(tripJsonLd(trip, { locale: 'en', trail: [], today: '2026-12-01' })),
    )
  })
})
