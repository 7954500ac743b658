import { ExternalLink } from 'lucide-react'
import { Panel } from '@/components/admin/ui/panel'
import { getFamilyLink } from '@/lib/leads/family-page/store'
import { openedText } from '@/lib/leads/family-page/state'
import { getEnv } from '@/lib/platform/env'
import { formatDateTimeInIndia } from '@/lib/site/format'
import { quoteLinkPath } from '@/lib/site/routes'
import { can, type Staff } from '@/lib/staff'
import { FamilyLinkActions } from './family-link-actions'

/**
 * The family's own page on the lead page: the link that opens it now, how often the family opened
 * it ("Opened 2 times, last Tue 3:10 pm"; staff signed in are not counted), and for those who send
 * quotes, revoking it or making a new one.
 */
export async function FamilyLink({ leadId, reference, staff }: { leadId: number; reference: string; staff: Staff }) {
  const link = await getFamilyLink(staff, leadId)
  const url = link.token ? new URL(quoteLinkPath(link.token), getEnv().siteUrl).toString() : null
  return (
    <Panel title="The family’s page" variant="card">
      {url ? (
        <p className="flex items-center gap-2 text-sm">
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 min-w-0 items-center gap-1 font-semibold break-all text-saffron-800 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
          >
            <span className="min-w-0 break-all">{url}</span>
            <ExternalLink className="size-4 shrink-0" aria-hidden />
          </a>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          {link.revokedAt !== null
            ? `Revoked ${formatDateTimeInIndia(link.revokedAt)}: no link opens it.`
            : 'No link yet: sending a quote makes one.'}
        </p>
      )}
      <p className="mt-1 text-sm">{openedText(link.opens, link.lastOpenedAt)}</p>
      {can(staff.role, 'leads.work') && <FamilyLinkActions reference={reference} open={url !== null} />}
    </Panel>
  )
}
