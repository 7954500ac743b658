import 'server-only'
import { PictureError, preparePicture, type PictureFormat, type PreparedPicture } from '@/lib/platform/pictures'
import { REVIEW_PHOTO_MAX, REVIEW_PHOTO_MAX_BYTES } from '@/lib/reviews/constants'
import type { PhotoProblemCode, ReviewProblem } from './schema'

/**
 * A family's photos as a review keeps them: JPEG, PNG or WebP by their bytes (an iPhone's browser
 * sends its HEIC photos as JPEG; HEIC itself, GIF, AVIF, PDF and anything else are refused), at most
 * REVIEW_PHOTO_MAX_BYTES each and REVIEW_PHOTO_MAX in all, upright, without their location and camera
 * metadata, re-encoded as WebP.
 */

const FORMATS: readonly PictureFormat[] = ['jpeg', 'png', 'webp']

/**
 * The longest edge kept: 1600 px. A photo is shown at most about 1200 px wide (the lightbox on a
 * 1280 px screen, a 390 px phone at 3x), so 1600 is sharp everywhere it appears, and it keeps a
 * review of five photos near 1 MB in the database instead of the 2–3 MB of the catalogue's 2400 px.
 */
export const REVIEW_PHOTO_EDGE = 1600
const REVIEW_PHOTO_QUALITY = 80

const REASONS: Record<Exclude<PictureError['reason'], 'empty'>, PhotoProblemCode> = {
  'too-large': 'photoSize',
  format: 'photoFormat',
  damaged: 'photoDamaged',
}

/** The files chosen: an empty file input posts one nameless, empty part, which is no photo. */
export function chosenPhotos(entries: FormDataEntryValue[]): File[] {
  return entries.filter((entry): entry is File => typeof entry !== 'string' && (entry.size > 0 || entry.name !== ''))
}

/** Each photo prepared, or the problems (too many; each refused photo by its place among those chosen). */
export async function prepareReviewPhotos(
  files: File[],
): Promise<{ ok: true; photos: PreparedPicture[] } | { ok: false; problems: ReviewProblem[] }> {
  if (files.length > REVIEW_PHOTO_MAX) return { ok: false, problems: [{ code: 'photoCount' }] }
  const problems: ReviewProblem[] = []
  const photos: PreparedPicture[] = []
  // One at a time: a phone's photo decodes to tens of megabytes of pixels.
  for (const [index, file] of files.entries()) {
    if (file.size > REVIEW_PHOTO_MAX_BYTES) {
      problems.push({ code: 'photoSize', photo: index + 1 })
      continue
    }
    try {
      photos.push(
        await preparePicture(new Uint8Array(await file.arrayBuffer()), {
          accept: FORMATS,
          maxBytes: REVIEW_PHOTO_MAX_BYTES,
          maxEdge: REVIEW_PHOTO_EDGE,
          quality: REVIEW_PHOTO_QUALITY,
        }),
      )
    } catch (error) {
      if (!(error instanceof PictureError)) throw error
      problems.push({ code: error.reason === 'empty' ? 'photoFormat' : REASONS[error.reason], photo: index + 1 })
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, photos }
}
