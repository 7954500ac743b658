import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * A focused Jest test runs alone and silently skips the rest of its file, so lint refuses it
 * (eslint.config.mjs): each form is linted as a test file and must be reported, and the usual
 * forms must not be.
 */

interface LintMessage {
  ruleId: string | null
  message: string
  fatal: boolean
}

const FOCUSED = [
  "it.only('runs alone', () => {})",
  "test.only('runs alone', () => {})",
  "describe.only('runs alone', () => {})",
  "it.only.each([1])('runs alone %s', () => {})",
  "describe.only.each([1])('runs alone %s', () => {})",
  "fit('runs alone', () => {})",
  "fdescribe('runs alone', () => {})",
]
const USUAL = [
  "it('runs', () => {})",
  "test('runs', () => {})",
  "describe('runs', () => {})",
  "it.each([1])('runs %s', () => {})",
  "it.skip('is skipped, and says so', () => {})",
  'const only = { only: 1 }.only',
]

function lint(sources: string[]): LintMessage[][] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'support/lint-fixtures.mjs')], {
    cwd: path.resolve(__dirname, '..'),
    input: JSON.stringify(
      sources.map((source) => ({ filePath: 'tests/focused-tests-lint.test.ts', source: `${source}\n` })),
    ),
    encoding: 'utf8',
  })
  return JSON.parse(out) as LintMessage[][]
}

describe('a focused Jest test', () => {
  let focused: LintMessage[][]
  let usual: LintMessage[][]
  beforeAll(() => {
    ;[focused, usual] = [lint(FOCUSED), lint(USUAL)]
  }, 120_000)

  it.each(FOCUSED.map((source, i) => [source, i] as const))('is refused by lint: %s', (_source, i) => {
    const messages = focused[i]!
    expect(messages.filter((m) => m.fatal)).toEqual([])
    expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)).toEqual([
      expect.stringMatching(/^A focused test skips the rest of its file/),
    ])
  })

  it.each(USUAL.map((source, i) => [source, i] as const))('is not refused when not focused: %s', (_source, i) => {
    const messages = usual[i]!
    expect(messages.filter((m) => m.fatal)).toEqual([])
    expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([])
  })
})
