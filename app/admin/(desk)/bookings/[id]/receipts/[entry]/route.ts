import { staffReceiptPdf } from '@/lib/bookings/money/receipts'
import { requireStaffRoute } from '@/lib/staff/session'

const ROW_ID = /^[1-9]\d{0,9}$/

/** A receipt of the booking's ledger as a PDF, for staff; 404 for anything that is not one. */
export async function GET(_: Request, { params }: RouteContext<'/admin/bookings/[id]/receipts/[entry]'>) {
  const staff = await requireStaffRoute('bookings.read')
  if (staff instanceof Response) return staff
  const { id, entry } = await params
  if (!ROW_ID.test(id) || !ROW_ID.test(entry)) return new Response('Not found\n', { status: 404 })
  return staffReceiptPdf(staff, Number(id), Number(entry))
}
