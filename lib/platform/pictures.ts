import 'server-only'
import sharp from 'sharp'

/**
 * A picture someone uploads, as the site keeps it: read by sharp whatever its name or stated type
 * says, taken only in the formats the caller accepts, turned upright, scaled down to at most
 * `maxEdge` px on its longer side and re-encoded as WebP without its metadata (camera, EXIF, GPS,
 * ICC). The catalogue editor's pictures and travellers' review photos both go through it; each
 * says its refusals in its own words from the reason.
 */

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/** Why a file was refused: empty, over the size, not a picture of an accepted format, or unreadable past its header. */
export type PictureRefusal = 'empty' | 'too-large' | 'format' | 'damaged'

export class PictureError extends Error {
  constructor(readonly reason: PictureRefusal) {
    super(`picture refused: ${reason}`)
    this.name = 'PictureError'
  }
}

export interface PictureRules {
  accept: readonly PictureFormat[]
  maxBytes: number
  /** The longest edge kept; a smaller picture keeps its size. */
  maxEdge: number
  /** WebP quality, 1–100. */
  quality: number
}

export interface PreparedPicture {
  /** WebP bytes with no metadata. */
  data: Buffer
  width: number
  height: number
}

/** The format sharp reads in the bytes; AVIF is HEIF with AV1 (HEIC's HEVC is not a format here). */
function formatOf(format: string | undefined, compression: string | undefined): PictureFormat | null {
  if (format === 'heif') return compression === 'av1' ? 'avif' : null
  return format === 'jpeg' || format === 'png' || format === 'webp' ? format : null
}

export async function preparePicture(bytes: Uint8Array, rules: PictureRules): Promise<PreparedPicture> {
  if (bytes.byteLength > rules.maxBytes) throw new PictureError('too-large')
  if (bytes.byteLength === 0) throw new PictureError('empty')
  let format: PictureFormat | null
  try {
    const metadata = await sharp(bytes).metadata()
    format = formatOf(metadata.format, metadata.compression)
  } catch {
    throw new PictureError('format')
  }
  if (!format || !rules.accept.includes(format)) throw new PictureError('format')
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: rules.maxEdge, height: rules.maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: rules.quality })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw new PictureError('damaged')
  }
}
