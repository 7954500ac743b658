import localFont from 'next/font/local'

/*
 * Headings use Playfair Display at 600, self-hosted from @fontsource (no font download at
 * build), one file. Body and UI text use the system's own sans-serif (app/globals.css):
 * every phone has it, so no page spends its first kilobytes on a text face.
 *
 * display: swap over a metric-matched fallback: headings draw at once in a serif sized to
 * Playfair's metrics (size-adjust and ascent, descent and line-gap overrides), and the brand
 * face replaces it when it arrives, on a visitor's first page too, without moving the text
 * around it. The fallbacks are the @font-face rules of app/globals.css over the serifs phones
 * and computers have: Noto Serif first (Android; next/font's own fallback was sized on Times
 * New Roman, which Android lacks, so headings there were drawn in an unsized serif and moved
 * when Playfair came: CLS 0.030 on /customized-tours), then Times New Roman and its metric
 * twin Liberation Serif. `optional` never showed the brand to a first-time visitor on a slow
 * network: the font came after its short block period and was kept for the next page.
 *
 * Not preloaded: a preload put its 23.5 KB at the front of the first load, beside the largest
 * paint's own bytes. Lighthouse mobile, the same build with and without: /contact LCP
 * 2.4-2.8 s -> 1.2-2.0 s, /pilgrimage 2.8 s -> 2.3-2.4 s. It is fetched once a heading
 * needs it, which is as soon as the stylesheet has been read.
 */
export const fontDisplay = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  variable: '--font-playfair',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ["'Playfair Fallback Noto Serif'", "'Playfair Fallback Times'"],
})

/*
 * Tamil pages add Noto Sans Tamil (@fontsource's Tamil subset, 400 and 600, about 15 KB each).
 * Its @font-face rules are in app/globals.css, over copies of @fontsource's files in public/fonts
 * named by their content's hash (served immutable, next.config.ts), and the face is attached by
 * the `tamil-face` class on the document of Tamil pages only (app/[locale]/layout.tsx): an English
 * page never names it, so no browser fetches it there. It comes first in the body stack but covers
 * only the Tamil block (its unicode-range, the subset's own), so Latin letters and digits fall
 * through to the system face of the English pages and only Tamil letters use it; a face further
 * down the stack was not re-applied by Chromium to text first drawn without it.
 *
 * Not next/font: its files get a name known only to the build, and a Tamil page preloads them
 * (TAMIL_FACES, React's preload() in the layout) while an English page must not. Without the
 * preload the browser found them only after reading the stylesheet, behind every script, and a
 * Tamil page's largest paint (Tamil text) waited for them: /ta LCP 3.5 s against / 2.5 s.
 * display: swap: until a face arrives, Tamil letters are drawn in the platform's own Tamil face
 * (on Android that is this same design, so nothing moves when it swaps; Windows has Nirmala UI,
 * Apple Tamil Sangam MN). No fallback face is named, so Latin letters never take one of those.
 */
export const fontTamil = { variable: 'tamil-face' } as const

/** The Tamil faces' files (app/globals.css declares them), preloaded on Tamil pages: body text 400, headings 600. */
export const TAMIL_FACES = [
  { weight: 400, href: '/fonts/noto-sans-tamil-400.6b240e87.woff2' },
  { weight: 600, href: '/fonts/noto-sans-tamil-600.c8829e71.woff2' },
] as const
