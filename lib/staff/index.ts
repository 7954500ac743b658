import 'server-only'

/**
 * The staff domain's entry for the other domains: who is signed in and what their role may do
 * (session.ts, permissions.ts), how a back-office action runs (act.ts), the audit log
 * (audit.ts) and the staff list. Routes and components import the modules they need directly.
 */
export { act, formDataOf, InvalidForm, parseArgs, parseForm } from './act'
export type { ActionState } from './action-state'
export { listStaff, setStaffName, type StaffMember } from './accounts'
export { audit, listAudit } from './audit'
export { assertCan, can, NotAllowed, PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from './permissions'
export { Refusal } from './refusal'
export { getStaff, requireStaffAction, requireStaffPage, requireStaffRoute, type Caller, type Staff } from './session'
