'use client'

import { useEffect, useRef } from 'react'
import { notify } from '@/lib/notify'

export const BANNERS_FAILED_MESSAGE = 'Failed to load banners. Please try again.'

/**
 * Logs and announces a failed banner list once the page is interactive (spec §8 with
 * DESIGN.md difference 3). The server decides that it failed, so the page stays static.
 */
export function BannerFailureToast() {
  const shown = useRef(false)
  useEffect(() => {
    // React's development double effect would otherwise log and toast twice.
    if (shown.current) return
    shown.current = true
    console.error('[home] Failed to load the banner list')
    notify({ title: BANNERS_FAILED_MESSAGE, variant: 'destructive' })
  }, [])
  return null
}
