import * as z from 'zod/mini'
import type { PaymentMode } from '@/lib/platform/db/schema'

/**
 * The money panel's forms and the arguments its actions are bound to (./actions.ts): money
 * received, a refund paid out, an entry reversed. Form fields arrive as text, so numbers are
 * coerced here; a day is checked against today in India by the caller's `today`.
 */

/** The largest single entry: more than any package the agency sells (₹1 crore). */
export const PAYMENT_AMOUNT_MAX = 1_00_00_000
export const PAYMENT_REFERENCE_MAX = 80
export const PAYMENT_NOTE_MAX = 300
export const REVERSAL_REASON_MAX = 300

const AMOUNT_MESSAGE = 'Please enter the amount in whole rupees'

const amount = z.coerce
  .number({ error: AMOUNT_MESSAGE })
  .check(
    z.int(AMOUNT_MESSAGE),
    z.minimum(1, 'The amount must be more than nothing'),
    z.maximum(PAYMENT_AMOUNT_MAX, 'That is more than any booking: check the amount'),
  )

const onDay = (today: string) =>
  z.iso
    .date({ error: 'Choose the day the money moved' })
    .check(z.refine((day) => day <= today, { error: 'The day cannot be in the future' }))

/** How money moves: UPI, a bank transfer, cash or a card at the office (never online on the site). */
export const PAYMENT_MODES = ['upi', 'bank', 'cash', 'card'] as const satisfies readonly PaymentMode[]

/** Money that leaves a reference to find it by: the UPI or bank reference, the card slip's number. */
export const modeNeedsReference = (mode: PaymentMode) => mode !== 'cash'

const mode = z.enum(PAYMENT_MODES, { error: 'Choose how it was paid' })

const text = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message))

const entryFields = (today: string) =>
  z
    .object({
      amount,
      onDay: onDay(today),
      mode,
      reference: z._default(text(PAYMENT_REFERENCE_MAX, `Use at most ${PAYMENT_REFERENCE_MAX} characters`), ''),
      note: z._default(text(PAYMENT_NOTE_MAX, `Use at most ${PAYMENT_NOTE_MAX} characters`), ''),
    })
    .check(
      z.refine((entry) => !modeNeedsReference(entry.mode) || entry.reference.length > 0, {
        error: 'Enter the UPI or bank reference, or the card slip’s number',
        path: ['reference'],
      }),
    )

/** Money received from the family. */
export const paymentReceivedSchema = entryFields

/** A refund paid out to the family (a cancelled booking's). */
export const refundSchema = entryFields

export type PaymentInput = z.output<ReturnType<typeof entryFields>>

const id = z.int().check(z.minimum(1))

/** The entry reversed (a field of its own row's form) and why: said on the reversing entry and in the audit log. */
export const reversalSchema = z.object({
  entry: z.coerce
    .number({ error: 'Choose the entry to reverse' })
    .check(z.int('Choose the entry to reverse'), z.minimum(1, 'Choose the entry to reverse')),
  reason: z
    .string({ error: 'Say why the entry is reversed' })
    .check(
      z.trim(),
      z.minLength(3, 'Say why the entry is reversed'),
      z.maxLength(REVERSAL_REASON_MAX, `Use at most ${REVERSAL_REASON_MAX} characters`),
    ),
})

export const bookingArgsSchema = z.object({ bookingId: id })
