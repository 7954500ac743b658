// Full-page screenshots of the given paths at phone and desktop widths, for looking at pages.
// usage: node scripts/screenshots.mjs <base-url> <out-dir> <path> [path...]   (WIDTHS=390,1280)
// STAFF=email:password signs in to the back office first, for its pages; VIEWPORT_ONLY=1 takes the first screen only.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs'

const [base, outDir, ...paths] = process.argv.slice(2)
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base-url> <out-dir> <path> [path...]')
  process.exit(2)
}
const widths = (process.env.WIDTHS || '390,1280').split(',').map(Number)
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    deviceScaleFactor: 1,
  })
  const page = await context.newPage()
  // Keep the first-visit popup out of the pictures.
  await page.addInitScript(() => localStorage.setItem('gopuram:enquiry-popup-shown', '1'))
  if (process.env.STAFF) {
    const [email, password] = process.env.STAFF.split(':')
    await page.goto(`${base}/admin/sign-in`)
    await page.fill('input[name="email"]', email)
    await page.fill('input[name="password"]', password)
    await page.click('button[type="submit"]')
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'))
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    // Lazy images start on the way down; a first request may still be encoding its AVIF.
    await page
      .waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 20_000 })
      .catch(() => console.warn(`${p}: some images were still loading`))
    await page.waitForTimeout(400)
    const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage: !process.env.VIEWPORT_ONLY })
    console.log(path.join(outDir, name))
  }
  await context.close()
}
await browser.close()
