'use client'

import { Link } from '@/components/ui/link'
import { useTranslations } from '@/lib/site/i18n/client'
import { usePathname } from '@/lib/site/i18n/navigation'
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import type { NavEntry } from '@/lib/catalog/navigation'
import { cx } from '@/lib/site/utils'

// Tamil labels are wider than English ones: on Tamil pages a little tighter and smaller, so that
// from 1280 px each label, two words too, stays on one line. From 1024 to 1279 px (lg to xl) the
// labels are tighter and smaller in both languages (the Tamil ones smaller still), so that at 1024 px
// the menu and the Contact button fit inside the container with every label on one line; were a
// wider face to need more, a two-word label would go onto two lines rather than push the button out.
const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:bg-sand-100 hover:text-maroon-800 data-[active=true]:text-maroon-800 lg:max-xl:gap-0.5 lg:max-xl:px-1.5 lg:max-xl:text-left lg:max-xl:text-sm lg:max-xl:leading-snug [:lang(ta)_&]:px-2.5 [:lang(ta)_&]:text-sm lg:max-xl:[:lang(ta)_&]:px-1.5 lg:max-xl:[:lang(ta)_&]:text-[0.8125rem] xl:[:lang(ta)_&]:whitespace-nowrap'

/** How long the pointer may leave a dropdown before it closes, so a diagonal move does not drop it. */
const HOVER_CLOSE_DELAY_MS = 200

/**
 * Desktop navigation (1024 px and wider): categories open a dropdown of their trips.
 * The disclosure pattern of the WAI-ARIA practices: each category is a button with
 * aria-expanded over a list of links; hover or click opens it, Escape closes it and
 * returns the focus to the button, and it closes when the focus or a click goes elsewhere.
 */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const t = useTranslations('ui.menu')
  // The page's path without its language prefix, as the entries' addresses are.
  const pathname = usePathname()
  const [openHref, setOpenHref] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const closeTimer = useRef(0)
  /** Opened by the mouse arriving: the click that follows on the button is the same gesture and keeps it open. */
  const openedByHover = useRef(false)

  const cancelClose = () => window.clearTimeout(closeTimer.current)
  const open = (href: string) => {
    cancelClose()
    setOpenHref(href)
  }
  const closeSoon = () => {
    cancelClose()
    closeTimer.current = window.setTimeout(() => setOpenHref(null), HOVER_CLOSE_DELAY_MS)
  }

  useEffect(() => {
    if (!openHref) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenHref(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openHref])

  useEffect(() => cancelClose, [])

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !openHref) return
    event.preventDefault()
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus()
    setOpenHref(null)
  }

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenHref(null)
  }

  return (
    <nav ref={navRef} className="relative hidden lg:block" aria-label={t('main')}>
      <ul className="flex items-center gap-0.5" role="list">
        {entries.map((entry) => {
          const active = pathname === entry.href || entry.items.some((item) => item.href === pathname)
          if (entry.items.length === 0) {
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  className={linkClass}
                  data-active={active}
                  aria-current={pathname === entry.href ? 'page' : undefined}
                  lang={entry.lang}
                >
                  {entry.label}
                </Link>
              </li>
            )
          }
          const isOpen = openHref === entry.href
          const panelId = `nav-${entry.href.slice(1)}`
          return (
            <li
              key={entry.href}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || isOpen) return
                openedByHover.current = true
                open(entry.href)
              }}
              onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              <button
                type="button"
                className={cx(linkClass, 'group')}
                data-active={active}
                data-state={isOpen ? 'open' : 'closed'}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => {
                  const hovered = openedByHover.current
                  openedByHover.current = false
                  if (!isOpen) open(entry.href)
                  else if (!hovered) setOpenHref(null)
                }}
              >
                <span lang={entry.lang}>{entry.label}</span>
                <ChevronDown
                  className="size-4 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                // Following one of its links closes the dropdown.
                onClick={(event) => (event.target as Element).closest('a') && setOpenHref(null)}
                className="absolute top-full left-0 z-50 mt-2 w-80 rounded-2xl border border-ink/10 bg-white p-2 shadow-xl"
              >
                <Link
                  href={entry.href}
                  className="flex min-h-11 items-center justify-between rounded-xl bg-saffron-50 px-3 text-sm font-semibold text-saffron-800 hover:bg-saffron-100"
                >
                  {t('allTours', { label: entry.label })}
                  <span aria-hidden>→</span>
                </Link>
                <ul className="mt-1 max-h-[60vh] overflow-y-auto" role="list">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={item.href === pathname ? 'page' : undefined}
                        lang={item.lang}
                        className="flex min-h-11 items-center rounded-xl px-3 text-sm text-ink hover:bg-sand-100 hover:text-maroon-800"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
