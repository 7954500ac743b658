import localFont from 'next/font/local'

/*
 * Headings use Playfair Display at 600, self-hosted from @fontsource (no font download at
 * build), one file. Body and UI text use the system's own sans-serif (app/globals.css):
 * every phone has it, so no page spends its first kilobytes on a text face.
 *
 * display: swap over a metric-matched fallback: headings draw at once in a serif that
 * next/font sizes to Playfair's metrics (size-adjust and ascent, descent and line-gap
 * overrides on local Times New Roman), and the brand face replaces it when it arrives, on a
 * visitor's first page too, without moving the text around it. `optional` never showed the
 * brand to a first-time visitor on a slow network: the font came after its short block
 * period and was kept for the next page.
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
  adjustFontFallback: 'Times New Roman',
})

/*
 * Tamil pages add Noto Sans Tamil (@fontsource's Tamil subset, 400 and 600, about 15 KB each),
 * attached to the document of Tamil pages only (app/[locale]/layout.tsx): an English page never
 * names it, so no browser fetches it there. It comes first in the body stack (app/globals.css)
 * but covers only the Tamil block (its unicode-range, the subset's own), so Latin letters and
 * digits fall through to the system face of the English pages and only Tamil letters use it; a
 * face further down the stack was not re-applied by Chromium to text first drawn without it.
 * Until it arrives, Tamil letters are drawn in the platform's own Tamil face (the system's
 * fallback for the script): on Android that is this same design (Noto Sans Tamil), so nothing
 * moves when it swaps; Windows has Nirmala UI, Apple Tamil Sangam MN. No fallback face is named,
 * so Latin letters never take one of those.
 */
export const fontTamil = localFont({
  src: [
    { path: '../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-600-normal.woff2', weight: '600' },
  ],
  variable: '--font-tamil',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+25CC' }],
})
