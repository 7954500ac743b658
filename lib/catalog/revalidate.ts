import 'server-only'
import { revalidateTag } from 'next/cache'
import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { ALL_CACHE_TAGS, type CacheTag } from '@/lib/site/constants'
import { getEnv } from '@/lib/platform/env'

const bodySchema = z.object({
  tags: z
    .array(z.enum(ALL_CACHE_TAGS as [CacheTag, ...CacheTag[]]))
    .min(1)
    .optional(),
})

function secretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * On-demand revalidation: the secret comes as `Authorization: Bearer <secret>` or
 * `x-revalidate-secret`; the body may name tags, otherwise every catalogue tag is purged.
 */
export async function revalidateCatalog(request: Request): Promise<{ status: number; body: unknown }> {
  const { REVALIDATE_SECRET } = getEnv()
  if (!REVALIDATE_SECRET) return { status: 404, body: { message: 'On-demand revalidation is disabled' } }

  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  const given = request.headers.get('x-revalidate-secret') ?? bearer
  if (!secretMatches(given, REVALIDATE_SECRET)) return { status: 401, body: { message: 'Unauthorized' } }

  let json: unknown = {}
  const text = await request.text()
  if (text.trim()) {
    try {
      json = JSON.parse(text)
    } catch {
      return { status: 400, body: { message: 'Body must be JSON' } }
    }
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success)
    return { status: 422, body: { message: 'Unknown tags', issues: z.flattenError(parsed.error).fieldErrors } }

  const tags = parsed.data.tags ?? ALL_CACHE_TAGS
  for (const tag of tags) revalidateTag(tag, 'max')
  return { status: 200, body: { revalidated: tags } }
}
