import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { embeddedOnly } from '../e2e/settings.mjs'

/**
 * What the browser suite's configuration (playwright.config.ts) makes of CI: every project, a
 * `.only` and a pass on a retry fail the run, and E2E_ONLY, which leaves projects out, is refused.
 * Read from Playwright itself (`--list` with the JSON reporter loads the configuration and
 * starts no server).
 */

const ROOT = path.join(__dirname, '..')

function loadConfig(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    [require.resolve('@playwright/test/cli'), 'test', '--list', '--reporter=json', 'e2e/owner-only.spec.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        NODE_ENV: 'test',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        // Only read to make the postgres projects' URLs; --list connects to nothing.
        TEST_DATABASE_URL: 'postgres://e2e@127.0.0.1:1/e2e',
        E2E_TAG: 'config-test',
        ...env,
      },
    },
  )
  const config =
    run.status === 0
      ? (
          JSON.parse(run.stdout) as {
            config: { failOnFlakyTests: boolean; forbidOnly: boolean; projects: { name: string }[] }
          }
        ).config
      : undefined
  return { status: run.status, stderr: run.stderr + run.stdout, config }
}

describe('the browser suite in CI', () => {
  it('runs every project, and fails the run on a .only and on a test that passes only on its retry', () => {
    const { status, config, stderr } = loadConfig({ CI: '1' })
    expect({ status, stderr: status === 0 ? '' : stderr }).toEqual({ status: 0, stderr: '' })
    expect(config!.forbidOnly).toBe(true)
    expect(config!.failOnFlakyTests).toBe(true)
    expect(config!.projects.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['desktop', 'phone', 'upstream', 'postgres', 'instances']),
    )
  })

  it('refuses E2E_ONLY with a message saying why', () => {
    const { status, stderr, config } = loadConfig({ CI: '1', E2E_ONLY: 'embedded' })
    expect(status).not.toBe(0)
    expect(config).toBeUndefined()
    expect(stderr).toContain('E2E_ONLY=embedded is refused in CI')
  })

  it("on a developer's machine, E2E_ONLY=embedded runs the embedded projects alone, without failOnFlakyTests", () => {
    const { config } = loadConfig({ E2E_ONLY: 'embedded' })
    expect(config!.projects.map(({ name }) => name)).toEqual(['desktop', 'phone', 'proxy'])
    expect(config!.failOnFlakyTests).toBe(false)
  })

  it('reads E2E_ONLY: unset, embedded, refused in CI, and an unknown value refused', () => {
    expect(embeddedOnly({})).toBe(false)
    expect(embeddedOnly({ E2E_ONLY: 'embedded' })).toBe(true)
    expect(() => embeddedOnly({ E2E_ONLY: 'embedded', CI: 'true' })).toThrow(/refused in CI/)
    expect(() => embeddedOnly({ E2E_ONLY: 'postgres' })).toThrow(/the only value it takes is "embedded"/)
  })
})
