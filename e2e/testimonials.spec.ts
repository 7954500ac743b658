import { expect, test } from '@playwright/test'
import { seedReviews, seedTrips, seedVideos } from '@/lib/catalog/seed/data'
import { siteConfig } from '@/lib/site/config'
import { ONE_WIDTH } from './tags'

/**
 * /testimonials: accessible tabs whose state is in the URL, the video popup and the gallery. The tabs' content, their
 * address and the keyboard are the same at every width (ONE_WIDTH); the popup and the gallery are opened at both.
 */

const reviewsTab = { name: 'Written Reviews' }
const videosTab = { name: 'Video Testimonials' }

test('Written Reviews is the default tab and lists every review', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/testimonials')
  await expect(page).toHaveTitle(`Testimonials | ${siteConfig.name}`)
  await expect(page.getByRole('tab', reviewsTab)).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', reviewsTab)
  for (const review of seedReviews) await expect(panel.getByText(review.description)).toBeVisible()
  await expect(page.getByRole('button', { name: `Play video: ${seedVideos[0]!.title}` })).toBeHidden()
})

test('each review names the trip and the month travelled', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/testimonials')
  const panel = page.getByRole('tabpanel', reviewsTab)
  for (const review of seedReviews) {
    const trip = seedTrips.find((t) => t.slug === review.tripSlug)!
    const card = panel.getByRole('figure').filter({ hasText: review.description })
    await expect(card.locator('figcaption')).toContainText(
      new RegExp(
        `${trip.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, (January|February|March|April|May|June|July|August|September|October|November|December) 20\\d\\d`,
      ),
    )
  }
})

test('the chosen tab is kept in the URL, survives a reload and can be linked', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/testimonials')
  await page.getByRole('tab', videosTab).click()
  await expect(page).toHaveURL('/testimonials?tab=videos')
  const panel = page.getByRole('tabpanel', videosTab)
  for (const video of seedVideos)
    await expect(panel.getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('tab', videosTab)).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', reviewsTab).click()
  await expect(page).toHaveURL('/testimonials')
  await expect(page.getByRole('tabpanel', reviewsTab)).toBeVisible()

  await page.goto('/testimonials?tab=videos')
  await expect(page.getByRole('tab', videosTab)).toHaveAttribute('aria-selected', 'true')
})

test('tabs can be driven by the keyboard', { tag: ONE_WIDTH }, async ({ page }) => {
  await page.goto('/testimonials')
  await page.getByRole('tab', reviewsTab).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', videosTab)).toBeFocused()
  await expect(page.getByRole('tab', videosTab)).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL('/testimonials?tab=videos')
})

test('a video opens in the popup only on play, and closes', async ({ page }) => {
  const youtube: string[] = []
  await page.route(/youtube/, async (route) => {
    youtube.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '' })
  })
  await page.goto('/testimonials?tab=videos')
  const video = seedVideos[2]!
  await page.getByRole('button', { name: `Play video: ${video.title}` }).click()
  const dialog = page.getByRole('dialog', { name: String(video.title) })
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`,
  )
  await dialog.getByRole('button', { name: 'Close video' }).click()
  await expect(dialog).toBeHidden()
  expect(youtube.every((url) => url.includes(video.videoId))).toBe(true)
})

test('the gallery opens a photo larger and browses with the arrow keys', async ({ page }) => {
  await page.goto('/testimonials')
  const gallery = page.locator('main [data-section="gallery"]')
  await expect(gallery.getByRole('button', { name: /^Open travel picture/ })).toHaveCount(
    siteConfig.galleryImages.length,
  )
  await gallery.getByRole('button', { name: `Open travel picture 1 of ${siteConfig.galleryImages.length}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText(`Travel picture 1 of ${siteConfig.galleryImages.length}`)
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('heading')).toHaveText(`Travel picture 2 of ${siteConfig.galleryImages.length}`)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('heading')).toHaveText(
    `Travel picture ${siteConfig.galleryImages.length} of ${siteConfig.galleryImages.length}`,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the testimonials page, which has no carousel, never loads swiper', { tag: ONE_WIDTH }, async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  await page.goto('/testimonials?tab=videos')
  await page.getByRole('button', { name: `Play video: ${seedVideos[0]!.title}` }).scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(0)
  expect(bodies.filter((body) => body.includes('swiper-slide-active'))).toEqual([])
})

test.describe('without JavaScript', { tag: ONE_WIDTH }, () => {
  test.use({ javaScriptEnabled: false })

  test('the reviews and the gallery are in the server HTML', async ({ page }) => {
    const response = await page.goto('/testimonials')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const review of seedReviews) await expect(page.getByText(review.description)).toBeVisible()
    await expect(page.locator('main [data-section="gallery"] img')).toHaveCount(siteConfig.galleryImages.length)
  })
})
