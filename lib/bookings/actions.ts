'use server'

import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { act, type ActionState, formDataOf, parseArgs } from '@/lib/staff'
import { leadReferenceSchema } from '@/lib/leads'
import { adminBookingPath } from '@/lib/site/routes'
import { TRIP_CACHE_TAGS } from '@/lib/site/constants'
import { cancelBooking, changeTravellers, createBooking } from './commands'
import { bookingArgsSchema } from './schemas'

/**
 * The bookings' server actions (`bookings.manage`: owners and agents, checked by act()). Each
 * parses its bound arguments, makes one change through ./commands.ts and answers an ActionState;
 * a refused field comes back on its field. A booking moves a departure's seats left, which the
 * public trip pages show, so each change expires the trip tags (as the catalogue editor's seats do).
 */

const newBookingArgsSchema = z.object({ reference: leadReferenceSchema })

function publishSeats(): void {
  for (const tag of TRIP_CACHE_TAGS) updateTag(tag)
}

/** Books the family of a lead from the /book form and opens the booking. */
export async function createBookingAction(reference: string, input: unknown): Promise<ActionState> {
  let created: { id: number } | undefined
  const state = await act('bookings.manage', async (staff) => {
    const args = parseArgs(newBookingArgsSchema, { reference })
    created = await createBooking(staff, args.reference, input)
    publishSeats()
    return 'Booked'
  })
  if (created) redirect(adminBookingPath(created.id))
  return state
}

/** Saves a booking's travellers (the version the form was opened at refuses a stale form). */
export async function saveTravellersAction(id: number, version: number, input: unknown): Promise<ActionState> {
  return act('bookings.manage', async (staff) => {
    const args = parseArgs(bookingArgsSchema, { id, version })
    await changeTravellers(staff, args.id, args.version, input)
    publishSeats()
    return 'Travellers saved'
  })
}

/** Cancels a booking with the reason the form gives; its seats go back on sale. */
export async function cancelBookingAction(
  id: number,
  version: number,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return act('bookings.manage', async (staff) => {
    const args = parseArgs(bookingArgsSchema, { id, version })
    const data = formDataOf(form)
    await cancelBooking(staff, args.id, args.version, { reason: data.get('reason') ?? '' })
    publishSeats()
    return 'Booking cancelled: its seats are back on sale'
  })
}
