import { BackLink } from '@/components/admin/ui/back-link'
import { Link } from '@/components/ui/link'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/admin/ui/badge'
import { Field } from '@/components/admin/ui/field'
import { Panel } from '@/components/admin/ui/panel'
import { Input } from '@/components/ui/input'
import {
  assignAction,
  changeStageAction,
  eraseAction,
  notSpamAction,
  retryAction,
  spamAction,
} from '@/lib/leads/desk/actions'
import type { LeadDetail } from '@/lib/leads/desk/queries'
import type { QuoteSummary } from '@/lib/leads/quotes/store'
import { can } from '@/lib/staff/permissions'
import type { Staff } from '@/lib/staff/session'
import { formatDateTimeInIndia, formatDay, todayInIndia } from '@/lib/site/format'
import {
  SOURCE_LABELS,
  customerLabel,
  dayInWords,
  formLabel,
  languageLabel,
  leadDepartureWords,
  payloadRows,
  sendErrorInWords,
  sentFastText,
} from '@/lib/leads/labels'
import { ADMIN_ROUTES, adminNewBookingPath, tripPath } from '@/lib/site/routes'
import { leadFiltersQuery } from '@/lib/leads/desk/schemas'
import { wonBookingText, type WonBooking } from '@/lib/leads/desk/departures'
import { ActionForm } from '@/components/admin/ui/action-form'
import { AttentionBadge, LanguageBadge, SentFastBadge, StageBadge } from './stage-badge'
import { AssignControl } from './assign-control'
import { FollowUpControl } from './follow-up-control'
import type { FollowUpShortcut } from '@/lib/leads/desk/follow-ups'
import { LeadContactActions } from './lead-contact-actions'
import { LeadQuotes } from '@/components/admin/quotes/lead-quotes'
import { FamilyLink } from '@/components/admin/quotes/family-link'
import { LeadBookings } from '@/components/admin/bookings/lead-bookings'
import type { BookingSummary } from '@/lib/bookings/store'
import { LeadTimeline } from './lead-timeline'
import { StageChips } from './stage-chips'

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
          {lead.lastError ? <span title={lead.lastError}>: {sendErrorInWords(lead.lastError, 'provider')}</span> : ''}.
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
        Failing after {lead.notifyAttempts} {lead.notifyAttempts === 1 ? 'attempt' : 'attempts'}:{' '}
        <span title={lead.notifyError}>{sendErrorInWords(lead.notifyError, 'mail')}</span>.
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
  quotes,
  bookings,
  followUpShortcuts,
}: {
  lead: LeadDetail
  staff: Staff
  members: { id: string; name: string }[]
  tripTitle: string | null
  upstream: boolean
  /** Offered on Won when the lead names a departure whose seats are counted. */
  booking?: WonBooking
  /** The lead's quotes, for a lead of the pipeline. */
  quotes: QuoteSummary[] | null
  /** The lead's bookings, for a lead of the pipeline when the role sees bookings. */
  bookings: BookingSummary[] | null
  /** The follow-up's one-tap choices at the lead's read, with the office's calendar. */
  followUpShortcuts: FollowUpShortcut[]
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
  const assigneeName = lead.assigneeId ? (members.find((m) => m.id === lead.assigneeId)?.name ?? 'Former staff') : null
  const customer = customerLabel(lead)
  // Quoted and won leads are booked; a family's seats are taken by its booking only.
  const canBook = can(staff.role, 'bookings.manage') && (lead.stage === 'quoted' || lead.stage === 'won')
  // "Meena Iyer · Char Dham Yatra · 8 May 2027 · 4 people": who, what, when and how many.
  const people = lead.travellers ? `${lead.travellers} ${lead.travellers === '1' ? 'person' : 'people'}` : null
  const when = lead.departure
    ? `${formatDay(lead.departure)}${lead.boardingCity ? ` from ${lead.boardingCity}` : ''}`
    : lead.travelDate
      ? dayInWords(lead.travelDate)
      : null
  const subtitle = [about, when, people].filter(Boolean) as string[]

  return (
    <article className="space-y-4">
      <header className="space-y-2">
        <BackLink href={spam ? ADMIN_ROUTES.spam : subscriber ? ADMIN_ROUTES.subscribers : ADMIN_ROUTES.home}>
          {spam ? 'Spam' : subscriber ? 'Subscribers' : 'Inbox'}
        </BackLink>
        <h1 className="text-2xl leading-tight font-semibold text-balance">
          {customer}
          {subtitle.length > 0 && (
            // On a phone the trip goes on its own line; a screen reader hears one title either way.
            <span className="mt-1 block text-lg font-normal text-ink-muted sm:mt-0 sm:inline">
              <span className="sr-only sm:not-sr-only"> · </span>
              {subtitle.join(' · ')}
            </span>
          )}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {pipeline && <StageBadge stage={lead.stage} />}
          {lead.needsAttention && pipeline && <AttentionBadge />}
          <LanguageBadge locale={lead.locale} />
          {spam && <Badge className="bg-maroon-700 text-white">Spam</Badge>}
          {subscriber && !spam && <Badge className="bg-lagoon-50 text-lagoon-800">Newsletter subscriber</Badge>}
          <span>
            <span className="font-mono">{lead.reference}</span> · {formLabel(lead.form)} · received{' '}
            {formatDateTimeInIndia(lead.createdAt)}
            {pipeline ? (assigneeName ? ` · assigned to ${assigneeName}` : ' · unassigned') : ''}
            {` · wrote in ${languageLabel(lead.locale)}`}
          </span>
        </div>
        {lead.sentFastMs !== null && (
          <p className="text-sm">
            <SentFastBadge ms={lead.sentFastMs} /> {sentFastText(lead.sentFastMs)}. Browser autofill does that; a call
            confirms the enquiry before you rely on it.
          </p>
        )}
        <LeadContactActions lead={lead} trip={about} withEmail className="pt-1" />
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
      </header>

      {/* On a phone: status, then the enquiry and its activity, then the rest; Erase comes last. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-4 lg:col-start-2 lg:row-start-1">
          {spam ? (
            <Panel variant="card" title="Spam">
              <p className="mb-3 text-sm">{lead.spamReason ?? 'Judged spam when it came.'}</p>
              <ActionForm action={notSpamAction.bind(null, lead.reference)} submitLabel="Not spam" />
            </Panel>
          ) : subscriber ? null : (
            <Panel variant="card" title="Status">
              <div className="space-y-4">
                <StageChips
                  stage={lead.stage}
                  action={changeStageAction.bind(null, lead.reference)}
                  book={
                    canBook
                      ? {
                          href: adminNewBookingPath(lead.reference),
                          seats: booking ? wonBookingText(booking) : undefined,
                        }
                      : undefined
                  }
                />
                {lead.stage === 'lost' && lead.lostReason && (
                  <p className="text-sm text-ink-muted">Lost: {lead.lostReason}</p>
                )}
                <AssignControl
                  action={assignAction.bind(null, lead.reference)}
                  assigneeId={lead.assigneeId}
                  members={members}
                  selfId={staff.id}
                />
              </div>
            </Panel>
          )}
          {pipeline && lead.stage !== 'won' && lead.stage !== 'lost' && (
            <Panel variant="card" title="Follow-up">
              <FollowUpControl
                reference={lead.reference}
                followUpAt={lead.followUpAt}
                readAt={lead.readAt}
                shortcuts={followUpShortcuts}
              />
            </Panel>
          )}
          {quotes && (
            <LeadQuotes
              reference={lead.reference}
              quotes={quotes}
              today={todayInIndia(new Date(lead.readAt))}
              canWork={can(staff.role, 'leads.work')}
            />
          )}
          {bookings && <LeadBookings reference={lead.reference} bookings={bookings} canBook={canBook} />}
          {quotes && <FamilyLink leadId={lead.id} reference={lead.reference} staff={staff} />}
        </div>
        <div className="space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Panel variant="card" title="Enquiry">
            <Rows rows={rows} />
          </Panel>
          <LeadTimeline lead={lead} pipeline={pipeline} />
        </div>
        <div className="space-y-4 lg:col-start-2 lg:row-start-2">
          <Panel variant="card" title="Source">
            {sourceRows.length ? (
              <Rows rows={sourceRows} />
            ) : (
              <p className="text-sm text-ink-muted">The form sent no source.</p>
            )}
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
            <details className="group rounded-2xl border border-maroon-600/30 bg-white">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 text-sm font-semibold text-maroon-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 [&::-webkit-details-marker]:hidden">
                Erase this lead…
                <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <Panel variant="card" title="Erase on request" className="rounded-t-none border-0 border-t border-ink/10">
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
            </details>
          )}
        </div>
      </div>
    </article>
  )
}
