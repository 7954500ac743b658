import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { uploadUrl } from '@/lib/site/routes'
import { openRendered, publishedReviewRows, revalidateReviews, type PublishedReviewRows } from './rpub-rows'
import { ONE_WIDTH } from './tags'

/**
 * A family's review, published: the trip page in English and Tamil shows it with its stars, its
 * Tamil words marked lang="ta" on the English page, the month travelled and the boarding city in the
 * page's language, its photo under "Photos from travellers", and the trip's JSON-LD an
 * AggregateRating of 1; the home page's gallery shows the photo first, captioned.
 *
 * The rows are written straight into the store, on a trip no other spec opens. The pages were
 * prerendered at the build with no review, and the reviews' cache entry with them; the spec then
 * revalidates the reviews' tag as a trip's save does (POST /api/revalidate, tags ['reviews']) and
 * reloads until the page is rendered again (the first request after it may still answer the stale
 * page while it renders). It takes its rows away after, and revalidates again, so the pages other
 * specs read are as the seed makes them. The page's words are the same at every width (ONE_WIDTH);
 * its screens at 390 and 1280 px were looked at when the section was made.
 */

const SLUG = 'navagraha-temples-kumbakonam'
const BODY = 'ஒன்பது கோயில்களையும் அமைதியாக தரிசனம் செய்தோம். அம்மாவுக்கு நடக்க உதவி செய்தார்கள்.'

let rows: PublishedReviewRows | undefined

async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text)['@graph'] as Record<string, unknown>[])
}

test.afterEach(async ({ page }) => {
  if (!rows) return
  rows.remove()
  rows = undefined
  await revalidateReviews(page)
  // Every page the test rendered with the rows is rendered again without them before the server stops.
  await openRendered(page, `/trip/${SLUG}`, '[data-testid="trip-reviews"]', 0)
  await openRendered(page, `/ta/trip/${SLUG}`, '[data-testid="trip-reviews"]', 0)
  await openRendered(page, '/', '[data-testid="traveller-photos"]', 0)
})

test(
  'a Tamil review with its photo on the trip page in both languages, its rating in the JSON-LD, its photo in the gallery',
  { tag: ONE_WIDTH },
  async ({ page }) => {
    rows = await publishedReviewRows({
      slug: SLUG,
      body: BODY,
      language: 'ta',
      name: 'Kamala R.',
      departsOn: '2026-12-12',
      city: { id: 'madurai', name: 'Madurai' },
    })
    await revalidateReviews(page)

    // English: the words keep their language and say so; the month and city in English.
    await openRendered(page, `/trip/${SLUG}`, '[data-testid="trip-reviews"]')
    const section = page.getByRole('region', { name: 'Reviews from travellers' })
    await expect(section.getByTestId('trip-rating-summary')).toHaveText('★ 5 · 1 review')
    const review = section.getByTestId('traveller-review')
    await expect(review).toHaveCount(1)
    await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    await expect(review.locator('blockquote')).toHaveAttribute('lang', 'ta')
    await expect(review.locator('blockquote')).toHaveText(BODY)
    await expect(review.getByTestId('review-written-in')).toHaveText('(written in Tamil)')
    await expect(review.locator('figcaption')).toContainText('Kamala R.')
    await expect(review.getByTestId('review-travelled')).toHaveText('Travelled Dec 2026 · from Madurai')

    // The photo under its own heading, from the uploaded copy, captioned with what is true of it.
    const photos = page.getByRole('region', { name: 'Photos from travellers' })
    const photo = photos.getByRole('img', {
      name: 'Photo by Kamala R. on Navagraha Temples of Kumbakonam, travelled Dec 2026',
    })
    await expect(photo).toBeVisible()
    await expect(photo).toHaveAttribute('src', new RegExp(`url=${encodeURIComponent(uploadUrl(rows.file))}`))
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(photos.locator('figcaption')).toHaveText(
      'Photo by Kamala R. · Navagraha Temples of Kumbakonam · Travelled Dec 2026',
    )

    // Nothing in the two sections that axe finds wrong (every rule it runs by default).
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="trip-reviews"]')
      .include('[data-testid="trip-traveller-photos"]')
      .analyze()
    expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([])

    // The trip's structured data: a Product with one Review and an AggregateRating of 1.
    const trip = (await jsonLdNodes(page)).find((node) => [node['@type']].flat().includes('TouristTrip'))!
    expect(trip['@type']).toEqual(['TouristTrip', 'Product'])
    expect(trip.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    })
    expect(trip.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Kamala R.' },
        reviewBody: BODY,
        inLanguage: 'ta',
      }),
    ])

    // Tamil: the same review, in its own language on this page (no note), the month and city in Tamil.
    await openRendered(page, `/ta/trip/${SLUG}`, '[data-testid="trip-reviews"]')
    const taReview = page.getByRole('region', { name: 'பயணிகள் கருத்துகள்' }).getByTestId('traveller-review')
    await expect(taReview.locator('blockquote')).toHaveAttribute('lang', 'ta')
    await expect(taReview.getByTestId('review-written-in')).toHaveCount(0)
    await expect(taReview.getByTestId('review-travelled')).toHaveText('பயணம்: டிச. 2026 · புறப்படும் ஊர்: மதுரை')
    await expect(page.getByRole('region', { name: 'பயணிகள் எடுத்த படங்கள்' }).getByRole('img')).toHaveCount(1)

    // The home page's gallery: the photo first, captioned, and the description says which is which.
    await openRendered(page, '/', '[data-testid="traveller-photos"]')
    const gallery = page.locator('main [data-section="gallery"]')
    await expect(gallery).toContainText('Photos sent by families who travelled with us come first')
    await expect(gallery).toContainText('illustrations of the places we travel to, not photographs')
    await expect(gallery.getByTestId('traveller-photos').getByRole('img')).toHaveCount(1)
    await expect(gallery.getByTestId('traveller-photos').locator('figcaption')).toHaveText(
      'Photo by Kamala R. · Navagraha Temples of Kumbakonam · Travelled Dec 2026',
    )
  },
)
