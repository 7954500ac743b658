// Starts the production server, building first when there is no build yet.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')

function run(args) {
  const result = spawnSync(process.execPath, [nextBin, ...args], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}: building first.`)
  run(['build'])
}
run(['start', ...process.argv.slice(2)])
