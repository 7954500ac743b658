import type { ReactNode } from 'react'
import { ActionForm } from '@/components/admin/ui/action-form'
import { Panel } from '@/components/admin/ui/panel'
import { fieldClassName, Input, Label, Textarea } from '@/components/ui/input'
import { saveAgencyParticularsAction } from '@/lib/agency/actions'
import { DEFAULT_SAC, PARTICULARS_LIMITS, type ParticularsInput } from '@/lib/agency/particulars-schema'
import { INDIA_STATES } from '@/lib/site/india-states'

/** One field of the form: its label, the control, and a hint under it when the owner needs one. */
function Row({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-ink/10 p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      <p className="text-sm text-ink-muted">{description}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/**
 * The agency's particulars and the money rules of a quote, in sections of one form (one schema,
 * lib/agency/particulars-schema.ts). A field left empty is left out of every document.
 */
export function AgencyParticularsPanel({ values }: { values: ParticularsInput }) {
  return (
    <Panel
      title="The agency on quotes"
      description="What every quote prints about the agency, how families pay, and the taxes and terms of a quote. A field left empty is left out of the documents."
      className="min-w-0"
    >
      <ActionForm action={saveAgencyParticularsAction} submitLabel="Save particulars">
        <div className="space-y-5">
          <Section title="The agency" description="Printed at the top and foot of every quote.">
            <Row id="p-legal-name" label="Legal name">
              <Input
                id="p-legal-name"
                name="legalName"
                defaultValue={values.legalName}
                maxLength={PARTICULARS_LIMITS.legalName}
                autoComplete="organization"
              />
            </Row>
            <Row
              id="p-state"
              label="State"
              hint="The place the agency is registered for GST: CGST + SGST for a customer of this state, IGST for any other."
            >
              <select
                id="p-state"
                name="state"
                defaultValue={values.state}
                aria-describedby="p-state-hint"
                className={fieldClassName}
              >
                <option value="">Not set (Tamil Nadu for taxes)</option>
                {INDIA_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            </Row>
            <div className="sm:col-span-2">
              <Row id="p-address" label="Address">
                <Textarea
                  id="p-address"
                  name="address"
                  defaultValue={values.address}
                  maxLength={PARTICULARS_LIMITS.address}
                  rows={3}
                  className="min-h-20"
                />
              </Row>
            </div>
            <Row id="p-gstin" label="GSTIN" hint="15 characters; its last one is checked.">
              <Input
                id="p-gstin"
                name="gstin"
                defaultValue={values.gstin}
                maxLength={20}
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby="p-gstin-hint"
                placeholder="33AABCG1234E1ZC"
              />
            </Row>
            <Row id="p-pan" label="PAN" hint="Printed only when it is set.">
              <Input
                id="p-pan"
                name="pan"
                defaultValue={values.pan}
                maxLength={10}
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby="p-pan-hint"
              />
            </Row>
            <Row id="p-sac" label="SAC for tour packages" hint={`${DEFAULT_SAC}: tour operator services.`}>
              <Input
                id="p-sac"
                name="sac"
                defaultValue={values.sac}
                inputMode="numeric"
                maxLength={6}
                aria-describedby="p-sac-hint"
              />
            </Row>
          </Section>

          <Section
            title="How families pay"
            description="The quote's UPI QR code pays the advance to this UPI ID; the bank details are printed beside it."
          >
            <Row id="p-upi" label="UPI ID" hint="name@bank, as the bank's app shows it.">
              <Input
                id="p-upi"
                name="upiId"
                defaultValue={values.upiId}
                spellCheck={false}
                autoCapitalize="none"
                aria-describedby="p-upi-hint"
                placeholder="gopuramholidays@okaxis"
              />
            </Row>
            <Row id="p-bank-name" label="Account name">
              <Input
                id="p-bank-name"
                name="bankAccountName"
                defaultValue={values.bankAccountName}
                maxLength={PARTICULARS_LIMITS.bankAccountName}
              />
            </Row>
            <Row id="p-bank-number" label="Account number">
              <Input
                id="p-bank-number"
                name="bankAccountNumber"
                defaultValue={values.bankAccountNumber}
                inputMode="numeric"
                maxLength={24}
                spellCheck={false}
              />
            </Row>
            <Row id="p-ifsc" label="IFSC" hint="4 letters, a zero, 6 letters or digits.">
              <Input
                id="p-ifsc"
                name="ifsc"
                defaultValue={values.ifsc}
                maxLength={11}
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby="p-ifsc-hint"
              />
            </Row>
          </Section>

          <Section
            title="Taxes and terms"
            description="How a quote works out its taxes, its advance and the day the balance is due."
          >
            <Row
              id="p-gst-rate"
              label="GST rate (%)"
              hint="5% is the usual rate of a tour package without input credit."
            >
              <Input
                id="p-gst-rate"
                name="gstRate"
                type="number"
                inputMode="decimal"
                min={0}
                max={PARTICULARS_LIMITS.gstRate}
                step={0.01}
                defaultValue={values.gstRate}
                aria-describedby="p-gst-rate-hint"
              />
            </Row>
            <Row id="p-gst-basis" label="GST on the price">
              <select id="p-gst-basis" name="gstBasis" defaultValue={values.gstBasis} className={fieldClassName}>
                <option value="added">Added to the prices quoted</option>
                <option value="included">Included in the prices quoted</option>
              </select>
            </Row>
            <Row id="p-tcs-rate" label="TCS on overseas packages (%)" hint="Its own line on a quote for a trip abroad.">
              <Input
                id="p-tcs-rate"
                name="tcsRate"
                type="number"
                inputMode="decimal"
                min={0}
                max={PARTICULARS_LIMITS.tcsRate}
                step={0.01}
                defaultValue={values.tcsRate}
                aria-describedby="p-tcs-rate-hint"
              />
            </Row>
            <Row id="p-advance" label="Advance (%)" hint="Due on confirmation.">
              <Input
                id="p-advance"
                name="advancePercent"
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                defaultValue={values.advancePercent}
                aria-describedby="p-advance-hint"
              />
            </Row>
            <Row id="p-balance-days" label="Balance due (days before departure)">
              <Input
                id="p-balance-days"
                name="balanceDays"
                type="number"
                inputMode="numeric"
                min={0}
                max={PARTICULARS_LIMITS.balanceDays}
                step={1}
                defaultValue={values.balanceDays}
              />
            </Row>
            <Row
              id="p-admin-fee"
              label="Cancellation administration fee (₹)"
              hint="Kept from a full refund, per booking."
            >
              <Input
                id="p-admin-fee"
                name="adminFee"
                type="number"
                inputMode="numeric"
                min={0}
                max={PARTICULARS_LIMITS.adminFee}
                step={1}
                defaultValue={values.adminFee}
                aria-describedby="p-admin-fee-hint"
              />
            </Row>
          </Section>
        </div>
      </ActionForm>
    </Panel>
  )
}
