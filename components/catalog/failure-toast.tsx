'use client'

import { useEffect, useRef } from 'react'
import { notify, type NotifyOptions } from '@/lib/site/notify'

interface FailureToastProps extends NotifyOptions {
  /** Also written to the browser console, for a failure someone debugging the page should see. */
  log?: string
}

/** Shows a load-failure toast once when the page mounts; the page renders the inline message itself. */
export function FailureToast({ title, description, variant, log }: FailureToastProps) {
  const shown = useRef(false)
  useEffect(() => {
    // React's development double effect would otherwise stack two identical toasts.
    if (shown.current) return
    shown.current = true
    if (log) console.error(log)
    notify({ title, description, variant })
  }, [title, description, variant, log])
  return null
}
