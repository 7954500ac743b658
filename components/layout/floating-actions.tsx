'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'
import { MessageSquareText } from 'lucide-react'
import { siteConfig, whatsappHref } from '@/lib/site-config'
import { Lazy } from '@/components/ui/lazy'
import { cx } from '@/lib/utils'

/** Clearance around a floating button: it steps aside when a form control comes this close. */
const FLOATING_ACTIONS_CLEARANCE_PX = 8

// The dialog and its form (Radix, react-hook-form, the schemas) are fetched when a visitor
// reaches for the button, not with every page: most visits never open it.
const loadDialog = () => import('@/components/forms/enquiry-dialog').then((m) => m.EnquiryDialog)

const FORM_CONTROLS = 'main form input, main form textarea, main form select, main form button'

function overlaps(a: DOMRect, b: DOMRect): boolean {
  const m = FLOATING_ACTIONS_CLEARANCE_PX
  return a.left < b.right + m && a.right > b.left - m && a.top < b.bottom + m && a.bottom > b.top - m
}

/**
 * Which floating buttons currently sit on top of a control of a page form, so each can
 * step aside and never hide a field or a submit button (on phones, forms span the width).
 */
function useCoveredControls(buttons: RefObject<HTMLElement | null>[]): boolean[] {
  const [covered, setCovered] = useState<boolean[]>(() => buttons.map(() => false))

  useEffect(() => {
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const controls = Array.from(document.querySelectorAll<HTMLElement>(FORM_CONTROLS))
          .map((el) => el.getBoundingClientRect())
          .filter((rect) => rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
        const next = buttons.map((ref) => {
          const button = ref.current?.getBoundingClientRect()
          return button ? controls.some((rect) => overlaps(rect, button)) : false
        })
        setCovered((previous) => (previous.every((value, i) => value === next[i]) ? previous : next))
      })
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [buttons])

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
  const enquiryRef = useRef<HTMLButtonElement>(null)
  const whatsappRef = useRef<HTMLAnchorElement>(null)
  const [buttons] = useState(() => [enquiryRef, whatsappRef])
  const [enquiryCovering, whatsappCovering] = useCoveredControls(buttons)
  const enquiryHidden = enquiryCovering && !open
  const placement = (hidden: boolean) =>
    cx('fixed bottom-4 z-30 transition-opacity duration-200', hidden && 'pointer-events-none opacity-0')
  return (
    <aside aria-label="Enquire or chat on WhatsApp">
      <button
        ref={enquiryRef}
        type="button"
        aria-hidden={enquiryHidden || undefined}
        tabIndex={enquiryHidden ? -1 : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
        className={cx(
          placement(enquiryHidden),
          'left-4 inline-flex min-h-12 items-center gap-2 rounded-full bg-maroon-800 px-5 text-sm font-semibold text-white shadow-lg shadow-maroon-900/30 hover:bg-maroon-900',
        )}
      >
        <MessageSquareText className="size-5" aria-hidden />
        Enquiry Now
      </button>
      <Lazy load={loadDialog} when={open} props={{ open, onOpenChange: setOpen, trigger: enquiryRef }} />
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        ref={whatsappRef}
        aria-hidden={whatsappCovering || undefined}
        tabIndex={whatsappCovering ? -1 : undefined}
        aria-label={`Chat with ${siteConfig.name} on WhatsApp`}
        className={cx(
          placement(whatsappCovering),
          'right-4 inline-flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg shadow-black/20 hover:scale-105',
        )}
      >
        <WhatsAppIcon />
      </a>
    </aside>
  )
}
