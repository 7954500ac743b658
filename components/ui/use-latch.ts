import { useState } from 'react'

/**
 * True from the first render where `value` is true, for good. A dialog whose code is fetched
 * on first use stays rendered after that, so it can close, animate and reopen like any other.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  // Updating state while rendering is React's pattern for deriving from earlier renders.
  if (value && !latched) setLatched(true)
  return latched || value
}
