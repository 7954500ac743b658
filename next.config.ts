import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

/**
 * A fixed Content-Security-Policy (a per-request nonce would make every page dynamic and
 * lose the ISR cache). YouTube is allowed only as a frame, loaded after a click; the map
 * frame comes from OpenStreetMap.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  // Next's dev server evaluates modules with eval; production never does.
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

/**
 * Strict-Transport-Security only for an https site: on plain http a browser ignores it, and
 * localhost must stay reachable over http. The headers are written into the build (its routes
 * manifest), so the SITE_URL of `next build` decides, not the one `next start` sees. This file
 * reads process.env itself because lib/platform/env.ts is server-only and cannot load here.
 */
const siteIsHttps = /^https:\/\//i.test(process.env.SITE_URL?.trim() ?? '')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  // frame-ancestors for browsers that predate it.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(siteIsHttps ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

/**
 * With REDIS_URL, `next start` keeps ISR pages and the data cache in Redis, shared by every
 * instance (lib/platform/cache-handler.mjs); unset, each process keeps its own as before. It is decided
 * when the server starts, so one build serves either way, and `next build` never needs Redis.
 */
function sharedCacheHandler(phase: string): Pick<NextConfig, 'cacheHandler'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL?.trim()) return {}
  return { cacheHandler: path.join(process.cwd(), 'lib', 'platform', 'cache-handler.mjs') }
}

const nextConfig = (phase: string): NextConfig => ({
  ...sharedCacheHandler(phase),
  // A separate build folder lets the test suite build the embedded and upstream variants side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The in-process copy of ISR pages and cached data (default 50 MB, Next's own estimate of size, which
  // counts a page's HTML at one byte a character). Every entry is also on disk, so a smaller copy only
  // means an occasional read from disk for a rarely visited page (npm run bench measures the memory).
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // Metadata always in the <head>, never streamed into the body: a dynamic page (search results,
  // a trip rendered on demand) stays valid HTML and every link-preview client reads its tags.
  htmlLimitedBots: /.*/,
  // The test suite runs tsc once before building its variants (NEXT_SKIP_TYPECHECK=1 there), and gives
  // each build a copy of tsconfig.json of its own (NEXT_TSCONFIG_PATH, e2e/build.mjs): `next build`
  // writes its folder's type paths into the file it reads, which must not be the one other tools read.
  typescript: {
    ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1',
    tsconfigPath: process.env.NEXT_TSCONFIG_PATH || 'tsconfig.json',
  },
  // @react-pdf/renderer (quotes' PDFs) is ESM-only down to @react-pdf/hyphenate: loaded by Node as it ships.
  serverExternalPackages: ['better-sqlite3', 'sharp', 'redis', '@redis/client', '@react-pdf/renderer'],
  // The catalogue editor uploads pictures of up to 10 MB through a server action (the default
  // limit is 1 MB); lib/catalog/editor/pictures.ts refuses anything larger than 10 MB itself.
  experimental: {
    serverActions: { bodySizeLimit: '11mb' },
    // forbidden(): a back-office page a role may not open answers 403 with its forbidden.tsx
    // (lib/staff/session.ts requireStaffPage), not 200 with a notice in the page's place.
    authInterrupts: true,
    // Unknown paths get app/global-not-found.tsx, rendered on its own (see there).
    globalNotFound: true,
    // No libvips operation cache in the image optimizer: each size is encoded once and then served
    // from the optimizer's disk cache, so the operation cache only held memory (about 40 MB after
    // a crawl of every image size).
    imgOptOperationCache: false,
  },
  images: {
    formats: ['image/webp'],
    qualities: [60, 75],
    // Every picture is the site's own: upstream images too are served from /uploads, which
    // proxies the provider's uploads path (lib/catalog/uploads.ts). So the optimizer fetches no other host.
    localPatterns: [
      { pathname: '/uploads/**', search: '' },
      { pathname: '/brand/**', search: '' },
    ],
    remotePatterns: [],
    maximumRedirects: 0,
    dangerouslyAllowSVG: false,
    dangerouslyAllowLocalIP: false,
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [96, 160, 256, 384],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders,
      },
      // The Tamil faces (app/fonts.ts): each file's name carries its content's hash, so it never changes.
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ]
  },
})

/** next-intl reads each request's language and messages from lib/site/i18n/request.ts. */
/**
 * next-intl reads the request's language and messages from lib/site/i18n/request.ts. The message
 * files (messages/<locale>/<namespace>.json) are precompiled when the build imports them, and the
 * pages format them with icu-minify's small runtime instead of intl-messageformat's parser: about
 * 12 KB less JavaScript on every page. `t.raw` then answers the compiled form, so a template for
 * the browser is made with lib/site/i18n/template.ts. Jest and scripts read the JSON as it is.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/site/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

const config = (phase: string) => withNextIntl(nextConfig(phase))

export default config
