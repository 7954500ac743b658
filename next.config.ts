import type { NextConfig } from 'next'

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

const nextConfig: NextConfig = {
  // A separate build folder lets the test suite build the embedded and upstream variants side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The test suite runs tsc once before building its variants (NEXT_SKIP_TYPECHECK=1 there).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  serverExternalPackages: ['better-sqlite3', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [60, 75],
    localPatterns: [
      { pathname: '/uploads/**', search: '' },
      { pathname: '/brand/**', search: '' },
    ],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [96, 160, 256, 384],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ]
  },
}

export default nextConfig
