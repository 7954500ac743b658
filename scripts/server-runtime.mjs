// How the production server's Node process runs. npm start (scripts/start.mjs) and the benchmarks
// (bench/lib.mjs) start `next start` with these, so npm run bench measures what a deployment runs.
// npm run bench measured them on a crawl of every page and image size of a fresh build: resident
// memory 382 MB with Node's defaults, 284 MB with the allocator settings, 225 MB with both, for
// about 5% fewer trip pages a second.

/**
 * V8: the old generation grows by 10% over what survived the last full collection (instead of up
 * to fourfold), and the young generation stays small, so the heap stays near what the server
 * really holds (about 80 MB) instead of keeping rendering's garbage resident.
 */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=10', '--max-semi-space-size=2']

/**
 * glibc's allocator: two arenas instead of one per thread that allocates (the image optimizer's
 * encoding threads would each keep one), and blocks of 64 KB and more (decoded and encoded
 * pictures) mapped on their own, so they return to the system when freed instead of staying
 * in an arena. A variable already set in the environment wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' }

/** The environment of a server process: SERVER_ENV under what `env` already sets. */
export function serverEnv(env = process.env) {
  return { ...SERVER_ENV, ...env }
}
