import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SITEMAP_PATHS } from '@/lib/site/routes'
import { servers } from './support'

/**
 * A crawler's first visit right after a deploy: the HTML as the build wrote it (the prerendered
 * pages in the build's folder) and as `next start` first serves it (a plain request, no script
 * run), every internal link in it followed. A link that answers only after the page regenerated
 * or after hydration (the language switch once read the rewrite's internal '/en/…' path while
 * prerendering) is a broken link for the crawler that came first.
 */

const ONE_WIDTH_ONLY = 'the HTML is the same at every width'

/** Every prerendered page of the build: `<distDir>/server/app/**.html`. */
function prerenderedPages(): { file: string; html: string }[] {
  const root = path.join(servers.embedded.env.NEXT_DIST_DIR, 'server', 'app')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  return files.map((file) => ({ file, html: readFileSync(path.join(root, file), 'utf8') }))
}

/** The site's own addresses the page's anchors point at, without their query string or hash. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter((href) => href !== '')
}

/** The language switch's address in a page (data-language-switch, in the top bar and the mobile menu). */
function switchLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bdata-language-switch\b[^>]*>/g)].map(
    (match) => /\shref="([^"]*)"/.exec(match[0])?.[1] ?? '(no href)',
  )
}

/** Each link's status, fetched once (redirects followed: an old address that moves on is not broken). */
async function statuses(request: APIRequestContext, links: Iterable<string>): Promise<Map<string, number>> {
  const answers = new Map<string, number>()
  for (const link of links) {
    const res = await request.get(link, { maxRedirects: 5 })
    answers.set(link, res.status())
  }
  return answers
}

test.describe('a crawl of the HTML as built and as first served', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, ONE_WIDTH_ONLY)

  test('every prerendered page links its language switch to the same page in the other language', () => {
    const pages = prerenderedPages().filter(({ file }) => /^(en|ta)(\/|\.html$)/.test(file))
    // The build prerendered both languages' pages (the home, the fixed pages and the trips).
    expect(pages.length).toBeGreaterThanOrEqual(2 * SITEMAP_PATHS.length)
    const wrong: string[] = []
    for (const { file, html } of pages) {
      const locale = file.slice(0, 2)
      // en/trip/x.html → /trip/x; ta/contact.html → /contact; en.html → /
      const pagePath =
        `/${file
          .replace(/\.html$/, '')
          .slice(2)
          .replace(/^\//, '')}`.replace(/\/index$/, '') || '/'
      const expected = locale === 'en' ? (pagePath === '/' ? '/ta' : `/ta${pagePath}`) : pagePath
      const links = switchLinks(html)
      if (links.length === 0 && !html.includes('data-language-switch')) continue
      for (const link of links) if (link !== expected) wrong.push(`${file}: ${link}, not ${expected}`)
    }
    expect(wrong).toEqual([])
  })

  test('every internal link of the prerendered pages and of every page as first served answers', async ({
    request,
  }) => {
    test.setTimeout(10 * 60_000)
    const links = new Map<string, string>()
    const note = (link: string, from: string) => {
      if (!links.has(link)) links.set(link, from)
    }

    const built = prerenderedPages()
    expect(built.length).toBeGreaterThanOrEqual(2 * SITEMAP_PATHS.length)
    for (const { file, html } of built) for (const link of internalLinks(html)) note(link, `${file} (as built)`)

    const served = [...SITEMAP_PATHS, ...SITEMAP_PATHS.map((route) => (route === '/' ? '/ta' : `/ta${route}`))]
    for (const route of served) {
      const res = await request.get(route)
      expect(res.status(), route).toBe(200)
      for (const link of internalLinks(await res.text())) note(link, `${route} (as served)`)
    }
    // The pages link the trips, both languages and the legal pages: a crawl, not a handful.
    expect(links.size).toBeGreaterThan(100)
    expect([...links.keys()].some((link) => link.startsWith('/ta/trip/'))).toBe(true)

    const answers = await statuses(request, links.keys())
    const broken = [...answers]
      .filter(([, status]) => status >= 400)
      .map(([link, s]) => `${link} ${s} (in ${links.get(link)})`)
    expect(broken).toEqual([])
  })
})
