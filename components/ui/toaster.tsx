'use client'

import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { registerToaster, TOASTER_LAYER_ID } from '@/lib/site/notify'

/** Mounts sonner's Toaster the first time notify() asks for it (lib/site/notify.ts). */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null)
  const mounted = useRef<(() => void) | null>(null)

  useEffect(
    () =>
      registerToaster(async () => {
        const { Toaster: SonnerToaster } = await import('sonner')
        await new Promise<void>((resolve) => {
          mounted.current = resolve
          setSonner(() => SonnerToaster)
        })
      }),
    [],
  )

  // A parent's effect runs after its children's: sonner's Toaster has subscribed by now.
  useEffect(() => {
    if (Sonner) mounted.current?.()
  }, [Sonner])

  if (!Sonner) return null
  return (
    // A manual popover, raised into the top layer before each toast (notify.ts): a toast shows
    // above an open modal <dialog> (the first-visit popup) instead of under its backdrop.
    <div id={TOASTER_LAYER_ID} popover="manual" className="m-0 overflow-visible border-0 bg-transparent p-0">
      <Sonner
        position="top-center"
        closeButton
        toastOptions={{ classNames: { toast: 'font-sans !rounded-xl !shadow-lg', title: '!font-semibold' } }}
      />
    </div>
  )
}
