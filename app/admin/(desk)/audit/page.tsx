import type { Metadata } from 'next'
import { NotAllowedNotice } from '@/components/admin/not-allowed'
import { listAudit } from '@/lib/admin/leads'
import { can } from '@/lib/auth/roles'
import { requireStaffPage } from '@/lib/auth/session'
import { formatDateTimeInIndia } from '@/lib/format'

export const metadata: Metadata = { title: 'Audit log' }

const ACTIONS: Record<string, string> = {
  'lead.erased': 'erased lead',
  'staff.added': 'added staff member',
  'staff.removed': 'removed staff member',
  'staff.password': 'set a new password for',
  'staff.two-factor-on': 'turned on two-step sign-in for',
  'staff.two-factor-off': 'turned off two-step sign-in for',
}

export default async function AuditPage() {
  const staff = await requireStaffPage()
  if (!can(staff.role, 'audit.read')) return <NotAllowedNotice what="read the audit log" />
  const entries = await listAudit()
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Audit log</h1>
      <p className="mb-4 text-sm text-ink-muted">
        The latest 200 changes to staff and erasures. A lead’s own changes are on its page.
      </p>
      {entries.length ? (
        <ol className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span>
                <strong>{entry.actor_name}</strong> {ACTIONS[entry.action] ?? entry.action}{' '}
                <span className="font-mono break-all">{entry.subject}</span>
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
