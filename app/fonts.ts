import localFont from 'next/font/local'

/** Self-hosted from @fontsource packages (no font download at build): Inter for UI, Playfair Display for headings. */
export const fontSans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export const fontDisplay = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-playfair',
  display: 'swap',
})
