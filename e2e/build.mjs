// Production builds of the end-to-end variants (`next build`), from a fresh data folder and, for the
// postgres variant, a fresh database, as e2e/serve.mjs needs them. e2e/serve.mjs builds its variant
// itself unless E2E_SKIP_BUILD=1; scripts/test.sh runs this first, beside the unit tests, so the
// builds use the core Jest leaves idle:
//   node e2e/build.mjs embedded upstream postgres
// Each build reads a copy of tsconfig.json of its own (NEXT_TSCONFIG_PATH in next.config.ts), where
// `next build` adds its folder's type paths, so tsconfig.json itself is never rewritten while other
// tools read it.
import { spawn } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freshDatabase } from './databases.mjs'
import { e2eSettings } from './settings.mjs'

const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')

/** The environment a variant is built and started with. The suite typechecks once, so builds skip it. */
export function variantEnv(target) {
  return { ...process.env, ...target.env, NODE_ENV: 'production', NEXT_SKIP_TYPECHECK: '1' }
}

/** Builds one variant from fresh data; resolves with `next build`'s exit status. */
export async function buildVariant(variant, { stdio = 'inherit' } = {}) {
  const target = e2eSettings()[variant]
  if (!target) throw new Error(`unknown variant ${variant} (the postgres one needs TEST_DATABASE_URL)`)
  rmSync(target.env.DATA_DIR, { recursive: true, force: true })
  // Next's data cache outlives a build in its folder; it holds what the last data answered, not the fresh data's.
  rmSync(path.join(target.env.NEXT_DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
  if (target.env.DATABASE_URL) await freshDatabase(target.env.DATABASE_URL)
  const tsconfig = `${target.env.NEXT_DIST_DIR}.tsconfig.json`
  copyFileSync('tsconfig.json', tsconfig)
  const build = spawn(process.execPath, [nextBin, 'build'], {
    stdio,
    env: { ...variantEnv(target), NEXT_TSCONFIG_PATH: tsconfig },
  })
  return new Promise((resolve) => build.on('exit', (code) => resolve(code ?? 1)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const variant of process.argv.slice(2)) {
    const started = Date.now()
    console.log(`==> next build: ${variant}`)
    const status = await buildVariant(variant)
    if (status !== 0) {
      console.error(`==> next build of ${variant} failed (exit ${status})`)
      process.exit(status)
    }
    console.log(`==> ${variant} built in ${Math.round((Date.now() - started) / 1000)} s`)
  }
}
