'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { NavigationMenu } from 'radix-ui'
import { ChevronDown } from 'lucide-react'
import type { NavEntry } from '@/lib/navigation'
import { cn } from '@/lib/utils'

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:bg-sand-100 hover:text-maroon-800 data-[active=true]:text-maroon-800'

/** Desktop navigation (1024 px and wider): categories open a dropdown of their trips. */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const pathname = usePathname()
  return (
    <NavigationMenu.Root className="relative hidden lg:block" aria-label="Main">
      <NavigationMenu.List className="flex items-center gap-0.5">
        {entries.map((entry) => {
          const active = pathname === entry.href || entry.items.some((item) => item.href === pathname)
          if (entry.items.length === 0) {
            return (
              <NavigationMenu.Item key={entry.href}>
                <NavigationMenu.Link asChild active={active}>
                  <Link href={entry.href} className={linkClass} data-active={active}>
                    {entry.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            )
          }
          return (
            <NavigationMenu.Item key={entry.href} className="relative">
              <NavigationMenu.Trigger className={cn(linkClass, 'group')} data-active={active}>
                {entry.label}
                <ChevronDown
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-80 rounded-2xl border border-ink/10 bg-white p-2 shadow-xl">
                <NavigationMenu.Link asChild>
                  <Link
                    href={entry.href}
                    className="flex min-h-11 items-center justify-between rounded-xl bg-saffron-50 px-3 text-sm font-semibold text-saffron-800 hover:bg-saffron-100"
                  >
                    All {entry.label} tours
                    <span aria-hidden>→</span>
                  </Link>
                </NavigationMenu.Link>
                <ul className="mt-1 max-h-[60vh] overflow-y-auto" role="list">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <NavigationMenu.Link asChild active={item.href === pathname}>
                        <Link
                          href={item.href}
                          className="flex min-h-11 items-center rounded-xl px-3 text-sm text-ink hover:bg-sand-100 hover:text-maroon-800"
                        >
                          {item.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
