import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { uploadsDir } from '@/lib/platform/data-dir'
import { siteConfig } from '@/lib/site/config'
import { ABROAD } from '@/lib/catalog/seed/art/abroad'
import { between, celestial, clouds, mix, mulberry32, n, PALETTES, sky, type Scene } from '@/lib/catalog/seed/art/core'
import { hashString } from '@/lib/catalog/seed/art/hash'
import { HOLIDAYS } from '@/lib/catalog/seed/art/holidays'
import { INTERIORS } from '@/lib/catalog/seed/art/interiors'
import { LANDSCAPES, type ScenePainter } from '@/lib/catalog/seed/art/landscapes'
import { PILGRIM_PLACES } from '@/lib/catalog/seed/art/pilgrim-places'
import { seedBanners, seedTrips, seedVideos } from './data'
import { bannerArt, siteGalleryArt, tripArt, videoArt, type SceneChoice, type SceneKind } from './scenes'

/**
 * The catalogue's pictures, painted as SVG and encoded to WebP with sharp, because these
 * machines cannot download photographs. What each picture shows is chosen in scenes.ts;
 * the painters are in ./art. Every picture is deterministic: the same file name always gives
 * the same art, so regenerating is harmless and two processes writing the same file at once
 * write identical bytes.
 */

export interface ArtJob {
  file: string
  width: number
  height: number
  choice: SceneChoice
}

const SIZES = {
  trip: { width: 1200, height: 800 },
  banner: { width: 1920, height: 900 },
  gallery: { width: 800, height: 800 },
  video: { width: 1280, height: 720 },
} as const

/** Effort 2 encodes about twice as fast as the default 4, for files about 5% larger. */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const

export const PAINTERS: Record<SceneKind, ScenePainter> = {
  ...LANDSCAPES,
  ...PILGRIM_PLACES,
  ...HOLIDAYS,
  ...ABROAD,
  ...INTERIORS,
}

export { uploadsDir }

// Composition --------------------------------------------------------------------------

/** Ids are prefixed per nested picture, so a window's view never clashes with its room. */
function paintScene(kind: SceneKind, choice: SceneChoice, w: number, h: number, seed: string, idPrefix: string) {
  const rng = mulberry32(hashString(seed))
  const spec = PAINTERS[kind]
  const pal = PALETTES[choice.time]
  const horizon = h * (spec.horizon + between(rng, -0.02, 0.02))
  let counter = 0
  const s: Scene = {
    w,
    h,
    horizon,
    rng,
    pal,
    haze: mix(pal.skyLow, pal.skyMid, 0.3),
    sunX: w * between(rng, 0.2, 0.8),
    sunY: horizon - horizon * pal.sunHeight,
    defs: [],
    nextId: (prefix) => `${idPrefix}${prefix}${counter++}`,
    view: (x, y, vw, vh) => {
      if (!choice.view) return ''
      const inner = paintScene(
        choice.view,
        { scene: choice.view, time: choice.time },
        vw,
        vh,
        `${seed}|view`,
        `${idPrefix}v`,
      )
      s.defs.push(...inner.defs)
      return `<svg x="${n(x)}" y="${n(y)}" width="${n(vw)}" height="${n(vh)}" viewBox="0 0 ${n(vw)} ${n(vh)}">${inner.body}</svg>`
    },
  }
  const backdrop = spec.interior ? '' : sky(s) + celestial(s) + clouds(s, 2 + Math.floor(rng() * 3))
  const body = backdrop + spec.draw(s)
  return { defs: s.defs, body }
}

