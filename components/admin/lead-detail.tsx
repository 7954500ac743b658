import { Link } from '@/components/ui/link'
import { Mail, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/admin/ui/badge'
import { Field } from '@/components/admin/ui/field'
import { Panel } from '@/components/admin/ui/panel'
import { fieldClassName, Input, Textarea } from '@/components/ui/input'
import {
  addNoteAction,
  assignAction,
  changeStageAction,
  eraseAction,
  notSpamAction,
  retryAction,
  spamAction,
} from '@/lib/leads/desk/actions'
import { leadMailtoHref, leadWhatsappHref, telHref } from '@/lib/leads/desk/contact-links'
import type { LeadActivity, LeadDetail } from '@/lib/leads/desk/queries'
import { nextStages, STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'
import { can } from '@/lib/staff/permissions'
import type { Staff } from '@/lib/staff/session'
import { formatDateTimeInIndia } from '@/lib/site/format'
import { formLabel, leadDepartureWords, payloadRows, sentFastText, SOURCE_LABELS } from '@/lib/leads/labels'
import { ADMIN_ROUTES, tripPath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'
import { leadFiltersQuery } from '@/lib/leads/desk/schemas'
import { wonBookingText, type WonBooking } from '@/lib/leads/desk/departures'
import { ActionForm } from './action-form'
import { AttentionBadge, SentFastBadge, StageBadge } from './stage-badge'
import { WonSeatsChoice } from './won-seats-choice'

function Rows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-muted">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const actionLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2'

function activityText(entry: LeadActivity): string {
  const d = entry.detail
  switch (entry.kind) {
    case 'stage':
      return `moved it from ${STAGE_LABELS[d.from as LeadStage]} to ${STAGE_LABELS[d.to as LeadStage]}${d.reason ? `: ${String(d.reason)}` : ''}`
    case 'note':
      return `noted: ${String(d.text)}`
    case 'assign':
      return d.to ? `assigned it to ${String(d.to)}` : 'unassigned it'
    case 'not-spam':
      return 'moved it out of spam'
    case 'spam':
      return 'marked it as spam'
    case 'retry':
      return 'asked for a delivery attempt now'
    case 'seats':
      return `added ${String(d.seats)} to the seats taken on ${String(d.departure)} (${String(d.taken)} of ${String(d.offered)})`
    default:
      return entry.kind
  }
}

function deliveryText(lead: LeadDetail): ReactNode {
  switch (lead.status) {
    case 'delivered':
      return `Delivered${lead.deliveredAt ? ` ${formatDateTimeInIndia(lead.deliveredAt)}` : ''}`
    case 'duplicate':
      return 'The provider already had this address (newsletter)'
    case 'delivering':
      return 'Being delivered now'
    case 'pending':
      return lead.attempts > 0 ? (
        <span className="text-maroon-700">
          Failing after {lead.attempts} {lead.attempts === 1 ? 'attempt' : 'attempts'}
          {lead.lastError ? `: ${lead.lastError}` : ''}.
          {lead.nextAttemptAt ? ` Next attempt ${formatDateTimeInIndia(lead.nextAttemptAt)}.` : ''}
        </span>
      ) : (
        'Pending: waiting for the first attempt'
      )
    case 'spam':
      return 'Not sent: in spam'
    default:
      return 'Stored here (the site is its own provider)'
  }
}

function notificationText(lead: LeadDetail): ReactNode {
  if (lead.notifyStatus === 'sent') return `Sent ${lead.notifiedAt ? formatDateTimeInIndia(lead.notifiedAt) : ''}`
  if (lead.notifyStatus === 'sending') return 'Being sent now'
  if (lead.notifyStatus === 'pending') {
    return lead.notifyError ? (
      <span className="text-maroon-700">
        Failing after {lead.notifyAttempts} {lead.notifyAttempts === 1 ? 'attempt' : 'attempts'}: {lead.notifyError}.
        {lead.notifyNextAt ? ` Next attempt ${formatDateTimeInIndia(lead.notifyNextAt)}.` : ''}
      </span>
    ) : (
      'Waiting to be sent'
    )
  }
  return lead.status === 'spam' ? 'None: in spam' : 'None: e-mail notifications were off when it came'
}

export function LeadDetailView({
  lead,
  staff,
  members,
  tripTitle,
  upstream,
  booking,
}: {
  lead: LeadDetail
  staff: Staff
  members: { id: string; name: string }[]
  tripTitle: string | null
  upstream: boolean
  /** Offered on Won when the lead names a departure whose seats are counted. */
  booking?: WonBooking
}) {
  const about = tripTitle ?? (lead.kind === 'customized' ? lead.trip : null)
  const departure = leadDepartureWords(lead.payload, tripTitle)
  const rows = payloadRows(lead.payload).map(([key, label, value]): [string, ReactNode] =>
    key === 'tripId'
      ? [
          label,
          <Link key={key} href={tripPath(value)} className="text-saffron-800 underline">
            {tripTitle ?? value}
          </Link>,
        ]
      : key === 'departure' && departure
        ? [label, departure]
        : [label, value],
  )
  const sourceRows = Object.entries(SOURCE_LABELS).flatMap(([key, label]): [string, ReactNode][] => {
    const value = lead.source[key as keyof typeof lead.source]
    return value ? [[label, value]] : []
  })
  const spam = lead.status === 'spam'
  // A newsletter sign-up is a subscriber, never a lead of the pipeline (no status, no assignee).
  const subscriber = lead.kind === 'newsletter'
  const pipeline = !spam && !subscriber
  const stages = nextStages(lead.stage)
  const assigneeName = lead.assigneeId ? (members.find((m) => m.id === lead.assigneeId)?.name ?? 'Former staff') : null

  return (
    <article className="space-y-4">
      <header className="space-y-2">
        <p className="text-sm">
          <Link
            href={spam ? ADMIN_ROUTES.spam : subscriber ? ADMIN_ROUTES.subscribers : ADMIN_ROUTES.home}
            className="text-saffron-800 underline-offset-4 hover:underline"
          >
            ← {spam ? 'Spam' : subscriber ? 'Subscribers' : 'Inbox'}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-mono text-2xl font-semibold">{lead.reference}</h1>
          {pipeline && <StageBadge stage={lead.stage} />}
          {lead.needsAttention && pipeline && <AttentionBadge />}
          {spam && <Badge className="bg-maroon-700 text-white">Spam</Badge>}
          {subscriber && !spam && <Badge className="bg-lagoon-50 text-lagoon-800">Newsletter subscriber</Badge>}
        </div>
        {lead.sentFastMs !== null && (
          <p className="text-sm">
            <SentFastBadge ms={lead.sentFastMs} /> {sentFastText(lead.sentFastMs)}. Browser autofill does that; a call
            confirms the enquiry before you rely on it.
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {formLabel(lead.form)} · received {formatDateTimeInIndia(lead.createdAt)}
          {departure ? ` · ${departure}` : about ? ` · ${about}` : ''}
          {assigneeName ? ` · assigned to ${assigneeName}` : ' · unassigned'}
        </p>
        {lead.trip && lead.departure && (
          <p className="text-sm">
            <Link
              href={`${ADMIN_ROUTES.home}${leadFiltersQuery({ trip: lead.trip, departure: lead.departure })}`}
              className="font-medium text-saffron-800 underline-offset-4 hover:underline"
            >
              All leads for this departure
            </Link>
          </p>
        )}
        {(lead.phone || lead.email) && (
          <div className="flex flex-wrap gap-2 pt-1">
            {lead.phone && (
              <a
                href={telHref(lead.phone)}
                className={cx(actionLink, 'bg-maroon-800 focus-visible:outline-maroon-800')}
              >
                <Phone className="size-4" aria-hidden /> Call
              </a>
            )}
            {lead.phone && (
              <a
                href={leadWhatsappHref(lead.phone, {
                  name: lead.name,
                  trip: about,
                  travelDate: lead.travelDate,
                  departure,
                })}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(actionLink, 'bg-lagoon-700 focus-visible:outline-lagoon-700')}
              >
                <MessageCircle className="size-4" aria-hidden /> WhatsApp
              </a>
            )}
            {lead.email && (
              <a
                href={leadMailtoHref(lead.email, { reference: lead.reference, trip: about })}
                className={cx(actionLink, 'bg-saffron-700 focus-visible:outline-saffron-700')}
              >
                <Mail className="size-4" aria-hidden /> E-mail
              </a>
            )}
          </div>
        )}
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <Panel variant="card" title="Enquiry">
            <Rows rows={rows} />
          </Panel>
        </div>
        <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {spam ? (
            <Panel variant="card" title="Spam">
              <p className="mb-3 text-sm">{lead.spamReason ?? 'Judged spam when it came.'}</p>
              <ActionForm action={notSpamAction.bind(null, lead.reference)} submitLabel="Not spam" />
            </Panel>
          ) : subscriber ? null : (
            <Panel variant="card" title="Status">
              <ActionForm action={changeStageAction.bind(null, lead.reference)} submitLabel="Update status">
                <Field id="stage" label="Move to">
                  <select id="stage" name="stage" className={fieldClassName} defaultValue={stages[0]}>
                    {stages.map((stage) => (
                      <option key={stage} value={stage}>
                        {STAGE_LABELS[stage]}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="lostReason" label="Reason, if lost">
                  <Input id="lostReason" name="lostReason" placeholder="e.g. booked with another agency" />
                </Field>
                {booking && stages.includes('won') && (
                  <WonSeatsChoice label={wonBookingText(booking)} initiallyWon={stages[0] === 'won'} />
                )}
              </ActionForm>
              {lead.stage === 'lost' && lead.lostReason && (
                <p className="mt-3 text-sm text-ink-muted">Lost: {lead.lostReason}</p>
              )}
            </Panel>
          )}
          {pipeline && (
            <Panel variant="card" title="Assignment">
              <ActionForm action={assignAction.bind(null, lead.reference)} submitLabel="Assign">
                <Field id="assignee" label="Assigned to">
                  <select id="assignee" name="assignee" className={fieldClassName} defaultValue={lead.assigneeId ?? ''}>
                    <option value="">Nobody</option>
                    {members.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.id === staff.id ? `${member.name} (me)` : member.name}
                      </option>
                    ))}
                  </select>
                </Field>
              </ActionForm>
            </Panel>
          )}
          <Panel variant="card" title="Add a note">
            <ActionForm action={addNoteAction.bind(null, lead.reference)} submitLabel="Add note" resetOnSuccess>
              <Field id="note" label="Note" hideLabel>
                <Textarea id="note" name="note" placeholder="Called, will send a quote by Friday…" />
              </Field>
            </ActionForm>
          </Panel>
          <Panel variant="card" title="Delivery">
            <Rows
              rows={[
                ...(upstream ? ([['To the provider', deliveryText(lead)]] as [string, ReactNode][]) : []),
                ['Staff e-mail', notificationText(lead)],
              ]}
            />
            {upstream && lead.status === 'pending' && (
              <ActionForm
                action={retryAction.bind(null, lead.reference)}
                submitLabel="Retry now"
                submitVariant="outline"
                className="mt-3"
              />
            )}
          </Panel>
          {!spam && lead.status !== 'delivered' && lead.status !== 'delivering' && (
            <ActionForm
              action={spamAction.bind(null, lead.reference)}
              submitLabel="Mark as spam"
              submitVariant="outline"
              confirmText="Move this lead to the spam folder?"
            />
          )}
          {can(staff.role, 'leads.erase') && (
            <Panel variant="card" title="Erase on request" className="border-maroon-600/30">
              <p className="mb-3 text-sm text-ink-muted">
                When the visitor asks to be forgotten: the lead, its notes and its newsletter address are deleted for
                good. The audit log keeps only that it happened.
              </p>
              <ActionForm
                action={eraseAction.bind(null, lead.reference)}
                submitLabel="Erase this lead"
                submitVariant="secondary"
              >
                <Field id="confirm" label={`Type ${lead.reference} to confirm`}>
                  <Input id="confirm" name="confirm" autoComplete="off" />
                </Field>
              </ActionForm>
            </Panel>
          )}
        </div>
        <div className="space-y-4 lg:col-start-1 lg:row-start-2">
          <Panel variant="card" title="Source">
            {sourceRows.length ? (
              <Rows rows={sourceRows} />
            ) : (
              <p className="text-sm text-ink-muted">The form sent no source.</p>
            )}
          </Panel>
          <Panel variant="card" title="Activity">
            <ol className="space-y-3 text-sm">
              {lead.activity.map((entry) => (
                <li key={entry.id} className="border-l-2 border-saffron-300 pl-3">
                  <p className="whitespace-pre-wrap">
                    <strong>{entry.actorName}</strong> {activityText(entry)}
                  </p>
                  <time className="text-xs text-ink-muted" dateTime={new Date(entry.at).toISOString()}>
                    {formatDateTimeInIndia(entry.at)}
                  </time>
                </li>
              ))}
              <li className="border-l-2 border-ink/15 pl-3">
                <p>Received from the {formLabel(lead.form).toLowerCase()} form</p>
                <time className="text-xs text-ink-muted" dateTime={new Date(lead.createdAt).toISOString()}>
                  {formatDateTimeInIndia(lead.createdAt)}
                </time>
              </li>
            </ol>
          </Panel>
        </div>
      </div>
    </article>
  )
}
