import 'server-only'
import type { BannerTamil } from '@/lib/catalog/types'
import { readJson } from '@/lib/catalog/embedded/trips'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { audit, type Staff } from '@/lib/staff'
import { writeTransaction, type Db } from '@/lib/platform/db'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { siteConfig } from '@/lib/site/config'
import type { BannerValues, ReviewValues, VideoValues } from '@/lib/catalog/editor/content-schema'
import { CatalogEditError } from './trips'
import { preparePicture } from './pictures'

/**
 * The home page's banners, the reviews and the videos in the catalogue editor: add, edit,
 * reorder and remove, each save checked against the version its form was opened at. Pictures
 * (a banner's image, a video's own thumbnail) go through the trip pictures' preparation and are
 * stored in the database; a video without one gets a thumbnail drawn from its title.
 */

export type ContentKind = 'banners' | 'reviews' | 'videos'

const LABEL: Record<ContentKind, string> = { banners: 'banner', reviews: 'review', videos: 'video' }

export class StaleContent extends CatalogEditError {
  constructor(kind: ContentKind) {
    super(
      `This ${LABEL[kind]} was changed by someone else after you opened it. Your changes are not saved: reload the page and make them again.`,
    )
  }
}

/**
 * The items as the editor's lists show them, in the site's order (the place in the list stands
 * for the stored position). `version` goes with an item's form, so that a save over a newer one
 * is refused.
 */
export interface EditorBanner {
  id: string
  version: number
  /** The uploaded or seeded picture's path under /uploads. */
  image: string
  tag: string
  title: string
  subtitle: string
  buttonText: string
  buttonUrl: string
  tagTa: string
  titleTa: string
  subtitleTa: string
  buttonTextTa: string
}

export interface EditorReview {
  id: string
  version: number
  name: string
  rating: number
  description: string
  /** The trip travelled, '' for none. */
  tripId: string
  /** The month travelled (YYYY-MM), '' for none. */
  travelledOn: string
}

export interface EditorVideo {
  id: string
  version: number
  /** YouTube's id of the video, as stored from the pasted address. */
  videoId: string
  /** The thumbnail's path under /uploads. */
  thumbnail: string
  title: string
  titleTa: string
}

/** A banner's stored Tamil (banners.ta) as its form's fields. */
function bannerTamilOf(text: string | null): Pick<EditorBanner, 'tagTa' | 'titleTa' | 'subtitleTa' | 'buttonTextTa'> {
  const ta = readJson<BannerTamil>(text)
  return {
    tagTa: ta?.tag ?? '',
    titleTa: ta?.title ?? '',
    subtitleTa: ta?.subtitle ?? '',
    buttonTextTa: ta?.buttonText ?? '',
  }
}

/** A banner's Tamil as banners.ta keeps it (BannerTamil); null when none is written. */
function bannerTamilJson(values: BannerValues): string | null {
  const ta: BannerTamil = {
    ...(values.tagTa ? { tag: values.tagTa } : {}),
    ...(values.titleTa ? { title: values.titleTa } : {}),
    ...(values.subtitleTa ? { subtitle: values.subtitleTa } : {}),
    ...(values.buttonTextTa ? { buttonText: values.buttonTextTa } : {}),
  }
  return Object.keys(ta).length > 0 ? JSON.stringify(ta) : null
}

export async function listBanners(): Promise<EditorBanner[]> {
  const db = await getCatalogDb()
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'version', 'image', 'tag', 'title', 'subtitle', 'button_text', 'button_url', 'ta'])
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    ...bannerTamilOf(row.ta),
    id: row.id,
    version: row.version,
    image: row.image,
    tag: row.tag,
    title: row.title,
    subtitle: row.subtitle,
    buttonText: row.button_text,
    buttonUrl: row.button_url,
  }))
}

export async function listReviews(): Promise<EditorReview[]> {
  const db = await getCatalogDb()
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'version', 'name', 'rating', 'description', 'trip_id', 'travelled_on'])
    .orderBy('position')
    .execute()
  return rows.map(({ trip_id, travelled_on, ...row }) => ({
    ...row,
    tripId: trip_id ?? '',
    travelledOn: travelled_on ?? '',
  }))
}

