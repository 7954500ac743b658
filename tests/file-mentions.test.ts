import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every file of the repository that a comment, a doc or a string names exists: a path from the
 * project's root (`lib/staff/session.ts`, `components/admin/ui/`, `app/admin/(desk)/layout.tsx`,
 * a module named without its extension) in any source or Markdown file, and a bare file name
 * (`mailer.ts`) in a comment or a doc. A file moved or removed without its mentions fails here,
 * with each stale mention's file and line.
 */

const ROOT = path.join(__dirname, '..')

/** The repository's own files, committed or new, as they are on disk now. */
const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(ROOT, file)))

/** Every source and Markdown file but this one, whose examples name files that do not exist. */
const SCANNED = FILES.filter(
  (file) => /\.(ts|tsx|mts|mjs|md)$/.test(file) && !file.endsWith('.d.ts') && file !== 'tests/file-mentions.test.ts',
)

/** The project's top-level folders whose files are named from the root. */
const TOP = ['app', 'components', 'lib', 'e2e', 'scripts', 'tests', 'docs', 'deploy', 'bench', 'messages', 'public']

/**
 * A path from the root: one of the top folders, then path characters. Not preceded by a path or
 * word character, so `@/lib/…` imports (the compiler checks those), URLs and `./lib` are left out.
 */
const ROOT_PATH = new RegExp(`(?<![\\w./@\\-\\]])((?:${TOP.join('|')})/[\\w.\\-\\[\\]()/]*)`, 'g')

/** A bare file name with one of the project's source or doc extensions. */
const BARE_NAME = /(?<![\w./@\-[\]])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mts|mjs|md))(?![\w/])/g

/**
 * Mentions in folders that are being restructured now, left for that work to mend: each is
 * still stale (the test says when one is mended and its line here can go).
 */
const KNOWN_STALE: Stale[] = []

const BASENAMES = new Set(FILES.map((file) => path.basename(file)))
/** Files that tools make and the repository ignores. */
const TOOL_FILES = new Set(['next-env.d.ts'])

/**
 * The path itself, without the punctuation of the sentence around it: a trailing stop or comma,
 * a closing bracket it did not open, and what follows a bracket it opened and never closed (a
 * regular expression's group, `lib/platform/db(?:/|$)`).
 */
function trimMention(raw: string): string {
  const count = (text: string, c: string) => text.split(c).length - 1
  let mention = raw
  let before = ''
  while (mention !== before) {
    before = mention
    mention = mention.replace(/[.,:;]+$/, '')
    for (const [open, close] of ['()', '[]'] as const) {
      if (mention.endsWith(close) && count(mention, open) < count(mention, close)) mention = mention.slice(0, -1)
      if (count(mention, open) > count(mention, close)) mention = mention.slice(0, mention.lastIndexOf(open))
    }
  }
  return mention
}

/** Paths the repository ignores (.gitignore): what a build, a benchmark or the app writes. */
function ignoredByGit(mentions: string[]): Set<string> {
  if (!mentions.length) return new Set()
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input: mentions.join('\n'),
      encoding: 'utf8',
    })
    return new Set(out.split('\n').filter(Boolean))
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return new Set()
    throw error
  }
}

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '.md', '/index.ts', '/index.tsx']

function pathExists(mention: string): boolean {
  const full = path.join(ROOT, mention)
  if (existsSync(full)) return true
  // A module named the way it is imported, without its extension.
  return !path.extname(mention) && MODULE_EXTENSIONS.some((extension) => existsSync(full + extension))
}

/** The comments of a source file, each line kept in place (code blanked), so line numbers hold. */
function commentsOf(source: string): string {
  const kept: string[] = source.split('').map((c) => (c === '\n' ? '\n' : ' '))
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) {
    for (let i = 0; i < match[0].length; i++) kept[match.index + i] = match[0][i]!
  }
  return kept.join('')
}

interface Stale {
  at: string
  mention: string
}

function staleMentions(): Stale[] {
  const stale: Stale[] = []
  for (const file of SCANNED) {
    const source = readFileSync(path.join(ROOT, file), 'utf8')
    const lines = source.split('\n')
    const proseLines = file.endsWith('.md') ? lines : commentsOf(source).split('\n')
    lines.forEach((line, index) => {
      for (const match of line.matchAll(ROOT_PATH)) {
        const mention = trimMention(match[1]!)
        // A glob or a template (`lib/${domain}/**`) names no one file.
        if (/[*$<{]/.test(line.slice(match.index, match.index + match[0].length + 1))) continue
        if (pathExists(mention)) continue
        stale.push({ at: `${file}:${index + 1}`, mention })
      }
      for (const match of (proseLines[index] ?? '').matchAll(BARE_NAME)) {
        const name = match[1]!
        if (BASENAMES.has(name) || TOOL_FILES.has(name)) continue
        stale.push({ at: `${file}:${index + 1}`, mention: name })
      }
    })
  }
  const ignored = ignoredByGit(stale.map(({ mention }) => mention))
  return stale.filter(({ mention }) => !ignored.has(mention))
}

const isKnown = ({ at, mention }: Stale) =>
  KNOWN_STALE.some((known) => at.startsWith(`${known.at}:`) && known.mention === mention)

describe('file mentions', () => {
  it('reads the repository: its sources and docs, and the mentions in them', () => {
    expect(SCANNED.length).toBeGreaterThan(300)
    expect(SCANNED).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'lib/staff/session.ts']))
  })

  it('finds a stale path, a module without its extension, and a stale bare name', () => {
    expect(pathExists('lib/staff/session.ts')).toBe(true)
    expect(pathExists('lib/staff/session')).toBe(true)
    expect(pathExists('components/admin/ui/')).toBe(true)
    expect(pathExists('lib/staff/no-such-module.ts')).toBe(false)
    expect(pathExists('lib/staff/no-such-module')).toBe(false)
    expect(trimMention('app/admin/(desk)/layout.tsx).')).toBe('app/admin/(desk)/layout.tsx')
    expect(trimMention('app/[locale]/not-found.tsx]')).toBe('app/[locale]/not-found.tsx')
    expect(trimMention('lib/platform/db(')).toBe('lib/platform/db')
    expect([...'see lib/staff/session.ts, and `app/x/y.tsx`'.matchAll(ROOT_PATH)].map((m) => m[1])).toEqual([
      'lib/staff/session.ts',
      'app/x/y.tsx',
    ])
    expect(ignoredByGit(['bench/results/latest.json', 'lib/staff/session.ts'])).toEqual(
      new Set(['bench/results/latest.json']),
    )
    expect([...'import x from "@/lib/staff/session"'.matchAll(ROOT_PATH)]).toHaveLength(0)
    expect([...'// the deliverer.ts loop'.matchAll(BARE_NAME)].map((m) => m[1])).toEqual(['deliverer.ts'])
    expect(commentsOf("const a = 'x.ts' // y.ts\n/* z.md */")).toBe(`${' '.repeat(17)}// y.ts\n/* z.md */`)
  })

  it('names only files that exist', () => {
    const stale = staleMentions().filter((mention) => !isKnown(mention))
    expect(stale.map(({ at, mention }) => `${at} names ${mention}, which does not exist`)).toEqual([])
  })

  it('lists as known only mentions that are still stale', () => {
    const stale = staleMentions()
    const mended = KNOWN_STALE.filter(
      (known) => !stale.some(({ at, mention }) => at.startsWith(`${known.at}:`) && mention === known.mention),
    )
    expect(mended.map(({ at, mention }) => `${at} no longer names ${mention}: remove it from KNOWN_STALE`)).toEqual([])
  })
})
