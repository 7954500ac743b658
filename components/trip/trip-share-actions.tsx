'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { whatsappShareHref } from '@/lib/site/contact'
import { takeHomeAction } from './take-home-action'

/** The share actions' words in the page's language, from their server parent (trip-take-home.tsx). */
export interface TripShareLabels {
  print: string
  share: string
  /** The small menu's name: "Share this trip" */
  menu: string
  whatsApp: string
  copy: string
  copied: string
  /** The prompt that shows the link to copy by hand: "Copy this link" */
  prompt: string
}

/**
 * The actions' icons, drawn by the server parent and handed over as elements: the page's script
 * then carries no icon of its own.
 */
export interface TripShareIcons {
  print: ReactNode
  share: ReactNode
  whatsApp: ReactNode
  copy: ReactNode
  copied: ReactNode
}

/**
 * Print the page, and share its address: with the Web Share API where the browser has it (the
 * phone's own share sheet), else a small menu of WhatsApp and copying the link. The address is
 * the trip page's, so the message shows its link preview.
 */
export function TripShareActions({
  title,
  url,
  labels,
  icons,
}: {
  title: string
  url: string
  labels: TripShareLabels
  icons: TripShareIcons
}) {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const menuId = useId()
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node))
        setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return
      }
    }
    setCopied(false)
    setOpen((value) => !value)
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard: the link is shown to copy by hand.
      window.prompt(labels.prompt, url)
    }
  }

  return (
    <>
      <button type="button" className={takeHomeAction} onClick={() => window.print()}>
        {icons.print}
        {labels.print}
      </button>
      <div ref={wrapper} className="relative">
        <button
          type="button"
          className={takeHomeAction}
          onClick={share}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
        >
          {icons.share}
          {labels.share}
        </button>
        {open ? (
          <div
            id={menuId}
            role="group"
            aria-label={labels.menu}
            className="absolute top-full left-0 z-20 mt-2 flex w-56 flex-col gap-1 rounded-card border border-ink/10 bg-white p-2 shadow-lg max-sm:right-0 max-sm:left-auto"
          >
            <a
              href={whatsappShareHref(`${title}: ${url}`)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-sand-100"
            >
              {icons.whatsApp}
              {labels.whatsApp}
            </a>
            <button
              type="button"
              onClick={copy}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-left text-sm font-medium hover:bg-sand-100"
            >
              {copied ? icons.copied : icons.copy}
              {copied ? labels.copied : labels.copy}
            </button>
            <p role="status" className="sr-only">
              {copied ? labels.copied : ''}
            </p>
          </div>
        ) : null}
      </div>
    </>
  )
}
