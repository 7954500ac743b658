import { NotAllowedNotice } from '@/components/admin/staff/not-allowed'

/** An agent's answer here: HTTP 403 (requireStaffPage) with this notice, inside the desk's frame. */
export default function Forbidden() {
  return <NotAllowedNotice what="set the office’s holidays" />
}
