import type { ReactNode } from 'react'
import { DeskNav, type DeskNavItem } from '@/components/admin/ui/desk-nav'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { deskCounts } from '@/lib/leads/desk/queries'
import { todayCount } from '@/lib/leads/desk/today'
import { failedMessageCount } from '@/lib/leads/desk/messages'
import { waitingReviewCount } from '@/lib/reviews'
import { signOutAction } from '@/lib/staff/actions'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { ADMIN_ROUTES } from '@/lib/site/routes'

/**
 * The back office's frame: every page below needs a signed-in staff member, and names its own
 * permission too. The menu lists what the role may open: under the header from 1024 px, a bar at the
 * bottom of the screen below that (components/admin/ui/desk-nav.tsx). `--desk-bar` is the height that
 * bar takes, for whatever sticks to the bottom of a page to stand above it.
 */
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaffPage('account.own')
  const [counts, dueToday] = can(staff.role, 'leads.read')
    ? await Promise.all([deskCounts(staff), todayCount(staff)])
    : [null, 0]
  const items: DeskNavItem[] = [
    ...(counts
      ? [
          { href: ADMIN_ROUTES.home, label: 'Inbox', count: counts.newLeads },
          { href: ADMIN_ROUTES.today, label: 'Today', count: dueToday },
          { href: ADMIN_ROUTES.spam, label: 'Spam', count: counts.spam },
          { href: ADMIN_ROUTES.subscribers, label: 'Subscribers' },
        ]
      : []),
    ...(can(staff.role, 'reviews.read')
      ? [{ href: ADMIN_ROUTES.reviews, label: 'Reviews', count: await waitingReviewCount(staff) }]
      : []),
    ...(can(staff.role, 'departures.report') ? [{ href: ADMIN_ROUTES.departures, label: 'Departures' }] : []),
    ...(can(staff.role, 'reports.read') ? [{ href: ADMIN_ROUTES.reports, label: 'Reports' }] : []),
    ...(can(staff.role, 'catalog.read') ? [{ href: ADMIN_ROUTES.catalog, label: 'Catalogue' }] : []),
    ...(can(staff.role, 'staff.manage') ? [{ href: ADMIN_ROUTES.staff, label: 'Staff' }] : []),
    ...(can(staff.role, 'messages.manage')
      ? [{ href: ADMIN_ROUTES.messages, label: 'Messages', count: await failedMessageCount() }]
      : []),
    ...(can(staff.role, 'audit.read') ? [{ href: ADMIN_ROUTES.audit, label: 'Audit log' }] : []),
    ...(can(staff.role, 'office.holidays') ? [{ href: ADMIN_ROUTES.settings, label: 'Settings' }] : []),
    { href: ADMIN_ROUTES.account, label: 'Account' },
  ]
  return (
    <div className="flex flex-1 flex-col [--desk-bar:calc(4rem+env(safe-area-inset-bottom))] lg:[--desk-bar:0px]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-3 sm:px-6">
          <a href={ADMIN_ROUTES.home} className="rounded-lg focus-visible:outline-2 focus-visible:outline-saffron-700">
            <Logo />
            <span className="sr-only"> lead desk</span>
          </a>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-right leading-tight sm:block">
              <span className="block font-medium">{staff.name}</span>
              <span className="block text-ink-muted capitalize">{staff.role}</span>
            </span>
            <form action={signOutAction}>
              <Button type="submit" variant="outline" size="sm">
                Sign out
              </Button>
            </form>
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 lg:pt-2 lg:pb-2">
          <DeskNav items={items} />
        </div>
      </header>
      <main
        id="main"
        className="mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 pt-6 pb-[calc(var(--desk-bar)+1.5rem)] sm:px-6"
      >
        {children}
      </main>
    </div>
  )
}
