import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs'
const base = 'http://127.0.0.1:3200'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const shots = process.argv.slice(2)
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  await ctx.addInitScript(() => localStorage.setItem('gopuram:enquiry-popup-shown', 'true'))
  const page = await ctx.newPage()
  for (const spec of shots) {
    const [name, path, action] = spec.split('|')
    await page.goto(base + path, { waitUntil: 'networkidle' })
    if (action === 'type') {
      const box = page.getByRole('combobox')
      await box.scrollIntoViewIfNeeded(); await box.click(); await box.pressSequentially('tirupathi', { delay: 30 })
      await page.waitForTimeout(800)
    }
    if (action === 'sheet') { await page.locator('details summary').first().click(); await page.waitForTimeout(300) }
    if (action === 'sheetmonth') { await page.locator('details summary').first().click(); await page.locator('#filters-sheet-budget').selectOption('20000-50000'); await page.waitForTimeout(300) }
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: !action })
  }
  await ctx.close()
}
await browser.close()
