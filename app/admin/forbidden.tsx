import { NotAllowedNotice } from '@/components/admin/staff/not-allowed'

/**
 * The back office's answer to a role without a page's permission: HTTP 403 (requireStaffPage)
 * with the same notice. Each owner-only page has a forbidden.tsx of its own saying what is refused.
 */
export default function Forbidden() {
  return <NotAllowedNotice what="open this page" />
}
