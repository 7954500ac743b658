import type { Config } from 'tailwindcss'

/**
 * The brand theme. Breakpoints follow spec §9: tablet from 768 px, desktop from 1024 px.
 * Text colours are chosen for AA contrast on their usual backgrounds:
 * white on saffron-700 / maroon-800 / lagoon-700, ink on sand-50.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    extend: {
      colors: {
        saffron: {
          50: '#fff8ed',
          100: '#ffefd4',
          200: '#ffdba8',
          300: '#ffc070',
          400: '#fd9a37',
          500: '#f47c10',
          600: '#d96006',
          700: '#b44708',
          800: '#90380e',
          900: '#752f0f',
        },
        maroon: {
          50: '#fdf3f4',
          100: '#fbe4e7',
          200: '#f6cdd3',
          500: '#c2344d',
          600: '#a52139',
          700: '#8a1a2f',
          800: '#6f172a',
          900: '#4d1020',
          950: '#2e0812',
        },
        lagoon: {
          50: '#effcfb',
          100: '#c9f4f1',
          500: '#13a3a0',
          600: '#0d8584',
          700: '#0f6a6b',
          800: '#125557',
        },
        sand: {
          50: '#fffbf5',
          100: '#fbf4e8',
          200: '#f3e6d0',
          300: '#e6d2b2',
        },
        ink: {
          DEFAULT: '#221a16',
          muted: '#5c4f47',
          soft: '#7a6b62',
        },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
        display: ['var(--font-display)', 'Georgia', 'serif'],
      },
      borderRadius: {
        card: '1rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(34 26 22 / 0.06), 0 8px 24px -12px rgb(34 26 22 / 0.18)',
        'card-hover': '0 2px 4px rgb(34 26 22 / 0.08), 0 18px 36px -16px rgb(34 26 22 / 0.28)',
      },
      maxWidth: {
        site: '80rem',
      },
    },
  },
}

export default config
