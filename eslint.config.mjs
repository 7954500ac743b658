import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent (components/ui/link.tsx); only that module wraps next/link.
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link'." }] },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
])
