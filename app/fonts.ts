import localFont from 'next/font/local'

/*
 * Headings use Playfair Display at 600, self-hosted from @fontsource (no font download at
 * build), one file. Body and UI text use the system's own sans-serif (app/globals.css):
 * every phone has it, so no page spends its first kilobytes on a text face.
 *
 * display: optional: headings draw at once in the metric-matched fallback, and a font that
 * has not arrived within the browser's short block period is used from the next page on (it
 * is cached by then) instead of swapping in under the reader.
 *
 * Not preloaded: a preload put its 23.5 KB at the front of the first load, beside the largest
 * paint's own bytes, while on a slow network the font arrives too late to be used on the first
 * page anyway. Lighthouse mobile, the same build with and without: /contact LCP 2.4-2.8 s ->
 * 1.2-2.0 s, /pilgrimage 2.8 s -> 2.3-2.4 s. It is fetched once a heading needs it.
 */
export const fontDisplay = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  variable: '--font-playfair',
  weight: '600',
  display: 'optional',
  preload: false,
})
