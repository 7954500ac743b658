'use client'

import { Toaster as Sonner } from 'sonner'

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans !rounded-xl !shadow-lg', title: '!font-semibold' } }}
    />
  )
}
