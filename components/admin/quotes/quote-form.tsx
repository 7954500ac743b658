'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo, useState, useSyncExternalStore, useTransition } from 'react'
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form'
import { FormStatus } from '@/components/admin/ui/action-form'
import { FormField } from '@/components/admin/ui/form-field'
import { Panel } from '@/components/admin/ui/panel'
import { Button } from '@/components/ui/button'
import { FieldError, Input, Textarea, WholeNumberInput } from '@/components/ui/input'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { createQuoteAction, saveQuoteDraftAction } from '@/lib/leads/quotes/actions'
import { QUOTE_LIMITS, quoteSchema, type QuoteFormInput, type QuoteInput } from '@/lib/leads/quotes/schema'
import type { QuoteLists } from '@/lib/leads/quotes/prefill'
import { BAND_LABELS, quoteTotals } from '@/lib/leads/quotes/totals'
import { formatRupees } from '@/lib/site/format'
import { fieldClassName } from '@/components/ui/field-class'
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/site/i18n/locales'
import { INDIA_STATES } from '@/lib/site/india-states'

/**
 * The quote form: trip, departure and boarding city, travellers by price band at a price per
 * person (filled from the catalogue, editable), discounts, what is included and not, the last
 * valid day and a note, with the total as it is typed, and the customer's language (the lead's by
 * default), in which the PDF and its messages are worded. Changing the language swaps the trip's
 * lists for the catalogue's in it while they are as prefilled; lists the agent changed are kept.
 * The same zod schema checks it here and in its server action; the action's field messages are
 * put back on their fields.
 */

const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

const money = { valueAsNumber: true } as const

