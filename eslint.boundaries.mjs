/**
 * The import boundaries between the parts of the code (docs/architecture.md, "Where things
 * live"), enforced by `no-restricted-imports`:
 * - public code (every route and component outside the back office) never imports staff code:
 *   sign-in and roles, the lead desk, the catalogue editor, the back office's components;
 * - lib/platform (database, Redis, cache handler, limits, env, health) imports no other part of lib;
 * - lib/site (identity, routes, constants, formatting) imports only itself and lib/platform;
 * - a domain (lib/catalog, lib/leads, lib/staff, lib/seo, lib/content) imports another domain
 *   only through its entry (`@/lib/<domain>`, its index.ts), never that domain's files;
 * - lib never imports app/ or components/, and never climbs folders with `../` (the `@/` path
 *   is what the rules above can see).
 *
 * A later block's options replace an earlier one's for the same file, so each block repeats the
 * site-wide next/link rule. tests/import-boundaries.test.ts proves each rule fails when broken.
 */

export const DOMAINS = ['catalog', 'leads', 'staff', 'seo', 'content', 'agency', 'bookings', 'reviews']

const NEXT_LINK = { name: 'next/link', message: "Use { Link } from '@/components/ui/link'." }

const STAFF_CODE = [
  { regex: '^@/lib/staff(/|$)', message: 'Public code never imports staff code (lib/staff).' },
  { regex: '^@/lib/leads/desk(/|$)', message: 'Public code never imports the lead desk (lib/leads/desk).' },
  {
    regex: '^@/lib/catalog/editor(/|$)',
    message: 'Public code never imports the catalogue editor (lib/catalog/editor).',
  },
  { regex: '^@/(components|app)/admin(/|$)', message: 'Public code never imports the back office.' },
]

const LIB_ONLY = [
  { regex: '^@/(components|app)(/|$)', message: 'lib/ never imports routes or components.' },
  { regex: '^\\.\\./', message: "Import across folders by the '@/' path, so the boundary rules see it." },
]

const restrict = (patterns, paths = [NEXT_LINK]) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
})

export const boundaries = [
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['app/admin/**', 'components/admin/**', 'components/ui/link.tsx'],
    rules: restrict(STAFF_CODE),
  },
  {
    // The one module that wraps next/link.
    files: ['components/ui/link.tsx'],
    rules: restrict(STAFF_CODE, []),
  },
  {
    files: ['lib/platform/**/*.{ts,tsx,mjs}'],
    rules: restrict([
      {
        regex: '^@/lib/(?!platform(/|$))',
        message: 'lib/platform is infrastructure: it imports no other part of lib.',
      },
      ...LIB_ONLY,
    ]),
  },
  {
    files: ['lib/site/**/*.{ts,tsx}'],
    rules: restrict([
      { regex: '^@/lib/(?!(site|platform)(/|$))', message: 'lib/site imports only itself and lib/platform.' },
      ...LIB_ONLY,
    ]),
  },
  ...DOMAINS.map((domain) => ({
    files: [`lib/${domain}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        regex: `^@/lib/(?!(${domain}|platform|site)(/|$))[^/]+/`,
        message: `lib/${domain} imports another domain only through its entry: '@/lib/<domain>', not its files.`,
      },
      ...LIB_ONLY,
    ]),
  })),
]

/**
 * Client components translate with '@/lib/site/i18n/client', never next-intl (or use-intl, which
 * next-intl wraps): the browser gets no next-intl provider, so its hooks would fail there, and its
 * runtime would ship in every page's JavaScript. A file is a client file by its 'use client'
 * directive, which file globs cannot see, hence this small rule rather than no-restricted-imports.
 * Type-only imports are refused as well: the adapter's types are its own.
 */
const SERVER_I18N = /^(next-intl|use-intl)(\/|$)/

const noServerI18nInClient = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      client:
        "'{{source}}' in a 'use client' file: client components use useTranslations and useLocale from '@/lib/site/i18n/client'.",
    },
  },
  create(context) {
    const body = context.sourceCode.ast.body
    const isClient = body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client')
    if (!isClient) return {}
    const check = (source) => {
      if (source && source.type === 'Literal' && typeof source.value === 'string' && SERVER_I18N.test(source.value))
        context.report({ node: source, messageId: 'client', data: { source: source.value } })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export const clientI18n = [
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { i18n: { rules: { 'no-server-i18n-in-client': noServerI18nInClient } } },
    rules: { 'i18n/no-server-i18n-in-client': 'error' },
  },
]
