'use client'

import type { ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { Link } from '@/components/ui/link'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

/** Whether a desk section's link names the page at `pathname`: the inbox owns the lead pages and their bookings too. */
export function isCurrentDeskSection(href: string, pathname: string): boolean {
  if (href === ADMIN_ROUTES.home)
    return pathname === href || pathname.startsWith('/admin/leads/') || pathname.startsWith('/admin/bookings/')
  return pathname === href || pathname.startsWith(`${href}/`)
}

const LOOKS = {
  /** The desktop bar's pill. */
  pill: {
    base: 'inline-flex min-h-10 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap',
    current: 'bg-maroon-800 text-white',
    other: 'text-ink hover:bg-sand-200',
    count: 'rounded-full px-1.5 text-xs tabular-nums',
    countCurrent: 'bg-white/20',
    countOther: 'bg-saffron-100 text-saffron-900',
  },
  /** A tab of the phone's bottom bar: the icon over its label, the count on the icon's corner. */
  tab: {
    base: 'relative flex h-16 w-full flex-col items-center justify-center gap-0.5 px-1 text-[0.6875rem] leading-tight font-medium',
    current:
      'text-maroon-800 before:absolute before:inset-x-3 before:top-0 before:h-0.5 before:rounded-full before:bg-maroon-700',
    other: 'text-ink-muted hover:text-ink',
    count:
      'absolute top-1.5 left-1/2 ml-1.5 min-w-5 rounded-full px-1 text-center text-[0.6875rem] leading-5 tabular-nums',
    countCurrent: 'bg-maroon-700 text-white',
    countOther: 'bg-saffron-700 text-white',
  },
  /** A row of the phone's "More" sheet. */
  row: {
    base: 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-medium',
    current: 'bg-maroon-50 text-maroon-800',
    other: 'text-ink hover:bg-sand-100',
    count: 'ml-auto rounded-full px-2 text-sm tabular-nums',
    countCurrent: 'bg-maroon-700 text-white',
    countOther: 'bg-saffron-100 text-saffron-900',
  },
} as const

/**
 * One link of the desk's menus, the one client piece of them: it reads the address to mark the
 * current section (aria-current), shows a section kept in the "More" sheet in the phone's bar
 * while it is the current page (`onlyWhenCurrent`), and closes the sheet it sits in when followed.
 */
export function DeskNavLink({
  href,
  label,
  count,
  icon,
  look,
  onlyWhenCurrent = false,
}: {
  href: string
  label: string
  count?: number
  icon?: ReactNode
  look: keyof typeof LOOKS
  onlyWhenCurrent?: boolean
}) {
  const pathname = usePathname()
  const current = isCurrentDeskSection(href, pathname)
  if (onlyWhenCurrent && !current) return null
  const style = LOOKS[look]
  const link = (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        const sheet = event.currentTarget.closest<HTMLElement>('[popover]')
        if (sheet?.matches(':popover-open')) sheet.hidePopover()
      }}
      className={cx(
        style.base,
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700',
        current ? style.current : style.other,
      )}
    >
      {icon}
      <span className={look === 'tab' ? 'max-w-full truncate' : undefined}>{label}</span>
      {count ? (
        <span className={cx(style.count, current ? style.countCurrent : style.countOther)}>
          {count.toLocaleString('en-IN')}
        </span>
      ) : null}
    </Link>
  )
  return onlyWhenCurrent ? <li className="min-w-0 flex-1">{link}</li> : link
}
