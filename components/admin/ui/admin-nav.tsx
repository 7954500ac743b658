'use client'

import { Link } from '@/components/ui/link'
import { usePathname } from 'next/navigation'
import { cx } from '@/lib/site/utils'

export interface AdminNavItem {
  href: string
  label: string
  count?: number
}

/** The back office's sections; the current one is marked for sight and for screen readers. */
export function AdminNav({ items }: { items: AdminNavItem[] }) {
  const pathname = usePathname()
  return (
    <nav aria-label="Back office" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1">
        {items.map((item) => {
          const current =
            item.href === '/admin'
              ? pathname === '/admin' || pathname.startsWith('/admin/leads')
              : pathname.startsWith(item.href)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-10 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700',
                  current ? 'bg-maroon-800 text-white' : 'text-ink hover:bg-sand-200',
                )}
              >
                {item.label}
                {item.count ? (
                  <span
                    className={cx(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      current ? 'bg-white/20' : 'bg-saffron-100 text-saffron-900',
                    )}
                  >
                    {item.count}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
