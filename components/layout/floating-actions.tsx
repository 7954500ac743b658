'use client'

import { useEffect, useState } from 'react'
import { MessageSquareText } from 'lucide-react'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { FLOATING_ACTIONS_STRIP_PX } from '@/lib/constants'
import { siteConfig, whatsappHref } from '@/lib/site-config'
import { cn } from '@/lib/utils'

const FORM_CONTROLS = 'main form input, main form textarea, main form select, main form button'

/**
 * True while a page form's control is inside the bottom strip of the viewport or focused,
 * so the floating buttons never sit on top of a field or a submit button.
 */
function useFormControlInStrip(): boolean {
  const [covered, setCovered] = useState(false)

  useEffect(() => {
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const stripTop = window.innerHeight - FLOATING_ACTIONS_STRIP_PX
        const inStrip = Array.from(document.querySelectorAll<HTMLElement>(FORM_CONTROLS)).some((el) => {
          const rect = el.getBoundingClientRect()
          return rect.height > 0 && rect.bottom > stripTop && rect.top < window.innerHeight
        })
        const active = document.activeElement
        setCovered(inStrip || (active instanceof HTMLElement && active.matches(FORM_CONTROLS)))
      })
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    document.addEventListener('focusin', check)
    document.addEventListener('focusout', check)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
      document.removeEventListener('focusin', check)
      document.removeEventListener('focusout', check)
    }
  }, [])

  return covered
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-7 fill-current" aria-hidden focusable="false">
      <path d="M12 2a9.9 9.9 0 00-8.5 15l-1.4 5 5.2-1.4A9.9 9.9 0 1012 2zm0 18.1a8.2 8.2 0 01-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1112 20.1zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.3-.4.3-.4.8-1.4a.5.5 0 000-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.7 11.8 11.8 0 004.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 001.8-1.2 2.2 2.2 0 00.1-1.3c0-.1-.2-.2-.4-.3z" />
    </svg>
  )
}

/** WhatsApp (bottom right) and Enquiry Now (bottom left, opening the enquiry dialog). */
export function FloatingActions() {
  const [open, setOpen] = useState(false)
  const hidden = useFormControlInStrip() && !open
  const placement = cn(
    'fixed bottom-4 z-30 transition-[opacity,transform] duration-200',
    hidden && 'pointer-events-none translate-y-4 opacity-0',
  )
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <button
            type="button"
            aria-hidden={hidden || undefined}
            tabIndex={hidden ? -1 : undefined}
            className={cn(
              placement,
              'left-4 inline-flex min-h-12 items-center gap-2 rounded-full bg-maroon-800 px-5 text-sm font-semibold text-white shadow-lg shadow-maroon-900/30 hover:bg-maroon-900',
            )}
          >
            <MessageSquareText className="size-5" aria-hidden />
            Enquiry Now
          </button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Send us an enquiry</DialogTitle>
          <DialogDescription>
            Tell us where you would like to go. A travel executive will call you back within one working day.
          </DialogDescription>
          <div className="mt-5">
            <EnquiryForm onSuccess={() => setOpen(false)} />
          </div>
        </DialogContent>
      </Dialog>
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-hidden={hidden || undefined}
        tabIndex={hidden ? -1 : undefined}
        aria-label={`Chat with ${siteConfig.name} on WhatsApp`}
        className={cn(
          placement,
          'right-4 inline-flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg shadow-black/20 hover:scale-105',
        )}
      >
        <WhatsAppIcon />
      </a>
    </>
  )
}
