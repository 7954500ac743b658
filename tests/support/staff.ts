import type { Staff } from '@/lib/staff/session'

/** Staff members as the data layer sees them, for suites that call lib/leads/desk directly (no sign-in). */
export const testOwner: Staff = {
  id: 'staff-owner',
  name: 'Lakshmi Raman',
  email: 'owner@example.com',
  role: 'owner',
  twoFactorEnabled: false,
}

export const testAgent: Staff = {
  id: 'staff-agent',
  name: 'Karthik S',
  email: 'agent@example.com',
  role: 'agent',
  twoFactorEnabled: false,
}
