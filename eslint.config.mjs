import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { boundaries, clientI18n } from './eslint.boundaries.mjs'

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
  ...boundaries,
  ...clientI18n,
  // Frozen migrations: a migration that has run must do the same on every database it runs on later, so
  // migrations import no application code (a later change to it would silently change an old migration).
  // They import packages, their own folder (./…) and @/lib/platform/db/…; what they need of the
  // application is copied into lib/platform/db/frozen/. ESLint replaces a rule's options with those of the
  // last block that matches a file, so this block repeats the next/link rule and must stay after any other
  // no-restricted-imports block that matches these files.
  {
    files: ['lib/platform/db/migrations.ts', 'lib/platform/db/frozen/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link'." }],
          patterns: [
            {
              regex: '^@/(?!lib/platform/db(?:/|$))',
              message: 'Migrations import no application code: copy what they need into lib/platform/db/frozen/.',
            },
            {
              regex: '^\\.\\./',
              message: 'Migrations import no application code: copy what they need into lib/platform/db/frozen/.',
            },
          ],
        },
      ],
    },
  },
  // A focused Jest test (`it.only`, `describe.only`, `test.only`, `fit`, `fdescribe`) runs alone and silently skips
  // the rest of its file: lint refuses it (tests/focused-tests-lint.test.ts proves each form is caught).
  {
    files: ['tests/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(describe|it|test)$/][property.name='only']",
          message: 'A focused test skips the rest of its file: remove .only.',
        },
        {
          selector: 'CallExpression[callee.name=/^(fit|fdescribe|ftest)$/]',
          message: 'A focused test skips the rest of its file: use it, describe or test.',
        },
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
