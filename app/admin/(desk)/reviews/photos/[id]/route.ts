import { reviewPhotoForStaff } from '@/lib/reviews'
import { requireStaffRoute } from '@/lib/staff/session'

const ROW_ID = /^[1-9]\d{0,9}$/

/** A review's photo as the family sent it (re-encoded), whatever its status: for staff only, never cached. */
export async function GET(_: Request, { params }: RouteContext<'/admin/reviews/photos/[id]'>) {
  const staff = await requireStaffRoute('reviews.read')
  if (staff instanceof Response) return staff
  const { id } = await params
  const photo = ROW_ID.test(id) ? await reviewPhotoForStaff(staff, Number(id)) : undefined
  if (!photo) return new Response('Not found\n', { status: 404 })
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  })
}
