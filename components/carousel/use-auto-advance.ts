'use client'

import { useEffect, useEffectEvent } from 'react'

/** Calls `onTick` every `intervalMs` while `running` holds (the carousels' autoplay). */
export function useAutoAdvance(onTick: () => void, intervalMs: number, running: boolean) {
  const tick = useEffectEvent(onTick)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => tick(), intervalMs)
    return () => window.clearInterval(timer)
  }, [running, intervalMs])
}
