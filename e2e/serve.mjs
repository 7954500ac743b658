// Builds (unless E2E_SKIP_BUILD=1 and a build exists: e2e/build.mjs) and starts one variant of the
// site for the end-to-end tests: `embedded` (SQLite default), `upstream` (the stub provider) or
// `postgres` (the embedded site on a fresh database of TEST_DATABASE_URL's server).
// Each variant has its own build folder and data folder, so both run side by side.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS, serverEnv } from '../scripts/server-runtime.mjs'
import { buildVariant, variantEnv } from './build.mjs'
import { e2eSettings } from './settings.mjs'

const variant = process.argv[2]
const settings = e2eSettings()
const target = settings[variant]
if (!target) {
  console.error('usage: node e2e/serve.mjs embedded|upstream|postgres (postgres needs TEST_DATABASE_URL)')
  process.exit(2)
}

const env = variantEnv(target)
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')
const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(target.env.NEXT_DIST_DIR, 'BUILD_ID'))

if (!reuse) {
  const status = await buildVariant(variant)
  if (status !== 0) process.exit(status)
}

// As npm start runs the server (scripts/start.mjs): on Next's default host. Started with
// `-H 127.0.0.1`, Next treats the proxy's rewrites (proxy.ts: '/contact' → '/en/contact') as
// rewrites to another server and fetches them over the network (vercel/next.js#94745).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, nextBin, 'start', '-p', String(target.port)], {
  stdio: 'inherit',
  env: serverEnv(env),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
