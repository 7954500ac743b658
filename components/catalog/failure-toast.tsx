'use client'

import { useEffect, useRef } from 'react'
import { notify, type NotifyOptions } from '@/lib/notify'

/** Shows a load-failure toast once when the page mounts; the page renders the inline message itself. */
export function FailureToast(props: NotifyOptions) {
  const shown = useRef(false)
  const { title, description, variant } = props
  useEffect(() => {
    // React's development double effect would otherwise stack two identical toasts.
    if (shown.current) return
    shown.current = true
    notify({ title, description, variant })
  }, [title, description, variant])
  return null
}
