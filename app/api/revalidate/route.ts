import { revalidateCatalog } from '@/lib/catalog/revalidate'

/** POST /api/revalidate — purge catalogue caches by tag with the shared secret. */
export async function POST(request: Request): Promise<Response> {
  const result = await revalidateCatalog(request)
  return Response.json(result.body, { status: result.status })
}
