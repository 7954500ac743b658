import { expect, test } from '@playwright/test'

// The stub upstream fails the dropdown call: the static fallback menu and its message show.
test('the fallback menu and "Failed to load navigation menu" when the dropdown call fails', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByText('Failed to load navigation menu')).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  const labels = ['Pilgrimage', 'Domestic', 'International', 'Honeymoon', 'Customized Tours', 'Testimonials']
  await expect(nav.getByRole('link')).toHaveText(labels)
  await expect(nav.getByRole('link', { name: 'Customized Tours' })).toHaveAttribute('href', '/customized-tours')
})

test('on-demand revalidation needs the secret', async ({ request }) => {
  const denied = await request.post('/api/revalidate', { data: { tags: ['navigation'] } })
  expect(denied.status()).toBe(401)
  const wrongTag = await request.post('/api/revalidate', {
    headers: { authorization: 'Bearer e2e-revalidate-secret' },
    data: { tags: ['nope'] },
  })
  expect(wrongTag.status()).toBe(422)
  const ok = await request.post('/api/revalidate', {
    headers: { authorization: 'Bearer e2e-revalidate-secret' },
    data: { tags: ['navigation'] },
  })
  expect(ok.status()).toBe(200)
  expect(await ok.json()).toEqual({ revalidated: ['navigation'] })
})
