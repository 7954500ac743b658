// Starts the production server, building first when there is no build yet.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS, serverEnv } from './server-runtime.mjs'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')

function run(nodeFlags, args, env = process.env) {
  const result = spawnSync(process.execPath, [...nodeFlags, nextBin, ...args], { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}: building first.`)
  run([], ['build'])
}
// The server's memory settings (scripts/server-runtime.mjs).
run(SERVER_NODE_FLAGS, ['start', ...process.argv.slice(2)], serverEnv())
