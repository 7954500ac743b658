'use client'

import { Dialog as DialogPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import type { ComponentProps, RefObject } from 'react'
import { cn } from '@/lib/site/utils'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

/**
 * An onCloseAutoFocus handler for a dialog opened without a Radix trigger (its code loads on
 * first open, or it opens from state): the focus goes back to the element that opened it.
 */
export function focusOnClose(element: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    if (!element.current) return
    event.preventDefault()
    element.current.focus()
  }
}

export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  const t = useTranslations('ui')
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="data-[state=open]:animate-in fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          // Below sm a sheet rising from the bottom; from sm centred in the height below the toasts'
          // zone at the top (globals.css). Either way a toast never covers the dialog's controls.
          'fixed bottom-0 left-1/2 z-50 max-h-[calc(100dvh-var(--toast-zone))] w-full max-w-lg -translate-x-1/2 overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl focus:outline-none sm:top-[calc(50%+var(--toast-zone)/2-0.5rem)] sm:bottom-auto sm:max-h-[calc(100dvh-var(--toast-zone)-1rem)] sm:w-[calc(100vw-2rem)] sm:-translate-y-1/2 sm:rounded-2xl sm:p-8',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
          aria-label={closeLabel ?? t('close')}
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('pr-10 font-display text-2xl font-semibold text-ink', className)} {...props} />
  )
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1.5 text-sm text-ink-muted', className)} {...props} />
}
