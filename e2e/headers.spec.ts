import http from 'node:http'
import { expect, test } from '@playwright/test'
import { LEAD_RATE_LIMIT_MAX, LEAD_RATE_LIMIT_WINDOW_MS } from '../lib/leads/config'
import { LEAD_ENDPOINTS } from '@/lib/leads/forms/endpoints'
import { servers } from './support'

/**
 * Safe by default, against the embedded build: the security headers on a page, a static
 * asset and an API answer; the image optimizer's sources; and a lead rate limit that a
 * forged X-Forwarded-For does not walk around. These are HTTP checks, so they run once,
 * in the desktop project.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: one viewport is enough')
})

/** The proxies the embedded server was started to trust (e2e/settings.mjs). */
const trustedHops = Number(servers.embedded.env.TRUST_PROXY_HOPS ?? 0)

const SECURITY_HEADERS = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
}

test('every kind of response carries the security headers, and no X-Powered-By or HSTS on http', async ({
  request,
}) => {
  expect(servers.embedded.url).toMatch(/^http:/)
  const page = await request.get('/')
  expect(page.status()).toBe(200)
  const asset = (await page.text()).match(/\/_next\/static\/[^"'?]+\.(?:js|css)/)?.[0]
  expect(asset).toBeTruthy()

  const answers = {
    page,
    asset: await request.get(asset!),
    api: await request.get('/api/web/banner/list'),
    lead: await request.post(LEAD_ENDPOINTS.popupEnquiry, { data: {} }),
    notFound: await request.get('/no-such-page'),
  }
  for (const [name, answer] of Object.entries(answers)) {
    const headers = answer.headers()
    expect({ name, ...headers }).toMatchObject({ name, ...SECURITY_HEADERS })
    expect(headers, name).not.toHaveProperty('x-powered-by')
    expect(headers, name).not.toHaveProperty('strict-transport-security')
  }
})

test('the image optimizer serves the site’s own pictures and refuses any other host', async ({ request }) => {
  const page = await (await request.get('/')).text()
  const own = page.match(/\/_next\/image\?url=[^"'\s]+/)?.[0]?.replaceAll('&amp;', '&')
  expect(own).toBeTruthy()
  expect((await request.get(own!)).status()).toBe(200)
  for (const url of [
    'https://example.com/uploads/a.webp',
    `${servers.embedded.url}/uploads/a.webp`,
    '//example.com/a.png',
  ]) {
    const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect(res.status(), url).toBe(400)
  }
})

/** POSTs an empty lead (answered 422, nothing stored) from a loopback address of its own. */
function postLead(localAddress: string, headers: Record<string, string>) {
  const url = new URL(LEAD_ENDPOINTS.popupEnquiry, servers.embedded.url)
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }))
      },
    )
    req.on('error', reject)
    req.end('{}')
  })
}

test('a forged X-Forwarded-For does not walk around the lead rate limit', async () => {
  // Linux answers on all of 127/8, so this client is an address no other test uses; behind
  // trusted proxies, its address is the entry those proxies would have appended.
  const host = 2 + Math.floor(Math.random() * 250)
  const client = (n: number) => ({
    address: `127.0.0.${n}`,
    proxied: Array<string>(trustedHops).fill(`198.51.100.${n}`),
  })
  const me = client(host)
  const other = client(host + 1)
  const forged = (i: number, from = me) => ({
    'x-forwarded-for': [`203.0.113.${i}`, ...from.proxied].join(', '),
    'x-real-ip': `198.18.0.${i}`,
  })
  // The server stamps connections once the lead pipeline has loaded: load it first.
  expect((await postLead(other.address, forged(0, other))).status).toBe(422)

  const answers = []
  for (let i = 0; i <= LEAD_RATE_LIMIT_MAX; i++) answers.push(await postLead(me.address, forged(i)))
  expect(answers.map((a) => a.status)).toEqual([...Array<number>(LEAD_RATE_LIMIT_MAX).fill(422), 429])
  const retryAfter = Number(answers.at(-1)!.retryAfter)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(LEAD_RATE_LIMIT_WINDOW_MS / 1000)

  // The limit is this client's: another one is still answered.
  expect((await postLead(other.address, forged(1, other))).status).toBe(422)
})
