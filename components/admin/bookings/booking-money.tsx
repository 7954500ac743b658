import { FileText } from 'lucide-react'
import { ActionForm } from '@/components/admin/ui/action-form'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import { Input, Label, WholeNumberInput } from '@/components/ui/input'
import { fieldClassName } from '@/components/ui/field-class'
import { recordPaymentAction, recordRefundAction, reversePaymentAction } from '@/lib/bookings/money/actions'
import {
  PAYMENT_MODES,
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  REVERSAL_REASON_MAX,
} from '@/lib/bookings/money/schemas'
import { getBookingMoney, type LedgerLine } from '@/lib/bookings/money/store'
import type { PaymentMode } from '@/lib/platform/db/schema'
import { formatDay, formatRupees, todayInIndia } from '@/lib/site/format'
import { adminReceiptPdfPath } from '@/lib/site/routes'
import { can, requireStaffPage } from '@/lib/staff'
import { cx } from '@/lib/site/utils'

/**
 * The booking page's money: what was agreed, received, refunded and is still owed (computed from
 * the ledger, never typed), the ledger with its receipts, and the forms that record money received,
 * a refund on a cancelled booking, and the reversal of an entry.
 */

const MODE_LABELS: Record<PaymentMode, string> = { upi: 'UPI', bank: 'Bank transfer', cash: 'Cash', card: 'Card' }

function Amount({ label, amount, strong, name }: { label: string; amount: number; strong?: boolean; name: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold' : 'text-ink-muted'}>{label}</dt>
      <dd className={cx('tabular-nums', strong && 'text-lg font-semibold')} data-amount={name}>
        {formatRupees(amount)}
      </dd>
    </div>
  )
}

function entryTitle(entry: LedgerLine, entries: LedgerLine[]): string {
  if (entry.reverses_id !== null) {
    const reversed = entries.find((other) => other.id === entry.reverses_id)
    const what = reversed?.receipt_number ?? (entry.kind === 'refund' ? 'refund' : 'entry')
    return `Reversal of ${what}`
  }
  return entry.kind === 'received' ? 'Received' : 'Refund paid'
}

