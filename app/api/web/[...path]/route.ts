import { handleContractRead } from '@/lib/catalog/source/contract-server'

/** The provider contract's read paths (docs/product.md §7), served from the embedded store. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const { status, body } = await handleContractRead(url.pathname, url.searchParams)
  return Response.json(body, { status })
}