export function composeSvg(job: ArtJob): string {
  const { width: w, height: h } = job
  const scene = paintScene(job.choice.scene, job.choice, w, h, job.file, '')
  // Edge shading keeps overlaid headings and card text calm. Linear, because a full-frame
  // radial gradient doubled the render time of a picture in librsvg.
  const edges =
    '<linearGradient id="edgeTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0.16"/><stop offset="1" stop-opacity="0"/></linearGradient>' +
    '<linearGradient id="edgeBottom" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity="0.26"/></linearGradient>'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${scene.defs.join('')}${edges}</defs>` +
    scene.body +
    `<rect width="${w}" height="${n(h * 0.22)}" fill="url(#edgeTop)"/>` +
    `<rect y="${n(h * 0.55)}" width="${w}" height="${n(h * 0.45)}" fill="url(#edgeBottom)"/>` +
    `</svg>`
  )
}

async function renderWebp(job: ArtJob): Promise<Buffer> {
  return sharp(Buffer.from(composeSvg(job)))
    .webp(WEBP_OPTIONS)
    .toBuffer()
}

// The catalogue's jobs -------------------------------------------------------------------

/**
 * The scene a seeded file is named after: `banners/ganga-aarti-x1y2z3.webp` (named
 * by scenes.ts) or `banners/ganga-aarti.webp` (a name written in the seed) → `ganga-aarti`.
 */
function artFor(art: Record<string, SceneChoice>, file: string, folder: string): SceneChoice | undefined {
  const name = file.slice(folder.length + 1).replace(/\.webp$/, '')
  return art[name] ?? art[name.replace(/-[0-9a-z]{6}$/, '')]
}

/** Every picture the seed names, with the art that belongs to it. */
export function catalogArtJobs(): ArtJob[] {
  const jobs: ArtJob[] = []
  for (const trip of seedTrips) {
    const art = tripArt[trip.slug] ?? []
    trip.images.forEach((file, i) => {
      const choice = art[i]
      if (choice) jobs.push({ file, ...SIZES.trip, choice })
    })
  }
  for (const banner of seedBanners) {
    const choice = artFor(bannerArt, banner.image, 'banners')
    if (choice) jobs.push({ file: banner.image, ...SIZES.banner, choice })
  }
  for (const video of seedVideos) {
    const choice = artFor(videoArt, video.thumbnail, 'videos')
    if (choice) jobs.push({ file: video.thumbnail, ...SIZES.video, choice })
  }
  siteConfig.galleryImages.forEach((file, i) => {
    jobs.push({ file, ...SIZES.gallery, choice: siteGalleryArt[i % siteGalleryArt.length] })
  })
  return jobs
}

let jobIndex: Map<string, ArtJob> | undefined
function jobFor(file: string): ArtJob | undefined {
  jobIndex ??= new Map(catalogArtJobs().map((job) => [job.file, job]))
  return jobIndex.get(file)
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}

/** Temp file plus rename, so a reader never sees half a picture. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await fs.writeFile(temp, data)
    await fs.rename(temp, target)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}

/** Generations in flight in this process, so concurrent requests for one file share one render. */
const inFlight = new Map<string, Promise<void>>()

function generate(root: string, job: ArtJob, force: boolean): Promise<void> {
  const target = path.join(root, job.file)
  const key = `${target}|${force}`
  const running = inFlight.get(key)
  if (running) return running
  const work = (async () => {
    if (!force && (await exists(target))) return
    await writeAtomically(target, await renderWebp(job))
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, work)
  return work
}

/**
 * Writes every catalogue picture under `root` (skipping files that exist unless `force`).
 * Runs as many renders at once as there are cores; sharp itself is single-threaded here.
 */
export async function generateCatalogImages(
  root: string = uploadsDir(),
  options: { force?: boolean } = {},
): Promise<{ files: number; ms: number }> {
  const started = performance.now()
  const jobs = catalogArtJobs()
  const queue = [...jobs]
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await generate(root, job, options.force ?? false)
  })
  await Promise.all(workers)
  return { files: jobs.length, ms: Math.round(performance.now() - started) }
}

/**
 * Makes sure one catalogue picture exists, rendering it on demand. Returns false when the
 * file name is not one the catalogue knows, so the caller answers 404.
 */
export async function ensureCatalogImage(file: string, root: string = uploadsDir()): Promise<boolean> {
  const job = jobFor(file)
  if (!job) return false
  await generate(root, job, false)
  return true
}