export function QuoteForm({
  reference,
  today,
  initial,
  lists,
  draft,
}: {
  reference: string
  /** Today in India, from the page: the validity day may not be before it. */
  today: string
  initial: QuoteFormInput
  /** A new quote's prefilled lists in each language; none for a draft. */
  lists?: QuoteLists
  /** The draft being changed; none for a new quote. */
  draft?: { number: string; version: number }
}) {
  const schema = useMemo(() => quoteSchema(today), [today])
  const form = useForm<QuoteFormInput, unknown, QuoteInput>({ resolver: zodResolver(schema), defaultValues: initial })
  const discounts = useFieldArray({ control: form.control, name: 'discounts' })
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)
  const [lines, discountValues] = useWatch({ control: form.control, name: ['lines', 'discounts'] })
  const totals = quoteTotals(
    (lines ?? []).map((line) => ({ ...line, count: num(line.count), pricePerPerson: num(line.pricePerPerson) })),
    (discountValues ?? []).map((d) => ({ label: d.label, amount: num(d.amount) })),
  )
  const errors = form.formState.errors
  const arrayMessage = (name: 'lines' | 'discounts') =>
    (errors[name] as { message?: string; root?: { message?: string } } | undefined)?.message ??
    (errors[name] as { root?: { message?: string } } | undefined)?.root?.message

  const onValid = (values: QuoteInput) =>
    startTransition(async () => {
      const answer = draft
        ? await saveQuoteDraftAction(reference, draft.number, draft.version, values)
        : await createQuoteAction(reference, values)
      if (answer.status === 'error') {
        for (const [path, message] of Object.entries(answer.fields ?? {})) {
          form.setError(path as FieldPath<QuoteFormInput>, { message }, { shouldFocus: true })
        }
        setState({ status: 'error', message: answer.message })
        return
      }
      setState(answer)
    })
  const language = form.register('language', {
    onChange: (event: { target: { value: string } }) => {
      const to = event.target.value
      if (!lists || !isLocale(to)) return
      const from = LOCALES.find((locale) => locale !== to) as Locale
      for (const name of ['includes', 'excludes'] as const) {
        const typed = String(form.getValues(name) ?? '')
        if (typed.trim() === String(lists[from][name]).trim())
          form.setValue(name, lists[to][name], { shouldDirty: true })
      }
    },
  })
  const onInvalid = () => setState({ status: 'error', message: 'Please correct the marked fields' })

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="max-w-4xl space-y-4">
      <fieldset disabled={pending || !hydrated} className="min-w-0 space-y-4">
        <legend className="sr-only">Quote</legend>
        <Panel
          title="Customer"
          description="The PDF, its e-mail and the WhatsApp message are worded in the customer’s language; what you type below is sent as typed. Their state decides the GST lines: CGST + SGST within the agency’s state, IGST from another."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="language" label="Language">
              {(props) => (
                <select {...props} {...language} className={fieldClassName}>
                  {LOCALES.map((locale) => (
                    <option key={locale} value={locale} lang={locale}>
                      {LOCALE_NAMES[locale]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField form={form} name="customerState" label="Customer’s state">
              {(props) => (
                <select {...props} {...form.register('customerState')} className={fieldClassName}>
                  {INDIA_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </Panel>

        <Panel title="Trip and departure">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField form={form} name="trip" label="Trip" className="sm:col-span-3">
              {(props) => <Input {...props} {...form.register('trip')} />}
            </FormField>
            <FormField form={form} name="departure" label="Departure day" hint="Leave empty for no fixed date">
              {(props) => <Input {...props} type="date" {...form.register('departure')} />}
            </FormField>
            <FormField form={form} name="boardingCity" label="Boarding city">
              {(props) => <Input {...props} {...form.register('boardingCity')} placeholder="Chennai" />}
            </FormField>
            <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium sm:col-span-1">
              <input type="checkbox" className="size-4" {...form.register('overseas')} />
              Overseas package (TCS)
            </label>
          </div>
        </Panel>

        <Panel
          title="Travellers and prices"
          description="Prices per person in rupees, from the catalogue; change them as agreed."
        >
          <div className="space-y-3">
            {initial.lines.map((line, index) => (
              <div key={line.band} className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_1fr_1fr_8rem] sm:items-end">
                <p className="col-span-2 text-sm font-semibold sm:col-span-1 sm:pb-3">{BAND_LABELS[line.band][1]}</p>
                <FormField form={form} name={`lines.${index}.count`} label={`${BAND_LABELS[line.band][1]}: how many`}>
                  {(props) => (
                    <WholeNumberInput
                      {...props}
                      max={QUOTE_LIMITS.travellersPerBand}
                      {...form.register(`lines.${index}.count`, money)}
                    />
                  )}
                </FormField>
                <FormField
                  form={form}
                  name={`lines.${index}.pricePerPerson`}
                  label={`${BAND_LABELS[line.band][0]}’s price per person (₹)`}
                >
                  {(props) => (
                    <WholeNumberInput {...props} {...form.register(`lines.${index}.pricePerPerson`, money)} />
                  )}
                </FormField>
                <p className="col-span-2 text-right text-sm tabular-nums sm:col-span-1 sm:pb-3">
                  {formatRupees(num(lines?.[index]?.count) * num(lines?.[index]?.pricePerPerson))}
                </p>
              </div>
            ))}
            <FieldError id={`${statusId}-lines`} message={arrayMessage('lines')} />
          </div>
        </Panel>

        <Panel title="Discounts" description="Optional: each with what it is for.">
          <div className="space-y-3">
            {discounts.fields.map((field, index) => (
              <div
                key={field.id}
                className="grid grid-cols-[1fr_8rem] gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
              >
                <FormField form={form} name={`discounts.${index}.label`} label="Discount for">
                  {(props) => (
                    <Input {...props} {...form.register(`discounts.${index}.label`)} placeholder="Early bird" />
                  )}
                </FormField>
                <FormField form={form} name={`discounts.${index}.amount`} label="Amount (₹)">
                  {(props) => <WholeNumberInput {...props} {...form.register(`discounts.${index}.amount`, money)} />}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="col-span-2 justify-self-start sm:col-span-1"
                  onClick={() => discounts.remove(index)}
                >
                  Remove
                </Button>
              </div>
            ))}
            <FieldError id={`${statusId}-discounts`} message={arrayMessage('discounts')} />
            {discounts.fields.length < QUOTE_LIMITS.discounts && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => discounts.append({ label: '', amount: 0 })}
              >
                Add a discount
              </Button>
            )}
          </div>
        </Panel>

        <Panel title="What the price covers">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="includes" label="Included" hint="One item a line">
              {(props) => <Textarea {...props} {...form.register('includes')} className="min-h-40" />}
            </FormField>
            <FormField form={form} name="excludes" label="Not included" hint="One item a line">
              {(props) => <Textarea {...props} {...form.register('excludes')} className="min-h-40" />}
            </FormField>
          </div>
        </Panel>

        <Panel title="Validity and note">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField form={form} name="validUntil" label="Valid until" hint="The last day, India time">
              {(props) => <Input {...props} type="date" min={today} {...form.register('validUntil')} />}
            </FormField>
            <FormField form={form} name="note" label="Note to the customer" className="sm:col-span-2">
              {(props) => <Textarea {...props} {...form.register('note')} className="min-h-20" />}
            </FormField>
          </div>
        </Panel>
      </fieldset>

      <div className="sticky bottom-(--desk-bar,0px) z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="text-base font-semibold tabular-nums" aria-live="polite">
          Total {formatRupees(Math.max(0, totals.total))}
          <span className="ml-1 text-sm font-normal text-ink-muted">
            for {totals.travellers} {totals.travellers === 1 ? 'traveller' : 'travellers'}
          </span>
        </p>
        <Button type="submit" disabled={pending || !hydrated} aria-disabled={pending || !hydrated}>
          {pending ? 'Saving…' : draft ? 'Save changes' : 'Save quote'}
        </Button>
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <FormStatus id={statusId} state={state} />
        </div>
      </div>
    </form>
  )
}

/** A typed number, 0 while blank or half-typed. */
function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : 0
}
