import type { LucideIcon } from 'lucide-react'
import {
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  CircleUserRound,
  Ellipsis,
  Inbox,
  Library,
  MailWarning,
  MessageSquareQuote,
  Newspaper,
  ScrollText,
  Settings,
  ShieldAlert,
  Users,
  X,
} from 'lucide-react'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { DeskNavLink } from './desk-nav-link'

export interface DeskNavItem {
  href: string
  label: string
  count?: number
}

/** The sections the phone's bottom bar always shows (those the role may open); the others are under "More". */
const BAR_SECTIONS: readonly string[] = [ADMIN_ROUTES.home, ADMIN_ROUTES.today, ADMIN_ROUTES.departures]

const ICONS: Record<string, LucideIcon> = {
  [ADMIN_ROUTES.home]: Inbox,
  [ADMIN_ROUTES.today]: CalendarCheck,
  [ADMIN_ROUTES.departures]: CalendarDays,
  [ADMIN_ROUTES.spam]: ShieldAlert,
  [ADMIN_ROUTES.subscribers]: Newspaper,
  [ADMIN_ROUTES.reviews]: MessageSquareQuote,
  [ADMIN_ROUTES.reports]: ChartColumn,
  [ADMIN_ROUTES.catalog]: Library,
  [ADMIN_ROUTES.staff]: Users,
  [ADMIN_ROUTES.messages]: MailWarning,
  [ADMIN_ROUTES.audit]: ScrollText,
  [ADMIN_ROUTES.settings]: Settings,
  [ADMIN_ROUTES.account]: CircleUserRound,
}

function icon(href: string, className: string) {
  const Icon = ICONS[href] ?? Ellipsis
  return <Icon className={className} aria-hidden />
}

const MORE_ID = 'desk-more'

/**
 * The back office's menu, server-rendered: from 1024 px a row of every section the role may open
 * under the header, as before; below it a bar fixed at the bottom of the screen, within the
 * thumb's reach: Inbox, Today, Departures and "More", a sheet (the browser's own popover, no
 * script) with every other section. A section of the sheet that is the current page takes a tab
 * of its own in the bar while it is, so the page one is on is always in sight and marked. Both
 * menus are "Back office" to assistive technology; only one is shown at a time.
 */
export function DeskNav({ items }: { items: DeskNavItem[] }) {
  const bar = items.filter((item) => BAR_SECTIONS.includes(item.href))
  const more = items.filter((item) => !BAR_SECTIONS.includes(item.href))
  return (
    <>
      <nav aria-label="Back office" className="hidden lg:block">
        <ul className="-mx-1 flex flex-wrap gap-1 px-1">
          {items.map((item) => (
            <li key={item.href}>
              <DeskNavLink look="pill" {...item} />
            </li>
          ))}
        </ul>
      </nav>
      <nav
        aria-label="Back office"
        data-testid="desk-tab-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
      >
        <ul className="mx-auto flex max-w-xl">
          {bar.map((item) => (
            <li key={item.href} className="min-w-0 flex-1">
              <DeskNavLink look="tab" icon={icon(item.href, 'size-6')} {...item} />
            </li>
          ))}
          {more.map((item) => (
            <DeskNavLink key={item.href} look="tab" icon={icon(item.href, 'size-6')} onlyWhenCurrent {...item} />
          ))}
          <li className="min-w-0 flex-1">
            <button
              type="button"
              popoverTarget={MORE_ID}
              className="flex h-16 w-full flex-col items-center justify-center gap-0.5 px-1 text-[0.6875rem] leading-tight font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700"
            >
              <Ellipsis className="size-6" aria-hidden />
              More
            </button>
          </li>
        </ul>
        <div
          id={MORE_ID}
          popover="auto"
          aria-labelledby={`${MORE_ID}-title`}
          className="inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-0 bg-white p-0 pb-[env(safe-area-inset-bottom)] text-ink shadow-2xl backdrop:bg-ink/40"
        >
          <div className="sticky top-0 flex items-center justify-between border-b border-ink/10 bg-white px-4 py-2">
            <h2 id={`${MORE_ID}-title`} className="text-base font-semibold">
              More
            </h2>
            <button
              type="button"
              popoverTarget={MORE_ID}
              popoverTargetAction="hide"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
            >
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <ul className="grid gap-1 p-2 sm:grid-cols-2">
            {more.map((item) => (
              <li key={item.href}>
                <DeskNavLink look="row" icon={icon(item.href, 'size-5 shrink-0')} {...item} />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  )
}
