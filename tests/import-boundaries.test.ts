/**
 * The import boundaries of eslint.boundaries.mjs, proved on fixtures: each rule reports an
 * import that breaks it and stays quiet on the allowed neighbour, linted with the project's
 * own ESLint configuration as if the fixture were a file at that path.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

interface LintMessage {
  ruleId: string | null
  message: string
  fatal: boolean
}

const use = (specifier: string) => `import * as m from '${specifier}'\nexport const used = m\n`

const PUBLIC_REFUSED: [string, string, RegExp][] = [
  ['app/[locale]/contact/page.tsx', '@/lib/staff/session', /never imports staff code/],
  ['app/[locale]/page.tsx', '@/lib/staff', /never imports staff code/],
  ['app/api/enquiry/route.ts', '@/lib/leads/desk/queries', /lead desk/],
  ['components/trip/trip-detail.tsx', '@/lib/catalog/editor/trips', /catalogue editor/],
  ['components/layout/site-header.tsx', '@/components/admin/ui/desk-nav', /back office/],
  ['components/ui/link.tsx', '@/lib/staff/session', /never imports staff code/],
]
const PUBLIC_ALLOWED: [string, string][] = [
  ['app/admin/(desk)/page.tsx', '@/lib/leads/desk/queries'],
  ['components/admin/leads/lead-list.tsx', '@/lib/staff/action-state'],
  ['app/[locale]/page.tsx', '@/lib/catalog'],
  ['components/forms/contact-form.tsx', '@/lib/leads/forms/contact'],
]
const LIB_REFUSED: [string, string, RegExp][] = [
  ['lib/platform/health.ts', '@/lib/leads/store', /imports no other part of lib/],
  ['lib/platform/db/migrations.ts', '@/lib/leads/fields', /./],
  ['lib/platform/redis.ts', '@/lib/site/config', /imports no other part of lib/],
  ['lib/site/routes.ts', '@/lib/catalog', /only itself and lib\/platform/],
  ['lib/leads/outbox/notifications.ts', '@/lib/catalog/trip-titles', /only through its entry/],
  ['lib/catalog/editor/trips.ts', '@/lib/staff/session', /only through its entry/],
  ['lib/seo/og.tsx', '@/lib/catalog/uploads', /only through its entry/],
  ['lib/staff/act.ts', '@/lib/leads/desk/commands', /only through its entry/],
  ['lib/leads/store.ts', '@/components/ui/button', /never imports routes or components/],
  ['lib/leads/outbox/worker.ts', '../store', /'@\/' path/],
]
const LIB_ALLOWED: [string, string][] = [
  ['lib/leads/outbox/notifications.ts', '@/lib/catalog'],
  ['lib/catalog/editor/trips.ts', '@/lib/staff'],
  ['lib/catalog/editor/trips.ts', '@/lib/catalog/embedded/trips'],
  ['lib/leads/store.ts', '@/lib/platform/db'],
  ['lib/leads/store.ts', './config'],
  ['lib/platform/redis.ts', '@/lib/platform/env'],
  ['lib/site/routes.ts', '@/lib/site/config'],
]
const NEXT_LINK: string[] = ['components/trip/trip-card.tsx', 'lib/seo/og.tsx']

/** next-intl and use-intl in client files ('use client'), and the same imports where they are allowed. */
const CLIENT_I18N_REFUSED: [string, string][] = [
  [
    'components/forms/contact-form.tsx',
    "'use client'\nimport { useTranslations } from 'next-intl'\nexport const t = useTranslations\n",
  ],
  [
    'components/layout/mobile-menu.tsx',
    "'use client'\nimport type { Messages } from 'use-intl'\nexport type M = Messages\n",
  ],
  ['lib/site/i18n/client.tsx', "'use client'\nexport { useLocale } from 'next-intl'\n"],
  ['components/ui/dialog.tsx', "'use client'\nexport const load = () => import('use-intl/core')\n"],
]
const CLIENT_I18N_ALLOWED: [string, string][] = [
  [
    'components/trip/trip-detail.tsx',
    "import { useTranslations } from 'next-intl'\nexport const t = useTranslations\n",
  ],
  [
    'components/forms/contact-form.tsx',
    "'use client'\nimport { useTranslations } from '@/lib/site/i18n/client'\nexport const t = useTranslations\n",
  ],
]