function EntryFields({ idPrefix, amount, today }: { idPrefix: string; amount?: number; today: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${idPrefix}-amount`}>Amount (₹)</Label>
        <WholeNumberInput
          id={`${idPrefix}-amount`}
          name="amount"
          min={1}
          required
          defaultValue={amount && amount > 0 ? amount : undefined}
        />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-day`}>Date</Label>
        <Input id={`${idPrefix}-day`} name="onDay" type="date" max={today} defaultValue={today} required />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-mode`}>Mode</Label>
        <select id={`${idPrefix}-mode`} name="mode" className={fieldClassName} defaultValue="upi" required>
          {PAYMENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-reference`}>Reference (not for cash)</Label>
        <Input
          id={`${idPrefix}-reference`}
          name="reference"
          autoComplete="off"
          maxLength={PAYMENT_REFERENCE_MAX}
          placeholder="UPI or bank reference, card slip no."
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${idPrefix}-note`}>Note (optional)</Label>
        <Input id={`${idPrefix}-note`} name="note" autoComplete="off" maxLength={PAYMENT_NOTE_MAX} />
      </div>
    </div>
  )
}

export async function BookingMoney({ bookingId }: { bookingId: number }) {
  const staff = await requireStaffPage('bookings.read')
  const { booking, entries, due, refund } = await getBookingMoney(staff, bookingId)
  const mayRecord = can(staff.role, 'bookings.money')
  const today = todayInIndia()
  const cancelled = booking.status === 'cancelled'
  const owedLabel = cancelled
    ? 'Balance (cancelled)'
    : due.owed <= 0
      ? 'Paid in full'
      : due.balanceDueNow
        ? 'Balance owed, due now'
        : due.balanceDue
          ? `Balance owed, due by ${formatDay(due.balanceDue)}`
          : 'Balance owed'

  return (
    <Panel title="Money" description="Recorded by staff; the site never takes a payment.">
      <dl className="space-y-1" aria-label="Money summary">
        <Amount label="Agreed" amount={due.agreed} name="agreed" />
        <Amount label="Received" amount={due.received} name="received" />
        {due.refunded > 0 && <Amount label="Refunded" amount={due.refunded} name="refunded" />}
        <Amount label={owedLabel} amount={Math.max(0, due.owed)} strong name="owed" />
      </dl>
      {!cancelled && due.advanceOwed > 0 && (
        <p className="mt-2 rounded-xl bg-saffron-50 p-3 text-sm text-saffron-900">
          Advance {formatRupees(due.advance)} ({due.advancePercent}%): {formatRupees(due.advanceOwed)} of it still to
          come.
        </p>
      )}
      {due.owed < 0 && (
        <p className="mt-2 rounded-xl bg-saffron-50 p-3 text-sm text-saffron-900">
          {formatRupees(-due.owed)} more received than agreed: check the entries.
        </p>
      )}

      {refund && (
        <section aria-labelledby="money-refund" className="mt-4 rounded-xl border border-maroon-700/20 p-4">
          <h3 id="money-refund" className="font-semibold">
            Refund on cancellation
          </h3>
          <p className="mt-1 text-sm">
            Cancelled on {formatDay(refund.cancelledOn)}, {refund.daysBefore} days before departure:{' '}
            {refund.schedule === 'trip' ? 'by the trip’s own schedule' : 'by the terms’ schedule'}, {refund.rule}. The
            agency keeps {formatRupees(refund.charge)}
            {refund.adminFee > 0 && ` (with the ${formatRupees(refund.adminFee)} administration fee)`}; the refund is{' '}
            <strong data-amount="refund-due">{formatRupees(refund.refund)}</strong>
            {due.refunded > 0 && `, ${formatRupees(refund.toPay)} of it still to pay`}.
          </p>
          {mayRecord && due.netPaid > 0 && (
            <ActionForm
              action={recordRefundAction.bind(null, bookingId)}
              submitLabel="Record refund paid"
              className="mt-3"
              resetOnSuccess
              confirmText="Record this refund as paid out to the family?"
            >
              <EntryFields idPrefix="refund" amount={refund.toPay} today={today} />
              <p className="text-xs text-ink-muted">At most {formatRupees(due.netPaid)}: what the family has paid.</p>
            </ActionForm>
          )}
        </section>
      )}

      <section aria-labelledby="money-ledger" className="mt-4">
        <h3 id="money-ledger" className="font-semibold">
          Entries
        </h3>
        {entries.length ? (
          <ul className="mt-2 divide-y divide-ink/10 rounded-xl border border-ink/10" aria-label="Money entries">
            {entries.map((entry) => {
              const outward = (entry.kind === 'refund') !== (entry.reverses_id !== null)
              return (
                <li key={entry.id} className="space-y-2 px-4 py-3 text-sm" data-entry={entry.id}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <p className="font-medium">
                      {entryTitle(entry, entries)}
                      {entry.reversedBy !== null && (
                        <Badge className="ml-2 bg-sand-200 text-ink-muted" weight="medium">
                          Reversed
                        </Badge>
                      )}
                    </p>
                    <p className={cx('font-semibold tabular-nums', outward && 'text-maroon-700')}>
                      {outward ? '−' : '+'}
                      {formatRupees(entry.amount)}
                    </p>
                  </div>
                  <p className="break-words text-ink-muted">
                    <time dateTime={entry.on_day}>{formatDay(entry.on_day)}</time> · {MODE_LABELS[entry.mode]}
                    {entry.reference && ` · ${entry.reference}`} · by {entry.created_by_name}
                    {entry.note && (
                      <>
                        <br />
                        {entry.note}
                      </>
                    )}
                  </p>
                  <div className="flex flex-wrap items-start gap-3">
                    {entry.receipt_number && (
                      <a
                        href={adminReceiptPdfPath(bookingId, entry.id)}
                        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-saffron-800 underline-offset-2 hover:underline"
                      >
                        <FileText className="size-4" aria-hidden /> Receipt {entry.receipt_number}
                      </a>
                    )}
                    {mayRecord && entry.reverses_id === null && entry.reversedBy === null && (
                      <details className="min-w-0 flex-1">
                        <summary className="inline-flex min-h-11 cursor-pointer items-center text-ink-muted">
                          Reverse…
                        </summary>
                        <ActionForm
                          action={reversePaymentAction.bind(null, bookingId)}
                          submitLabel="Reverse entry"
                          submitVariant="outline"
                          confirmText={`Reverse this entry of ${formatRupees(entry.amount)}? A new entry undoes it; this one stays on the record.`}
                        >
                          <input type="hidden" name="entry" value={entry.id} />
                          <div>
                            <Label htmlFor={`reverse-${entry.id}`}>Why</Label>
                            <Input
                              id={`reverse-${entry.id}`}
                              name="reason"
                              required
                              minLength={3}
                              maxLength={REVERSAL_REASON_MAX}
                              autoComplete="off"
                              placeholder="Typed twice, wrong booking…"
                            />
                          </div>
                        </ActionForm>
                      </details>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="mt-2 rounded-xl border border-dashed border-ink/20 p-4 text-center text-sm text-ink-muted">
            No money recorded yet.
          </p>
        )}
      </section>

      {mayRecord && !cancelled && (
        <section aria-labelledby="money-received" className="mt-4 rounded-xl border border-dashed border-ink/20 p-4">
          <h3 id="money-received" className="mb-3 font-semibold">
            Record money received
          </h3>
          <ActionForm
            action={recordPaymentAction.bind(null, bookingId)}
            submitLabel="Record and make receipt"
            resetOnSuccess
          >
            <EntryFields idPrefix="received" today={today} />
          </ActionForm>
        </section>
      )}
    </Panel>
  )
}
