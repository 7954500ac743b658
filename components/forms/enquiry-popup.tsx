'use client'

import { useEffect, useState } from 'react'
import { Lazy } from '@/components/ui/lazy'
import { popupAlreadyShown, rememberPopupShown } from '@/lib/client/popup-shown'
import { ENQUIRY_POPUP_DELAY_MS } from '@/lib/constants'

// The dialog and its form are fetched when the popup is due, not with the home page.
const loadDialog = () => import('./enquiry-popup-dialog').then((m) => m.EnquiryPopupDialog)

/**
 * Home first-visit popup: opens ENQUIRY_POPUP_DELAY_MS after load unless it was closed or
 * answered before (a flag in localStorage), so a visitor sees it once.
 */
export function EnquiryPopup() {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (popupAlreadyShown()) return
    const timer = window.setTimeout(() => setOpen(true), ENQUIRY_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const onClose = () => {
    rememberPopupShown()
    setOpen(false)
  }
  return open ? <Lazy load={loadDialog} when props={{ onClose }} /> : null
}
