'use server'

import { formatRupees, todayInIndia } from '@/lib/site/format'
import { act, type ActionState, parseArgs, parseForm } from '@/lib/staff'
import { bookingArgsSchema, paymentReceivedSchema, refundSchema, reversalSchema } from './schemas'
import { recordPaymentReceived, recordRefund, reversePayment } from './store'

/**
 * The booking page's money actions (permission `bookings.money`, checked by act()): money received,
 * a refund paid out, an entry reversed. Each parses its bound arguments and its form before
 * anything is read, and makes one change through ./store.ts, which audits it.
 */

/** Money received from the family: the answer names its receipt. */
export async function recordPaymentAction(bookingId: number, _: ActionState, form: FormData): Promise<ActionState> {
  return act('bookings.money', async (staff) => {
    const args = parseArgs(bookingArgsSchema, { bookingId })
    const entry = parseForm(paymentReceivedSchema(todayInIndia()), form)
    const recorded = await recordPaymentReceived(staff, args.bookingId, entry)
    return `${formatRupees(entry.amount)} received: receipt ${recorded.receiptNumber}`
  })
}

/** A refund paid out on a cancelled booking. */
export async function recordRefundAction(bookingId: number, _: ActionState, form: FormData): Promise<ActionState> {
  return act('bookings.money', async (staff) => {
    const args = parseArgs(bookingArgsSchema, { bookingId })
    const entry = parseForm(refundSchema(todayInIndia()), form)
    await recordRefund(staff, args.bookingId, entry)
    return `${formatRupees(entry.amount)} refunded`
  })
}

/** An entry undone by a reversing entry, with the reason; the entry is a field of its row's form. */
export async function reversePaymentAction(bookingId: number, _: ActionState, form: FormData): Promise<ActionState> {
  return act('bookings.money', async (staff) => {
    const args = parseArgs(bookingArgsSchema, { bookingId })
    const { entry, reason } = parseForm(reversalSchema, form)
    await reversePayment(staff, args.bookingId, entry, { reason })
    return 'Entry reversed'
  })
}
