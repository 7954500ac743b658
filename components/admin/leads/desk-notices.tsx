import { deskCounts } from '@/lib/leads/desk/queries'
import type { Staff } from '@/lib/staff/session'
import { mailSettings } from '@/lib/leads/notify/mailer'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { leadFiltersQuery } from '@/lib/leads/desk/schemas'

/** The inbox's head: what needs doing now, and whether staff are told about new leads by e-mail. */
export async function DeskNotices({ staff, erased }: { staff: Staff; erased?: string }) {
  const counts = await deskCounts(staff)
  const mail = mailSettings()
  // The status counts are the inbox's tabs; these are the shortcuts to what needs doing now.
  const shortcuts = [
    {
      label: 'Needs attention',
      value: counts.needsAttention,
      href: `${ADMIN_ROUTES.home}${leadFiltersQuery({ attention: '1' })}`,
      alert: counts.needsAttention > 0,
    },
    {
      label: 'Mine, open',
      value: counts.mine,
      href: `${ADMIN_ROUTES.home}${leadFiltersQuery({ assignee: 'me' })}`,
    },
    { label: 'In spam', value: counts.spam, href: ADMIN_ROUTES.spam },
  ]
  return (
    <div className="mb-4 space-y-3">
      {erased && (
        <p
          role="status"
          className="rounded-xl border border-lagoon-600/30 bg-lagoon-50 px-4 py-3 text-sm text-lagoon-800"
        >
          Lead {erased} was erased. The audit log keeps that it happened, without the visitor’s details.
        </p>
      )}
      {!mail.smtpUrl ? (
        <p className="rounded-xl border border-saffron-600/40 bg-saffron-50 px-4 py-3 text-sm text-saffron-900">
          <strong>E-mail notifications are off.</strong> New leads are not e-mailed to the team because SMTP_URL is not
          set. Set SMTP_URL (and LEAD_NOTIFY_TO) and restart to turn them on.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          New leads are e-mailed to {mail.to.join(', ')}.
          {counts.failingNotifications > 0 && (
            <strong className="ml-1 text-maroon-700">
              {counts.failingNotifications} {counts.failingNotifications === 1 ? 'e-mail is' : 'e-mails are'} failing
              and being retried.
            </strong>
          )}
        </p>
      )}
      <ul className="flex flex-wrap gap-2" aria-label="Shortcuts">
        {shortcuts.map((item) => (
          <li key={item.label}>
            <a
              href={item.href}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full border bg-white px-3 text-sm whitespace-nowrap hover:border-saffron-600 focus-visible:outline-2 focus-visible:outline-saffron-700 ${item.alert ? 'border-maroon-600/50 font-medium text-maroon-700' : 'border-ink/10 text-ink-muted'}`}
            >
              {item.label}
              <span className="font-semibold text-ink tabular-nums">{item.value.toLocaleString('en-IN')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
