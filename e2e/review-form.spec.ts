import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { requestedReview, storedReview } from './rform-rows'
import { ONE_WIDTH } from './tags'

/**
 * The review form a family opens from its link (/review/<token>), on a grandmother's phone with no
 * script at all: the plain form posts its stars, words and photos as multipart, a send without stars
 * comes back with the problem beside the stars and the words kept, a Tamil review with two photos is
 * thanked and stored pending with its photos re-encoded without their GPS tags, and the used link
 * then says it is no longer valid. "No, thank you" is kept (at one width: a stored row).
 */

/** A phone's photo: a JPEG with its camera and a GPS position (Varanasi's ghats) in its EXIF. */
async function phonePhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 2400, height: 1800, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '83/1 0/1 36/1' },
    })
    .toBuffer()
  expect((await sharp(buffer).metadata()).exif).toBeDefined()
  return { name, mimeType: 'image/jpeg', buffer }
}

async function expectNoSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

test.describe('on a phone with no script', () => {
  test.use({ javaScriptEnabled: false })

  test('a Tamil review with two photos: no stars is sent back with the words kept, then thanks, stored pending without GPS, and the link is used', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the family’s phone: 390 px')
    test.setTimeout(90_000)
    const review = requestedReview({ name: 'Meenakshi Sundaram', language: 'ta', tag: testInfo.project.name })
    try {
      await page.goto(`/review/${review.token}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் பயணத்தைப் பற்றிச் சொல்லுங்கள்')
      await expect(page.getByText('அன்புள்ள Meenakshi Sundaram,')).toBeVisible()
      await expect(page.getByText(/டிசம்பர் 2026-இல் .+ பயணத்தில் எங்களுடன் வந்ததற்கு நன்றி/)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expectNoSideScroll(page)

      const stars = page.getByRole('group', { name: 'உங்கள் பயணம் எப்படி இருந்தது?' })
      await expect(stars.getByRole('radio')).toHaveCount(5)
      // A thumb's target: each star is at least 48 px square.
      for (const box of await stars
        .locator('label')
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(48)
        expect(box.height).toBeGreaterThanOrEqual(48)
      }

      const words = 'காசி யாத்திரை மிக நன்றாக இருந்தது. சுற்றுலா மேலாளர் எல்லோரையும் அன்புடன் கவனித்துக்கொண்டார்.'
      await page.getByLabel('உங்கள் வார்த்தைகளில்').fill(words)
      await expect(page.getByRole('radio', { name: 'தமிழ்' })).toBeChecked()
      await expect(page.getByLabel('காட்ட வேண்டிய பெயர்')).toHaveValue('Meenakshi Sundaram')
      await page.getByLabel('காட்ட வேண்டிய பெயர்').fill('மீ. சு.')
      const photos = [await phonePhoto('ghat.jpg', '#c8743a'), await phonePhoto('temple.jpg', '#2a6f97')]
      await page.getByLabel('உங்கள் புகைப்படங்கள் (விருப்பம்)').setInputFiles(photos)
      await page.getByLabel('என் பெயரை என் கருத்துடன் வெளியிடலாம்').check()
      await page.getByLabel('என் புகைப்படங்களை இணையதளத்தில் வெளியிடலாம்').check()
      await page.getByRole('button', { name: 'கருத்தை அனுப்புங்கள்' }).click()

      // No stars: the problem beside the stars and at the top, the words kept.
      await expect(page).toHaveURL(/problems=ratingMissing/)
      await expect(page.getByRole('heading', { name: 'இவற்றைச் சரிபார்த்து மீண்டும் அனுப்புங்கள்' })).toBeVisible()
      const problem = '1 முதல் 5 வரை எத்தனை நட்சத்திரங்கள் என்று தேர்ந்தெடுங்கள்.'
      await expect(stars.getByText(problem)).toBeVisible()
      await expect(page.getByRole('link', { name: problem })).toHaveAttribute('href', '#review-rating')
      await expect(page.getByLabel('உங்கள் வார்த்தைகளில்')).toHaveValue(words)
      await expect(page.getByLabel('காட்ட வேண்டிய பெயர்')).toHaveValue('மீ. சு.')
      await expect(page.getByLabel('என் பெயரை என் கருத்துடன் வெளியிடலாம்')).toBeChecked()
      expect(storedReview(review.reviewId).status).toBe('requested')
      await expectNoSideScroll(page)

      await stars.getByText('5', { exact: true }).click()
      await expect(stars.getByRole('radio', { name: '5 நட்சத்திரங்கள்' })).toBeChecked()
      await page.getByLabel('உங்கள் புகைப்படங்கள் (விருப்பம்)').setInputFiles(photos)
      await page.getByRole('button', { name: 'கருத்தை அனுப்புங்கள்' }).click()

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் கருத்துக்கு நன்றி')
      await expect(page.getByText('ஒவ்வொரு கருத்தையும் நாங்கள் படிக்கிறோம்')).toBeVisible()

      const stored = storedReview(review.reviewId)
      expect(stored).toMatchObject({
        status: 'pending',
        rating: 5,
        body: words,
        language: 'ta',
        display_name: 'மீ. சு.',
        consent_name: 1,
        consent_photos: 1,
      })
      expect(
        stored.photos.map(({ position, status, content_type, width, height }) => [
          position,
          status,
          content_type,
          width,
          height,
        ]),
      ).toEqual([
        [0, 'pending', 'image/webp', 1600, 1200],
        [1, 'pending', 'image/webp', 1600, 1200],
      ])
      for (const photo of stored.photos) {
        const metadata = await sharp(photo.bytes).metadata()
        expect(metadata.format).toBe('webp')
        expect(metadata.exif).toBeUndefined()
        expect(photo.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false)
      }

      // Used: the link opens the plain "no longer valid" page, in both languages, and no form.
      await page.goto(`/review/${review.token}`)
      await expect(page.getByRole('heading', { name: 'இந்த இணைப்பு இப்போது செல்லுபடியாகாது' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'கருத்தை அனுப்புங்கள்' })).toHaveCount(0)
    } finally {
      review.remove()
    }
  })
})

test(
  '“No, thank you” is kept: the link then says it will not ask again',
  { tag: ONE_WIDTH },
  async ({ page }, testInfo) => {
    const review = requestedReview({ name: 'Ravi Kumar', language: 'en', tag: testInfo.project.name })
    try {
      await page.goto(`/review/${review.token}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await expect(page.getByText('Dear Ravi Kumar,')).toBeVisible()
      await expect(page.getByText(/in December 2026\. How was it\?/)).toBeVisible()
      // The other language is a link away, and marks its page.
      await page.getByRole('link', { name: 'தமிழில் படிக்க' }).click()
      await expect(page.locator('main')).toHaveAttribute('lang', 'ta')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் பயணத்தைப் பற்றிச் சொல்லுங்கள்')
      await page.getByRole('link', { name: 'Read in English' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your trip')

      await page.getByRole('button', { name: 'No, thank you' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We will not ask again')
      expect(storedReview(review.reviewId).status).toBe('declined')
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We will not ask again')
    } finally {
      review.remove()
    }
  },
)
