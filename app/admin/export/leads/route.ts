import { exportAllowed, leadsCsv } from '@/lib/leads/desk/export'
import { getStaff } from '@/lib/staff/session'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'

export async function GET(request: Request) {
  const refused = await exportAllowed()
  if (refused) return refused
  const params = new URL(request.url).searchParams
  return leadsCsv(params.get('folder') === 'spam' ? 'spam' : 'inbox', parseLeadFilters(params), (await getStaff())!.id)
}
