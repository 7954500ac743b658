'use client'

import { createElement, useEffect, useState, type ComponentType } from 'react'

interface LazyProps<P extends object> {
  /** Fetches the component's code (a dynamic import). */
  load: () => Promise<ComponentType<P>>
  /** The code is fetched the first time this is true; the component stays rendered after. */
  when: boolean
  props: P
}

/**
 * A component whose code is fetched the first time it is wanted, then kept: dialogs load
 * this way when first opened. Nothing is rendered until the code has arrived.
 *
 * Plain state rather than React.lazy: a Suspense fallback would hold back the dialog for
 * React's fallback throttle (a timer) after the code has arrived.
 */
export function Lazy<P extends object>({ load, when, props }: LazyProps<P>) {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null)
  useEffect(() => {
    if (!when || loaded) return
    let live = true
    void load().then((component) => live && setLoaded(() => component))
    return () => {
      live = false
    }
  }, [load, when, loaded])
  return loaded ? createElement(loaded, props) : null
}