const fixtures = [
  ...[...PUBLIC_REFUSED, ...PUBLIC_ALLOWED, ...LIB_REFUSED, ...LIB_ALLOWED].map(([filePath, specifier]) => ({
    filePath,
    source: use(specifier),
  })),
  ...NEXT_LINK.map((filePath) => ({ filePath, source: use('next/link') })),
  ...[...CLIENT_I18N_REFUSED, ...CLIENT_I18N_ALLOWED].map(([filePath, source]) => ({ filePath, source })),
]
let linted: Map<string, LintMessage[]>

beforeAll(() => {
  const root = path.resolve(__dirname, '..')
  const out = execFileSync(process.execPath, [path.join(__dirname, 'support/lint-fixtures.mjs')], {
    cwd: root,
    input: JSON.stringify(fixtures),
    encoding: 'utf8',
  })
  const results = JSON.parse(out) as LintMessage[][]
  linted = new Map(fixtures.map((f, i) => [`${f.filePath}|${f.source}`, results[i]]))
}, 120_000)

/** The no-restricted-imports messages ESLint gave for `source` at `filePath`. */
async function restricted(filePath: string, source: string): Promise<string[]> {
  const messages = linted.get(`${filePath}|${source}`)
  if (!messages) throw new Error(`no fixture for ${filePath}`)
  const fatal = messages.filter((m) => m.fatal)
  if (fatal.length > 0) throw new Error(`fixture did not parse: ${fatal[0].message}`)
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

/** The client-i18n rule's messages for `source` at `filePath`. */
function clientI18nReports(filePath: string, source: string): string[] {
  const messages = linted.get(`${filePath}|${source}`)
  if (!messages) throw new Error(`no fixture for ${filePath}`)
  const fatal = messages.filter((m) => m.fatal)
  if (fatal.length > 0) throw new Error(`fixture did not parse: ${fatal[0].message}`)
  return messages.filter((m) => m.ruleId === 'i18n/no-server-i18n-in-client').map((m) => m.message)
}

describe('import boundaries', () => {
  it.each(PUBLIC_REFUSED)('public code: %s may not import %s', async (file, specifier, message) => {
    const messages = await restricted(file, use(specifier))
    expect(messages).toEqual([expect.stringMatching(message)])
  })

  it.each(PUBLIC_ALLOWED)('allowed: %s imports %s', async (file, specifier) => {
    expect(await restricted(file, use(specifier))).toEqual([])
  })

  it.each(LIB_REFUSED)('lib: %s may not import %s', async (file, specifier, message) => {
    const messages = await restricted(file, use(specifier))
    expect(messages.length).toBeGreaterThan(0)
    expect(messages[0]).toMatch(message)
  })

  it.each(LIB_ALLOWED)('allowed: %s imports %s', async (file, specifier) => {
    expect(await restricted(file, use(specifier))).toEqual([])
  })

  it('keeps the site-wide next/link rule beside the boundaries', async () => {
    expect(await restricted('components/trip/trip-card.tsx', use('next/link'))).toEqual([
      expect.stringMatching(/components\/ui\/link/),
    ])
    expect(await restricted('lib/seo/og.tsx', use('next/link'))).toEqual([
      expect.stringMatching(/components\/ui\/link/),
    ])
  })
})

describe('next-intl stays out of client files', () => {
  it.each(CLIENT_I18N_REFUSED)("refused in %s ('use client')", (file, source) => {
    expect(clientI18nReports(file, source)).toEqual([expect.stringMatching(/use client.*@\/lib\/site\/i18n\/client/)])
  })

  it.each(CLIENT_I18N_ALLOWED)('allowed in %s', (file, source) => {
    expect(clientI18nReports(file, source)).toEqual([])
  })
})
