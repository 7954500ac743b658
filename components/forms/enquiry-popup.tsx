'use client'

import { useEffect, useRef } from 'react'
import { X } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { popupAlreadyShown, rememberPopupShown } from '@/lib/leads/client/popup-shown'
import { ENQUIRY_POPUP_DELAY_MS, ENQUIRY_POPUP_IDLE_MS } from '@/lib/site/constants'
import { DeferredPopupForm } from './deferred'

/** What a visitor is busy with: a field with the focus, an open menu (its button's aria-expanded), an open dialog. */
const BUSY = [
  'input:focus',
  'textarea:focus',
  'select:focus',
  '[contenteditable]:focus',
  '[aria-expanded="true"]',
  'dialog[open]',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(', ')

/** What a visitor does: each of these restarts the wait for them to be idle. */
const ACTIVITY = ['keydown', 'input', 'pointerdown', 'wheel', 'touchstart'] as const

/**
 * Home first-visit popup: opens ENQUIRY_POPUP_DELAY_MS after load unless it was closed or
 * answered before (a flag in localStorage), so a visitor sees it once. It never takes the
 * visitor away from what they are doing: while a field has the focus or a menu or dialog is
 * open, or within ENQUIRY_POPUP_IDLE_MS of their last key, click or touch, it waits and looks again.
 *
 * A native modal <dialog> in the server's HTML: the browser gives it the focus trap, Escape
 * and the inert page behind, so the popup costs the page almost no code; its form's code is
 * fetched when the visitor reaches for it (deferred-form.tsx). A click on the backdrop closes it.
 */
export function EnquiryPopup() {
  const t = useTranslations('forms.popup')
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (popupAlreadyShown()) return
    let lastActivity = Number.NEGATIVE_INFINITY
    const active = () => {
      lastActivity = Date.now()
    }
    for (const type of ACTIVITY) window.addEventListener(type, active, { capture: true, passive: true })
    const stop = () => {
      window.clearTimeout(timer)
      for (const type of ACTIVITY) window.removeEventListener(type, active, { capture: true })
    }
    const open = () => {
      if (!dialog.current || dialog.current.open) return stop()
      const idleFor = Date.now() - lastActivity
      if (idleFor < ENQUIRY_POPUP_IDLE_MS || document.querySelector(BUSY)) {
        timer = window.setTimeout(open, Math.max(ENQUIRY_POPUP_IDLE_MS - idleFor, 250))
        return
      }
      stop()
      // The form's fill time counts from here (deferred-form.tsx).
      dialog.current.dataset.openedAt = String(Date.now())
      dialog.current.showModal()
    }
    let timer = window.setTimeout(open, ENQUIRY_POPUP_DELAY_MS)
    return stop
  }, [])

  const close = () => {
    rememberPopupShown()
    dialog.current?.close()
  }

  return (
    <dialog
      ref={dialog}
      data-testid="enquiry-popup"
      aria-labelledby="enquiry-popup-title"
      aria-describedby="enquiry-popup-description"
      // Closed by the button, Escape, the backdrop or a sent enquiry: never shown again.
      onClose={rememberPopupShown}
      onClick={(event) => {
        // The dialog element itself is the target for its padding too: only a click outside its box closes it.
        const box = event.currentTarget.getBoundingClientRect()
        const outside =
          event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
        if (event.target === event.currentTarget && outside) close()
      }}
      // Below sm a sheet rising from the bottom; from sm centred in the height below the toasts'
      // zone at the top (globals.css). Either way a toast never covers the popup's controls.
      className="mx-auto mt-auto mb-0 max-h-[calc(100dvh-var(--toast-zone))] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-[2px] sm:top-(--toast-zone) sm:bottom-4 sm:m-auto sm:max-h-[calc(100dvh-var(--toast-zone)-1rem)] sm:w-[calc(100vw-2rem)] sm:max-w-md sm:rounded-2xl sm:p-8"
    >
      {/* First in the dialog, so showModal() focuses it: no keyboard jumps up on a phone before the
          visitor has read the popup, and the form's code waits until the visitor reaches for a field. */}
      <button
        type="button"
        onClick={close}
        aria-label={t('close')}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
      >
        <X className="size-5" aria-hidden />
      </button>
      <p className="eyebrow">{t('eyebrow')}</p>
      <h2 id="enquiry-popup-title" className="mt-2 pr-10 font-display text-2xl font-semibold text-ink">
        {t('title')}
      </h2>
      <p id="enquiry-popup-description" className="mt-1.5 text-sm text-ink-muted">
        {t('description')}
      </p>
      <DeferredPopupForm onDone={close} />
    </dialog>
  )
}
