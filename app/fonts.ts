import localFont from 'next/font/local'

/*
 * Headings use Playfair Display at 600, self-hosted from @fontsource (no font download at
 * build), one file. Body and UI text use the system's own sans-serif (app/globals.css):
 * every phone has it, so no page spends its first kilobytes on a text face.
 *
 * display: optional: headings draw at once in the metric-matched fallback, and a font that
 * has not arrived within the browser's short block period is used from the next page on (it
 * is cached by then) instead of swapping in under the reader.
 */
export const fontDisplay = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  variable: '--font-playfair',
  weight: '600',
  display: 'optional',
})
