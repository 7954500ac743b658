import { departureSheetDownload } from '@/lib/bookings'
import { requireStaffRoute } from '@/lib/staff/session'

export async function GET(
  _request: Request,
  { params }: RouteContext<'/admin/export/departures/[trip]/[date]/[file]'>,
) {
  const staff = await requireStaffRoute('bookings.read')
  if (staff instanceof Response) return staff
  const { trip, date, file } = await params
  return departureSheetDownload(staff, decodeURIComponent(trip), date, file)
}
