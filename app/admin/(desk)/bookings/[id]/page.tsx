import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BookingMoney } from '@/components/admin/bookings/booking-money'
import { BookingReminders } from '@/components/admin/bookings/booking-reminders'
import { BookingReview } from '@/components/admin/bookings/booking-review'
import { BookingView } from '@/components/admin/bookings/booking-view'
import { getBooking } from '@/lib/bookings/store'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'Booking' }

export default async function BookingPage({ params }: PageProps<'/admin/bookings/[id]'>) {
  const staff = await requireStaffPage('bookings.read')
  const raw = (await params).id
  // A made-up id never reaches the database.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  const booking = Number.isSafeInteger(id) ? await getBooking(id) : undefined
  if (!booking) notFound()
  return (
    <BookingView
      booking={booking}
      canManage={can(staff.role, 'bookings.manage')}
      money={<BookingMoney bookingId={booking.id} />}
      reminders={
        <>
          <BookingReminders bookingId={booking.id} />
          {can(staff.role, 'reviews.read') && <BookingReview bookingId={booking.id} />}
        </>
      }
    />
  )
}
