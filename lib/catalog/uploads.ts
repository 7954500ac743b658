import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { UPSTREAM_TIMEOUT_MS } from '@/lib/catalog/source/upstream'
import { ensureCatalogImage, uploadsDir } from '@/lib/catalog/seed/images'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { UPLOADS_PATH, uploadUrl } from '@/lib/site/routes'

/**
 * Serves `/uploads/<path>`: in embedded mode from DATA_DIR/uploads (the seeded catalogue's
 * pictures, rendered on demand when missing) or from the database (pictures uploaded in the back
 * office, lib/catalog/editor/pictures.ts); in upstream mode proxied from the provider's uploads path.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
}

/** File names never change content, so browsers and the image optimiser may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const UPSTREAM_DEFAULT_CACHE = 'public, max-age=86400'
/** An SVG opened directly runs as a document on our origin; this keeps it inert. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

function contentTypeFor(file: string): string | undefined {
  return CONTENT_TYPES[path.extname(file).toLowerCase()]
}

/**
 * The safe relative path of the requested segments, or null. Segments arrive decoded, so an
 * encoded slash or backslash shows up inside a segment and is refused like `..` and dotfiles.
 */
export function safeUploadPath(segments: readonly string[]): string | null {
  if (segments.length === 0) return null
  for (const segment of segments) {
    if (!segment || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null
  }
  return segments.join('/')
}

/** Resolves a safe relative path inside `root`; null for anything that would escape it. */
export function resolveInside(root: string, relative: string): string | null {
  const base = path.resolve(root)
  const full = path.resolve(base, relative)
  return full.startsWith(base + path.sep) ? full : null
}

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

function imageResponse(data: Uint8Array, type: string, cacheControl: string): Response {
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'Content-Length': String(data.byteLength),
  })
  if (type === 'image/svg+xml') headers.set('Content-Security-Policy', SVG_CSP)
  return new Response(new Uint8Array(data), { status: 200, headers })
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function serveLocal(relative: string): Promise<Response> {
  const root = uploadsDir()
  const file = resolveInside(root, relative)
  const type = file ? contentTypeFor(file) : undefined
  if (!file || !type) return text(404, 'Not found')
  let data = await readIfPresent(file)
  if (!data) {
    const stored = await (
      await getDb()
    )
      .selectFrom('uploaded_files')
      .select(['bytes', 'content_type'])
      .where('path', '=', relative)
      .executeTakeFirst()
    if (stored) return imageResponse(stored.bytes, stored.content_type, IMMUTABLE)
  }
  // A fresh DATA_DIR has no pictures until `npm run seed`; render the requested one now.
  if (!data && (await ensureCatalogImage(relative, root))) data = await readIfPresent(file)
  return data ? imageResponse(data, type, IMMUTABLE) : text(404, 'Not found')
}

async function proxyUpstream(baseUrl: string, relative: string): Promise<Response> {
  const url = `${baseUrl}${UPLOADS_PATH}/${relative.split('/').map(encodeURIComponent).join('/')}`
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
    if (res.status === 404) return text(404, 'Not found')
    if (!res.ok) return text(502, 'Upstream image unavailable')
    const type = res.headers.get('content-type')?.split(';')[0].trim().toLowerCase() || contentTypeFor(relative)
    // Anything but an image (an HTML error page, say) must not be served from our origin.
    if (!type?.startsWith('image/')) return text(502, 'Upstream answered something that is not an image')
    const data = new Uint8Array(await res.arrayBuffer())
    return imageResponse(data, type, res.headers.get('cache-control') ?? UPSTREAM_DEFAULT_CACHE)
  } catch (error) {
    console.warn(`[uploads] GET ${url} failed: ${(error as Error).message}`)
    return text(502, 'Upstream image unavailable')
  }
}

export async function serveUpload(segments: readonly string[]): Promise<Response> {
  const relative = safeUploadPath(segments)
  if (!relative) return text(404, 'Not found')
  const { TRAVEL_API_URL } = getEnv()
  return TRAVEL_API_URL ? proxyUpstream(TRAVEL_API_URL, relative) : serveLocal(relative)
}

/** An uploaded image's bytes, read the way the site serves it (for pictures the site composes); null when absent. */
export async function readUpload(file: string): Promise<Uint8Array | null> {
  const segments = uploadUrl(file)
    .slice(UPLOADS_PATH.length + 1)
    .split('/')
    .map(decodeURIComponent)
  const res = await serveUpload(segments)
  return res.ok ? new Uint8Array(await res.arrayBuffer()) : null
}
