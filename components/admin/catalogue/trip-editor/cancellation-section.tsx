import { Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { AddButton } from '@/components/admin/ui/add-button'
import { FormField } from '@/components/admin/ui/form-field'
import { IconButton } from '@/components/admin/ui/icon-button'
import { Panel } from '@/components/admin/ui/panel'
import { Button } from '@/components/ui/button'
import { Input, WholeNumberInput } from '@/components/ui/input'
import { CANCELLATION_TERMS, cancellationTerms } from '@/lib/content'
import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'
import { blankAsNull, type TripForm } from './form'

/**
 * The trip's own cancellation schedule. Without one the trip page shows the terms' schedule,
 * which is shown here as what applies; staff can start from it and change what differs. Beside each
 * row's texts, the terms a booking's refund reads: the days before departure it applies from, the
 * percent refunded and whether the administration fee is kept; without them on every row, a
 * cancelled booking's refund follows the terms' schedule.
 */
/** The terms' schedule as a trip's own, its Tamil and its refund's terms beside it. */
const TERMS_IN_BOTH = CANCELLATION_TERMS.map((row, i) => ({
  ...row,
  whenTa: cancellationTerms('ta')[i].when,
  refundTa: cancellationTerms('ta')[i].refund,
  fromDays: CANCELLATION_SCHEDULE[i].minDays,
  percent: CANCELLATION_SCHEDULE[i].refundPercent,
  lessAdminFee: CANCELLATION_SCHEDULE[i].lessAdminFee,
}))

export function CancellationSection({ form }: { form: TripForm }) {
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'cancellation' })
  return (
    <Panel
      title="Cancellation policy"
      description="When a cancellation is received, and what is refunded. Without rows of its own, the trip follows the terms’ schedule. A cancelled booking’s refund follows these rows when each gives its days and refund %."
    >
      {fields.length === 0 ? (
        <div className="space-y-3 rounded-xl bg-sand-100 p-3 text-sm">
          <p className="font-medium">Applies now: the terms’ schedule</p>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
            {CANCELLATION_TERMS.map((row) => (
              <div key={row.when} className="contents">
                <dt>{row.when}</dt>
                <dd className="text-right">{row.refund}</dd>
              </div>
            ))}
          </dl>
          <Button type="button" variant="outline" size="sm" onClick={() => replace(TERMS_IN_BOTH)}>
            Write this trip’s own schedule
          </Button>
        </div>
      ) : (
        <>
          <ol className="space-y-3">
            {fields.map((field, index) => (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
              >
                <FormField form={form} name={`cancellation.${index}.when`} label={`Cancellation ${index + 1}: when`}>
                  {(props) => (
                    <Input
                      {...props}
                      {...form.register(`cancellation.${index}.when`)}
                      placeholder="30 days or more before departure"
                    />
                  )}
                </FormField>
                <FormField
                  form={form}
                  name={`cancellation.${index}.refund`}
                  label={`Cancellation ${index + 1}: refund`}
                  className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto"
                >
                  {(props) => (
                    <Input {...props} {...form.register(`cancellation.${index}.refund`)} placeholder="90% refund" />
                  )}
                </FormField>
                <div className="col-span-2 grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
                  <FormField
                    form={form}
                    name={`cancellation.${index}.whenTa`}
                    label={`Cancellation ${index + 1}: when, in Tamil`}
                  >
                    {(props) => <Input {...props} lang="ta" {...form.register(`cancellation.${index}.whenTa`)} />}
                  </FormField>
                  <FormField
                    form={form}
                    name={`cancellation.${index}.refundTa`}
                    label={`Cancellation ${index + 1}: refund, in Tamil`}
                  >
                    {(props) => <Input {...props} lang="ta" {...form.register(`cancellation.${index}.refundTa`)} />}
                  </FormField>
                </div>
                <div className="col-span-2 grid grid-cols-2 items-end gap-2 sm:grid-cols-[12rem_12rem_minmax(0,1fr)]">
                  <FormField
                    form={form}
                    name={`cancellation.${index}.fromDays`}
                    label={`Cancellation ${index + 1}: from days before departure`}
                  >
                    {(props) => (
                      <WholeNumberInput {...props} {...form.register(`cancellation.${index}.fromDays`, blankAsNull)} />
                    )}
                  </FormField>
                  <FormField
                    form={form}
                    name={`cancellation.${index}.percent`}
                    label={`Cancellation ${index + 1}: refund %`}
                  >
                    {(props) => (
                      <WholeNumberInput
                        {...props}
                        max={100}
                        {...form.register(`cancellation.${index}.percent`, blankAsNull)}
                      />
                    )}
                  </FormField>
                  <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm sm:col-span-1">
                    <input
                      type="checkbox"
                      className="size-5 accent-saffron-700"
                      {...form.register(`cancellation.${index}.lessAdminFee`)}
                    />
                    Less the administration fee
                  </label>
                </div>
                <div className="col-start-2 row-start-1 pt-7 sm:col-start-3">
                  <IconButton label={`Remove cancellation row ${index + 1}`} onClick={() => remove(index)}>
                    <Trash2 aria-hidden />
                  </IconButton>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <AddButton
              onClick={() =>
                append({
                  when: '',
                  refund: '',
                  whenTa: '',
                  refundTa: '',
                  fromDays: null,
                  percent: null,
                  lessAdminFee: false,
                })
              }
            >
              Add a row
            </AddButton>
            <Button type="button" variant="ghost" size="sm" onClick={() => replace([])}>
              Follow the terms’ schedule instead
            </Button>
          </div>
        </>
      )}
    </Panel>
  )
}
