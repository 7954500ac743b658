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