/** The trips a review can name, hidden ones too, by title. */
export async function listReviewTrips(): Promise<{ id: string; title: string }[]> {
  const db = await getCatalogDb()
  return db.selectFrom('trips').select(['id', 'title']).orderBy('title').execute()
}

export async function listVideos(): Promise<EditorVideo[]> {
  const db = await getCatalogDb()
  const rows = await db
    .selectFrom('videos')
    .select(['id', 'version', 'video_id', 'thumbnail', 'title', 'title_ta'])
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    titleTa: row.title_ta,
    id: row.id,
    version: row.version,
    videoId: row.video_id,
    thumbnail: row.thumbnail,
    title: row.title,
  }))
}

const newId = () => randomBytes(12).toString('hex')

async function nextPosition(db: Db, kind: ContentKind): Promise<number> {
  const last = await db
    .selectFrom(kind)
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst()
  return Number(last?.position ?? -1) + 1
}

async function storePicture(db: Db, folder: string, bytes: Uint8Array): Promise<string> {
  const { data } = await preparePicture(bytes)
  const file = `${folder}/${randomBytes(8).toString('hex')}.webp`
  await db
    .insertInto('uploaded_files')
    .values({ path: file, content_type: 'image/webp', bytes: data, created_at: Date.now() })
    .execute()
  return file
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Splits a title into at most three lines of about `width` characters for the drawn thumbnail. */
function titleLines(title: string, width = 26): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]}…`] : lines
}

/** A 16:9 thumbnail in the brand's colours with a play mark and the video's title, as WebP. */
export async function drawVideoThumbnail(title: string): Promise<Buffer> {
  const lines = titleLines(title)
  const text = lines.map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 76}">${escapeXml(line)}</tspan>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7a1f2b"/><stop offset="1" stop-color="#c2570c"/>
    </linearGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="1080" cy="200" r="96" fill="#ffffff" fill-opacity="0.92"/>
    <path d="M1050 150 L1050 250 L1135 200 Z" fill="#7a1f2b"/>
    <text x="96" y="${560 - (lines.length - 1) * 76}" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${text}</text>
    <text x="96" y="650" font-family="sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.85">${escapeXml(siteConfig.name)}</text>
  </svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}

/** Updates one item if its version is still `version`, raising it; refuses a stale form. */
async function updateVersioned(
  db: Db,
  kind: ContentKind,
  id: string,
  version: number,
  values: Record<string, unknown>,
): Promise<void> {
  const result = await db
    .updateTable(kind)
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) > 0) return
  const exists = await db.selectFrom(kind).select('id').where('id', '=', id).executeTakeFirst()
  if (!exists) throw new CatalogEditError(`This ${LABEL[kind]} no longer exists`)
  throw new StaleContent(kind)
}

/**
 * Saves an item of a list: a new one (`id` null) at the end, else an update from the version
 * its form was opened at. `columns` runs inside the transaction (it may store a picture first).
 */
async function saveItem(
  staff: Staff,
  kind: ContentKind,
  id: string | null,
  version: number,
  name: string,
  columns: (tx: Db) => Promise<Record<string, unknown>>,
): Promise<string> {
  const db = await getCatalogDb()
  const saved = await writeTransaction(db, async (tx) => {
    const values = await columns(tx)
    if (id !== null) {
      await updateVersioned(tx, kind, id, version, values)
      return id
    }
    const itemId = newId()
    // `columns` gives every column the kind's table needs for a new row (its picture included).
    const row = { id: itemId, position: await nextPosition(tx, kind), ...values } as never
    await tx.insertInto(kind).values(row).execute()
    return itemId
  })
  await audit(staff, `${LABEL[kind]}.${id === null ? 'create' : 'update'}`, name, { id: saved })
  return saved
}

/** Saves a banner; a new one (`id` null) needs its picture. */
export async function saveBanner(
  staff: Staff,
  id: string | null,
  values: BannerValues,
  picture: Uint8Array | null,
): Promise<string> {
  if (id === null && !picture) throw new CatalogEditError('Choose the banner’s picture', 'file')
  return saveItem(staff, 'banners', id, values.version, values.title, async (tx) => ({
    tag: values.tag,
    title: values.title,
    subtitle: values.subtitle,
    button_text: values.buttonText,
    button_url: values.buttonUrl,
    ta: bannerTamilJson(values),
    ...(picture ? { image: await storePicture(tx, 'banners', picture) } : {}),
  }))
}

export async function saveReview(staff: Staff, id: string | null, values: ReviewValues): Promise<string> {
  return saveItem(staff, 'reviews', id, values.version, values.name, async (tx) => {
    if (
      values.tripId &&
      !(await tx.selectFrom('trips').select('id').where('id', '=', values.tripId).executeTakeFirst())
    )
      throw new CatalogEditError('This trip is not in the catalogue any more: choose another one', 'tripId')
    return {
      name: values.name,
      rating: values.rating,
      description: values.description,
      trip_id: values.tripId || null,
      travelled_on: values.travelledOn || null,
    }
  })
}

/** Saves a video; its thumbnail is the uploaded picture, else (for a new video) one drawn from the title. */
export async function saveVideo(
  staff: Staff,
  id: string | null,
  values: VideoValues,
  thumbnail: Uint8Array | null,
): Promise<string> {
  return saveItem(staff, 'videos', id, values.version, values.title, async (tx) => {
    const picture = thumbnail ?? (id === null ? await drawVideoThumbnail(values.title) : null)
    return {
      video_id: values.video,
      title: values.title,
      title_ta: values.titleTa,
      ...(picture ? { thumbnail: await storePicture(tx, 'videos', picture) } : {}),
    }
  })
}

/** Moves an item one place up or down in its list. */
export async function moveContent(
  staff: Staff,
  kind: ContentKind,
  id: string,
  direction: 'up' | 'down',
): Promise<void> {
  const db = await getCatalogDb()
  const moved = await writeTransaction(db, async (tx) => {
    const item = await tx.selectFrom(kind).select(['id', 'position']).where('id', '=', id).executeTakeFirst()
    if (!item) throw new CatalogEditError(`This ${LABEL[kind]} no longer exists`)
    const neighbour = await tx
      .selectFrom(kind)
      .select(['id', 'position'])
      .where('position', direction === 'up' ? '<' : '>', item.position)
      .orderBy('position', direction === 'up' ? 'desc' : 'asc')
      .executeTakeFirst()
    if (!neighbour) return false
    await tx.updateTable(kind).set({ position: neighbour.position }).where('id', '=', item.id).execute()
    await tx.updateTable(kind).set({ position: item.position }).where('id', '=', neighbour.id).execute()
    return true
  })
  if (moved) await audit(staff, `${LABEL[kind]}.move-${direction}`, id)
}

/** What removing an item takes with it, and the name its audit entry shows. */
async function describe(
  db: Db,
  kind: ContentKind,
  id: string,
): Promise<{ name: string; picture: string | null } | undefined> {
  if (kind === 'banners') {
    const row = await db.selectFrom('banners').select(['title', 'image']).where('id', '=', id).executeTakeFirst()
    return row && { name: row.title, picture: row.image }
  }
  if (kind === 'videos') {
    const row = await db.selectFrom('videos').select(['title', 'thumbnail']).where('id', '=', id).executeTakeFirst()
    return row && { name: row.title, picture: row.thumbnail }
  }
  const row = await db.selectFrom('reviews').select('name').where('id', '=', id).executeTakeFirst()
  return row && { name: row.name, picture: null }
}

/** Removes an item; a picture uploaded for it goes too (the seeded ones are files, not rows). */
export async function removeContent(staff: Staff, kind: ContentKind, id: string): Promise<void> {
  const db = await getCatalogDb()
  const removed = await writeTransaction(db, async (tx) => {
    const item = await describe(tx, kind, id)
    if (!item) throw new CatalogEditError(`This ${LABEL[kind]} no longer exists`)
    await tx.deleteFrom(kind).where('id', '=', id).execute()
    if (item.picture) await tx.deleteFrom('uploaded_files').where('path', '=', item.picture).execute()
    return item
  })
  await audit(staff, `${LABEL[kind]}.remove`, removed.name, { id })
}
