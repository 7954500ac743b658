/**
 * Staff roles and what each may do in the back office: owners everything, agents the leads
 * (and a read-only look at the catalogue, where they keep the departures' seats taken true).
 * Every page, server action and export route names the permission it needs, and the data layer's
 * reads of leads, subscribers and the audit log check it again for the caller they are given.
 * No server code here: the back office's navigation reads it too.
 */
import { Refusal } from './refusal'

export const STAFF_ROLES = ['owner', 'agent'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const PERMISSIONS = {
  /** One's own account: the back office's frame, signing out, and one's own two-step sign-in. */
  'account.own': ['owner', 'agent'],
  /** See the inbox, a lead, the spam folder and the newsletter list; export them as CSV. */
  'leads.read': ['owner', 'agent'],
  /** Move a lead through the pipeline, note, assign, mark spam or not, retry its delivery. */
  'leads.work': ['owner', 'agent'],
  /** See everyone's follow-ups in the Today view, not only those of the leads assigned to oneself. */
  'leads.followUps.all': ['owner'],
  /** Erase a lead's personal data on the visitor's request. */
  'leads.erase': ['owner'],
  /** See the catalogue editor's lists and forms (read only). */
  'catalog.read': ['owner', 'agent'],
  /** Change the catalogue: trips, their departures, pictures, banners, reviews and videos. */
  'catalog.edit': ['owner'],
  /** See every upcoming departure with its seats and the enquiries, quotes and bookings it drew. */
  'departures.report': ['owner'],
  /** See the upcoming departures and correct their seats taken: whoever takes bookings by phone. */
  'departures.seats': ['owner', 'agent'],
  /** See the enquiries, quotes and bookings by month, source, trip and form; download them as CSV. */
  'reports.read': ['owner'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  /** See every message waiting or failed (lib/leads/jobs) and send one again now. */
  'messages.manage': ['owner'],
  /** Set the days the office is closed (the Settings screen), which the call-back promise and follow-ups skip. */
  'office.holidays': ['owner'],
  /** Set the agency's particulars printed on quotes (GSTIN, bank, UPI) and the money rules of a quote. */
  'agency.particulars': ['owner'],
  /** See bookings and a departure's travellers, rooming list and manifest. */
  'bookings.read': ['owner', 'agent'],
  /** Book a family on a departure from its lead, change its travellers, cancel it. */
  'bookings.manage': ['owner', 'agent'],
  /** Record money received or paid out on a booking (and reverse a mistaken entry). */
  'bookings.money': ['owner', 'agent'],
  /** See the reviews travellers sent, waiting and decided, with their photos. */
  'reviews.read': ['owner', 'agent'],
  /** Publish or hide a traveller's review and each of its photos (never edit their words). */
  'reviews.moderate': ['owner', 'agent'],
  /** Answer a published review in public, in the agency's name. */
  'reviews.reply': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof PERMISSIONS

export function can(role: string, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role)
}

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value)

/** A refusal of the caller: from another site, signed out, or a role without the permission. */
export class NotAllowed extends Refusal {}

/** For the data layer: the caller it was given must hold the permission, whoever asked it first. */
export function assertCan(caller: { role: string }, permission: Permission): void {
  if (!can(caller.role, permission)) throw new NotAllowed('Your role does not allow this')
}
