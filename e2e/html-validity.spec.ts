import { expect, test } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedTrips } from '@/lib/catalog/seed/data'
import { SITEMAP_PATHS } from '@/lib/site/routes'

/**
 * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, on the machine's Java) reads the
 * first HTML response of every route: every page of the sitemap, every trip, search results,
 * and both 404s. One run checks them all; any error fails with the checker's own message.
 * Every real route must answer 200 (a trip answering "Trip not found" is not its page), and
 * each not-found page 404.
 */

const VNU_JAR = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
const PAGES = [
  ...SITEMAP_PATHS,
  ...seedTrips.map((trip) => `/trip/${trip.slug}`),
  '/search?q=kashi',
  '/search',
  '/search?q=kedarnth&days=4-7',
  '/pilgrimage?budget=20000-50000',
]
/** An unknown trip (the trip route's not-found page) and an unknown path (the site's), with what each says. */
const NOT_FOUND = [
  { route: '/trip/no-such-trip-anywhere', says: 'Trip not found' },
  { route: '/no-such-page-here', says: 'Oops! Page not found' },
]
const ROUTES: { route: string; status: number; says?: string }[] = [
  ...PAGES.map((route) => ({ route, status: 200 })),
  ...NOT_FOUND.map((page) => ({ ...page, status: 404 })),
]

interface VnuMessage {
  type: string
  url: string
  message: string
  extract?: string
}

test.skip(({ isMobile }) => isMobile, 'the server HTML is the same at every width: checked at the desktop one')

test('the Nu HTML checker finds no error on any route', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    const files = new Map<string, string>()
    for (const [index, { route, status, says }] of ROUTES.entries()) {
      const res = await request.get(route)
      expect(res.status(), route).toBe(status)
      const html = await res.text()
      if (says) expect(html, route).toContain(says)
      const file = path.join(dir, `page-${index}.html`)
      writeFileSync(file, html)
      files.set(`file:${file}`, route)
    }
    // --exit-zero-always: the JSON report on stdout is the verdict, read below.
    const out = execFileSync(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--exit-zero-always',
        '--format',
        'json',
        '--stdout',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(out) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${files.get(m.url) ?? m.url}: ${m.message} [${m.extract ?? ''}]`)
    expect(errors).toEqual([])
    expect(files.size).toBe(ROUTES.length)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
