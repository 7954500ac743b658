'use client'

import { useTranslations } from '@/lib/site/i18n/client'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

const TRIP_PATH = /^(?:\/ta)?\/trip\/[^/]+$/

/**
 * "Loading trip details..." while a client-side navigation (a menu's link) waits for a trip
 * page. A trip page's own HTML carries the whole trip, so it has no loading state of its own:
 * a page with a Suspense fallback would send its content hidden behind the fallback, swapped
 * in by a script. A plain link's full page load is left to the browser: Next's links call
 * preventDefault on the clicks they handle, and React has run their handlers by the time the
 * click bubbles to the window, so only those are counted.
 */
export function TripNavigationStatus() {
  const t = useTranslations('ui')
  const pathname = usePathname()
  // The page the click left from: once the path is another, the navigation has landed.
  const [leftFrom, setLeftFrom] = useState<string | null>(null)
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setLeftFrom(null)
  }
  const waiting = leftFrom !== null && leftFrom === pathname

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || !(event.target instanceof Element)) return
      const link = event.target.closest('a')
      if (!link || link.origin !== window.location.origin || !TRIP_PATH.test(link.pathname)) return
      if (link.pathname !== window.location.pathname) setLeftFrom(window.location.pathname)
    }
    window.addEventListener('click', onClick)
    return () => window.removeEventListener('click', onClick)
  }, [])

  return (
    <p
      role="status"
      className={
        waiting
          ? 'fixed inset-x-0 top-0 z-[70] bg-maroon-900 px-4 py-2 text-center text-sm font-medium text-white shadow-lg'
          : 'sr-only'
      }
    >
      {waiting ? t('tripLoading') : ''}
    </p>
  )
}
