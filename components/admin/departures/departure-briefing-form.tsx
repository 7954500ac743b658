import { ActionForm } from '@/components/admin/ui/action-form'
import { Field } from '@/components/admin/ui/field'
import { Input } from '@/components/ui/input'
import { saveDepartureBriefingAction } from '@/lib/catalog/editor/departure-actions'
import { BRIEFING_TEXT_MAX, type DepartureBriefing } from '@/lib/catalog/editor/departure-schema'

/**
 * A departure's briefing for the families booked on it, folded under its row of the seats desk:
 * the reporting time and place (English and Tamil) and the tour manager, which the message two
 * days before departure carries.
 */
export function DepartureBriefingForm({
  tripId,
  departsOn,
  departure,
  briefing,
}: {
  tripId: string
  departsOn: string
  /** The departure in words, for the fields' labels ("Char Dham Yatra, 8 May 2027"). */
  departure: string
  briefing: DepartureBriefing
}) {
  const id = `briefing-${tripId}-${departsOn}`
  const set = briefing.reporting || briefing.tourManagerName
  return (
    <details className="lg:col-span-4" data-testid="departure-briefing">
      <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-maroon-800">
        Reporting and tour manager
        <span className="ml-1.5 font-normal break-words text-ink-muted">
          {set ? `· ${[briefing.reporting, briefing.tourManagerName].filter(Boolean).join(' · ')}` : '· not set'}
        </span>
      </summary>
      <ActionForm
        action={saveDepartureBriefingAction.bind(null, tripId, departsOn)}
        submitLabel="Save briefing"
        submitVariant="outline"
        className="mt-2"
      >
        <p className="text-xs text-ink-muted">Sent to the families booked on {departure} two days before departure.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-reporting`} label="Reporting time and place" optional>
            <Input
              id={`${id}-reporting`}
              name="reporting"
              defaultValue={briefing.reporting}
              placeholder="6:30 am, Chennai Central, platform 5"
              maxLength={BRIEFING_TEXT_MAX}
              autoComplete="off"
            />
          </Field>
          <Field id={`${id}-reporting-ta`} label="Reporting time and place in Tamil" optional>
            <Input
              id={`${id}-reporting-ta`}
              name="reportingTa"
              lang="ta"
              defaultValue={briefing.reportingTa}
              maxLength={BRIEFING_TEXT_MAX}
              autoComplete="off"
            />
          </Field>
          <Field id={`${id}-manager`} label="Tour manager" optional>
            <Input
              id={`${id}-manager`}
              name="tourManagerName"
              defaultValue={briefing.tourManagerName}
              maxLength={80}
              autoComplete="off"
            />
          </Field>
          <Field id={`${id}-phone`} label="Tour manager’s phone" optional>
            <Input
              id={`${id}-phone`}
              name="tourManagerPhone"
              type="tel"
              defaultValue={briefing.tourManagerPhone}
              autoComplete="off"
            />
          </Field>
        </div>
      </ActionForm>
    </details>
  )
}
