import 'server-only'
import { randomBytes } from 'node:crypto'
import { audit, type Staff } from '@/lib/staff'
import { writeTransaction, type Db } from '@/lib/platform/db'
import {
  PictureError,
  preparePicture as preparePlatformPicture,
  type PictureRefusal,
  type PreparedPicture,
} from '@/lib/platform/pictures'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import * as repository from '@/lib/catalog/embedded/trips'
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@/lib/catalog/editor/trip-schema'
import { CatalogEditError } from './trips'

/**
 * A trip's pictures in the catalogue editor. An upload goes through the site's picture
 * preparation (lib/platform/pictures.ts): only a JPEG, PNG, WebP or AVIF is taken, turned upright,
 * scaled down to at most MASTER_EDGE px and re-encoded as WebP without its metadata (camera, EXIF,
 * GPS). That picture is stored in the database (uploaded_files), so every instance serves it; the
 * site's image optimizer makes the sizes each page asks for from it. The first picture is the card's.
 */

/** The longest edge kept: twice the widest the site shows a picture (the 1280 px gallery at 2x is under it). */
const MASTER_EDGE = 2400
const MASTER_QUALITY = 82

const REFUSALS: Record<PictureRefusal, string> = {
  'too-large': IMAGE_SIZE_MESSAGE,
  empty: 'This file is empty',
  format: IMAGE_TYPE_MESSAGE,
  damaged: 'This picture could not be read; it may be damaged',
}

/** The upload as the site keeps it: upright, at most MASTER_EDGE, WebP, no metadata; a refusal in the editor's words. */
export async function preparePicture(bytes: Uint8Array): Promise<PreparedPicture> {
  try {
    return await preparePlatformPicture(bytes, {
      accept: ['jpeg', 'png', 'webp', 'avif'],
      maxBytes: IMAGE_MAX_BYTES,
      maxEdge: MASTER_EDGE,
      quality: MASTER_QUALITY,
    })
  } catch (error) {
    if (error instanceof PictureError) throw new CatalogEditError(REFUSALS[error.reason], 'file')
    throw error
  }
}

async function tripTitle(db: Db, tripId: string): Promise<{ slug: string; title: string }> {
  const trip = await repository.findTripName(db, tripId)
  if (!trip) throw new CatalogEditError('This trip no longer exists')
  return trip
}

export interface TripPicture {
  file: string
  alt: string
  /** The description in Tamil; '' for none yet (the Tamil page then describes it in English). */
  altTa: string
}

export async function listTripPictures(tripId: string): Promise<TripPicture[]> {
  const pictures = await repository.listPictures(await getCatalogDb(), tripId)
  return pictures.map(({ file, alt, alt_ta }) => ({ file, alt, altTa: alt_ta }))
}

/** Adds an uploaded picture at the end of a trip's pictures, described in English and in Tamil (either may be ''). */
export async function addTripPicture(
  staff: Staff,
  tripId: string,
  bytes: Uint8Array,
  alt: string,
  altTa = '',
): Promise<string> {
  const picture = await preparePicture(bytes)
  const db = await getCatalogDb()
  const file = `trips/${tripId}/${randomBytes(8).toString('hex')}.webp`
  const trip = await writeTransaction(db, async (tx) => {
    const trip = await tripTitle(tx, tripId)
    await tx
      .insertInto('uploaded_files')
      .values({ path: file, content_type: 'image/webp', bytes: picture.data, created_at: Date.now() })
      .execute()
    await repository.appendPicture(tx, tripId, file, alt, altTa)
    await repository.touchTrip(tx, tripId)
    return trip
  })
  await audit(staff, 'trip.picture-add', trip.slug, { file, width: picture.width, height: picture.height })
  return file
}

async function positionOf(db: Db, tripId: string, file: string): Promise<number> {
  const position = await repository.picturePosition(db, tripId, file)
  if (position === undefined) throw new CatalogEditError('This picture is no longer on the trip')
  return position
}

/** Describes a picture in English and (unless `altTa` is left out) in Tamil. */
export async function setPictureAlt(
  staff: Staff,
  tripId: string,
  file: string,
  alt: string,
  altTa?: string,
): Promise<void> {
  const db = await getCatalogDb()
  const trip = await writeTransaction(db, async (tx) => {
    const trip = await tripTitle(tx, tripId)
    await positionOf(tx, tripId, file)
    await repository.setPictureAlt(tx, tripId, file, alt, altTa)
    await repository.touchTrip(tx, tripId)
    return trip
  })
  await audit(staff, 'trip.picture-alt', trip.slug, { file, alt, ...(altTa !== undefined ? { altTa } : {}) })
}

/** Moves a picture one place earlier or later; the first is the card image. */
export async function movePicture(staff: Staff, tripId: string, file: string, direction: 'up' | 'down'): Promise<void> {
  const db = await getCatalogDb()
  const trip = await writeTransaction(db, async (tx) => {
    const trip = await tripTitle(tx, tripId)
    const from = await positionOf(tx, tripId, file)
    if (!(await repository.swapPicture(tx, tripId, from, direction))) return null
    await repository.touchTrip(tx, tripId)
    return trip
  })
  if (trip) await audit(staff, direction === 'up' ? 'trip.picture-earlier' : 'trip.picture-later', trip.slug, { file })
}

/** Takes a picture off a trip; its bytes go too when no other trip (a duplicate) or banner shows it. */
export async function removePicture(staff: Staff, tripId: string, file: string): Promise<void> {
  const db = await getCatalogDb()
  const trip = await writeTransaction(db, async (tx) => {
    const trip = await tripTitle(tx, tripId)
    const at = await positionOf(tx, tripId, file)
    await repository.removePictureAt(tx, tripId, at)
    const [stillShown, banner] = await Promise.all([
      repository.pictureInUse(tx, file),
      tx.selectFrom('banners').select('id').where('image', '=', file).executeTakeFirst(),
    ])
    if (!stillShown && !banner) await tx.deleteFrom('uploaded_files').where('path', '=', file).execute()
    await repository.touchTrip(tx, tripId)
    return trip
  })
  await audit(staff, 'trip.picture-remove', trip.slug, { file })
}
