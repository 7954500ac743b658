import localFont from 'next/font/local'

/*
 * Self-hosted from @fontsource packages (no font download at build): Inter for UI, Playfair
 * Display for headings, one file each (Inter's variable file covers the UI's weights;
 * headings use Playfair at 600 only).
 *
 * display: optional: text is drawn at once in the metric-matched fallback, and a font that
 * has not arrived within the browser's short block period is used from the next page on
 * (it is cached by then) instead of swapping in under the reader. On a slow phone network
 * the first page never waits for, or reflows after, a font.
 */
export const fontSans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
})

export const fontDisplay = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  variable: '--font-playfair',
  weight: '600',
  display: 'optional',
})
