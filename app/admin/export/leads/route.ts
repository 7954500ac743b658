import { exportAllowed, leadsCsv } from '@/lib/admin/export'
import { getStaff } from '@/lib/auth/session'
import { parseLeadFilters } from '@/lib/validations/lead-desk'

export async function GET(request: Request) {
  const refused = await exportAllowed()
  if (refused) return refused
  const params = new URL(request.url).searchParams
  return leadsCsv(params.get('folder') === 'spam' ? 'spam' : 'inbox', parseLeadFilters(params), (await getStaff())!.id)
}
