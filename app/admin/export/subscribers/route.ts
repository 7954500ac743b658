import { subscribersCsv } from '@/lib/leads/desk/export'
import { requireStaffRoute } from '@/lib/staff/session'

/** The whole newsletter list; it reads no query. */
export async function GET() {
  const staff = await requireStaffRoute('leads.read')
  return staff instanceof Response ? staff : subscribersCsv(staff)
}
