import { leadsCsv, parseLeadExportQuery } from '@/lib/leads/desk/export'
import { requireStaffRoute } from '@/lib/staff/session'

export async function GET(request: Request) {
  const staff = await requireStaffRoute('leads.read')
  if (staff instanceof Response) return staff
  const query = parseLeadExportQuery(new URL(request.url).searchParams)
  if ('error' in query) return new Response(`${query.error}.\n`, { status: 400 })
  return leadsCsv(staff, query.folder, query.filters)
}
