import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { catalogArtJobs, composeSvg, type ArtJob } from '@/lib/catalog/seed/images'
import { bannerArt, siteGalleryArt, tripArt, videoArt, type SceneChoice } from '@/lib/catalog/seed/scenes'

/**
 * Contact sheets of the seeded art, to look at it as a phone shows it: every trip's gallery
 * at card size (390×260), then the banners, video thumbnails and gallery tiles, as PNGs in
 * the folder given (default /tmp/art-review). Run with
 * `npx tsx --conditions react-server scripts/art-sheet.ts [folder]`.
 */

const CARD = { width: 390, height: 260 }
const LABEL = 22
const ROWS_PER_SHEET = 6

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

async function tile(job: ArtJob, width: number, height: number, label: string): Promise<OverlayOptions[]> {
  const picture = await sharp(Buffer.from(composeSvg(job)))
    .resize(width, height, { fit: 'cover' })
    .png()
    .toBuffer()
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="100%" height="100%" fill="#111"/><text x="6" y="16" font-family="sans-serif" font-size="13" fill="#eee">${escape(label)}</text></svg>`,
  )
  return [
    { input: caption, top: 0, left: 0 },
    { input: picture, top: LABEL, left: 0 },
  ]
}

async function sheet(file: string, rows: { job: ArtJob; label: string }[][], width: number, height: number) {
  const columns = Math.max(...rows.map((row) => row.length))
  const cellW = width + 8
  const cellH = height + LABEL + 8
  const layers: OverlayOptions[] = []
  for (const [r, row] of rows.entries()) {
    for (const [c, { job, label }] of row.entries()) {
      for (const layer of await tile(job, width, height, label))
        layers.push({ ...layer, top: (layer.top ?? 0) + r * cellH, left: (layer.left ?? 0) + c * cellW })
    }
  }
  await sharp({ create: { width: columns * cellW, height: rows.length * cellH, channels: 3, background: '#333' } })
    .composite(layers)
    .png()
    .toFile(file)
  console.log(file)
}

const describe = (choice: SceneChoice) => `${choice.scene} · ${choice.time}${choice.view ? ` · ${choice.view}` : ''}`

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/art-review'
  await fs.mkdir(out, { recursive: true })
  const jobs = catalogArtJobs()
  const byFile = new Map(jobs.map((job) => [job.file, job]))
  // Every scene a trip names, rendered even when the seed lists fewer files than seed-art.
  const tripRows = Object.entries(tripArt).map(([slug, choices]) =>
    choices.map((choice, i) => ({
      job: { file: `trips/${slug}-${i + 1}.webp`, ...CARD, width: 1200, height: 800, choice },
      label: `${i === 0 ? slug : ''} ${describe(choice)}`.trim(),
    })),
  )
  for (let i = 0; i < tripRows.length; i += ROWS_PER_SHEET)
    await sheet(
      path.join(out, `trips-${i / ROWS_PER_SHEET + 1}.png`),
      tripRows.slice(i, i + ROWS_PER_SHEET),
      CARD.width,
      CARD.height,
    )
  const others = (folder: string, art: Record<string, SceneChoice>, width: number, height: number) =>
    Object.entries(art).map(([name, choice]) => ({
      job: { file: `${folder}/${name}.webp`, width, height, choice },
      label: `${name} · ${describe(choice)}`,
    }))
  const chunk = <T>(items: T[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))
  await sheet(path.join(out, 'banners.png'), chunk(others('banners', bannerArt, 1920, 900), 2), 480, 225)
  await sheet(path.join(out, 'videos.png'), chunk(others('videos', videoArt, 1280, 720), 3), 390, 219)
  const gallery = siteGalleryArt.map((choice, i) => ({
    job: { file: `gallery/${i}.webp`, width: 800, height: 800, choice },
    label: describe(choice),
  }))
  await sheet(path.join(out, 'gallery.png'), chunk(gallery, 4), 260, 260)
  console.log(`${byFile.size} catalogue pictures known`)
}

void main()
