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
// glibc gives each thread that allocates its own memory arena; the image optimizer's encoding
// threads would each keep one, and the server grow past 800 MB over a crawl of every image
// size. Two arenas keep it near 300 MB (npm run bench measures it).
process.env.MALLOC_ARENA_MAX ??= '2'
run(['start', ...process.argv.slice(2)])
