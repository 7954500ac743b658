import type { Metadata } from 'next'
import { listAudit } from '@/lib/staff/audit'
import { requireStaffPage } from '@/lib/staff/session'
import { formatDateTimeInIndia } from '@/lib/site/format'

export const metadata: Metadata = { title: 'Audit log' }

const ACTIONS: Record<string, string> = {
  'lead.erased': 'erased lead',
  'staff.added': 'added staff member',
  'staff.removed': 'removed staff member',
  'staff.password': 'set a new password for',
  'staff.two-factor-on': 'turned on two-step sign-in for',
  'staff.two-factor-off': 'turned off two-step sign-in for',
  'trip.create': 'created trip',
  'trip.update': 'edited trip',
  'trip.publish': 'put on the site trip',
  'trip.hide': 'hid trip',
  'trip.duplicate': 'made a hidden copy',
  'trip.move-up': 'moved up trip',
  'trip.move-down': 'moved down trip',
  'trip.picture-add': 'added a picture to trip',
  'trip.picture-alt': 'described a picture of trip',
  'trip.picture-earlier': 'moved a picture earlier in trip',
  'trip.picture-later': 'moved a picture later in trip',
  'trip.picture-remove': 'removed a picture from trip',
  'banner.create': 'added banner',
  'banner.update': 'edited banner',
  'banner.remove': 'removed banner',
  'review.create': 'added the review by',
  'review.update': 'edited the review by',
  'review.remove': 'removed the review by',
  'video.create': 'added video',
  'video.update': 'edited video',
  'video.remove': 'removed video',
  'departure.seats': 'changed the seats taken of trip',
  'departure.briefing': 'changed the reporting and tour manager of a departure of trip',
  'boarding-city.add': 'added boarding city',
  'boarding-city.rename': 'renamed a boarding city to',
  'boarding-city.rename-ta': 'changed the Tamil name of boarding city',
  'boarding-city.move-up': 'moved up boarding city',
  'boarding-city.move-down': 'moved down boarding city',
  'boarding-city.remove': 'removed boarding city',
  'settings.few-seats': 'changed from how many seats down trips show',
  'message.retry': 'sent again the message',
  'holiday.add': 'added the office holiday',
  'holiday.remove': 'removed the office holiday',
  'office.week': 'set the weekly hours to',
}

const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  slug: 'address',
  categoryId: 'category',
  price: 'price',
  duration: 'duration',
  availableDates: 'dates text',
  location: 'location',
  description: 'overview',
  published: 'on the site',
  itinerary: 'day by day',
  includes: 'inclusions',
  departures: 'departures',
  nameTa: 'Tamil name',
}

/** A value before or after a change; a blank one (a Tamil name not written yet) says so. */
const shown = (value: unknown) => (value === '' ? '(none)' : String(value))

/** What a catalogue save changed, from its audit detail: "price 32500 → 33734 · day by day". */
function changesText(detail: string): string | null {
  let parsed: { fields?: Record<string, [unknown, unknown]>; lists?: string[] }
  try {
    parsed = JSON.parse(detail)
  } catch {
    return null
  }
  const parts = [
    ...Object.entries(parsed.fields ?? {}).map(([field, [before, after]]) =>
      field === 'description'
        ? FIELD_LABELS[field]
        : `${FIELD_LABELS[field] ?? field} ${shown(before)} → ${shown(after)}`,
    ),
    ...(parsed.lists ?? []).map((list) => FIELD_LABELS[list] ?? list),
  ]
  return parts.length ? parts.join(' · ') : null
}

export default async function AuditPage() {
  const staff = await requireStaffPage('audit.read')
  const entries = await listAudit(staff)
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Audit log</h1>
      <p className="mb-4 text-sm text-ink-muted">
        The latest 200 changes to staff, the catalogue and erasures. A lead’s own changes are on its page.
      </p>
      {entries.length ? (
        <ol className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span>
                <strong>{entry.actor_name}</strong> {ACTIONS[entry.action] ?? entry.action}{' '}
                <span className="font-mono break-all">{entry.subject}</span>
                {changesText(entry.detail) && (
                  <span className="mt-0.5 block text-ink-muted">{changesText(entry.detail)}</span>
                )}
              </span>
              <time className="text-ink-muted" dateTime={new Date(entry.at).toISOString()}>
                {formatDateTimeInIndia(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
          Nothing yet.
        </p>
      )}
    </>
  )
}
