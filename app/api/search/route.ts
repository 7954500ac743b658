import { handleSuggest } from '@/lib/catalog/search/suggest'

/** The search box's suggestions (lib/catalog/search/suggest.ts). */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return handleSuggest(request)
}
