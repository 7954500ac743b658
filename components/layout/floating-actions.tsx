'use client'

import { useRef, useState, type MouseEvent } from 'react'
import { MessageSquareText } from 'lucide-react'
import { useLocale, useTranslations } from '@/lib/site/i18n/client'
import { Lazy } from '@/components/ui/lazy'
import { cx } from '@/lib/site/utils'
import {
  CallAction,
  DockedBar,
  dockActionClass,
  FloatingWhatsApp,
  quickActionWords,
  WhatsAppAction,
} from './docked-bar'

// The dialog and its form (Radix, react-hook-form, the schemas) are fetched when a visitor
// reaches for a button, not with every page: most visits never open it.
const loadDialog = () => import('@/components/forms/enquiry-dialog').then((m) => m.EnquiryDialog)

/**
 * The site's quick contact actions, always on screen and never over content.
 * - Below 1024 px, one docked bar: Call · WhatsApp · Enquire (a trip page docks its own bar
 *   instead, and this one steps back).
 * - From 1024 px, the spec's floating buttons: Enquiry Now at bottom left (a tab on the screen's
 *   edge), WhatsApp at bottom right, each within the side padding of the page's content
 *   (`.container-site`, app/globals.css), so no content or control ever passes under them.
 * Both Enquire buttons open the Enquiry Now dialog.
 */
export function FloatingActions() {
  const t = useTranslations('ui.quickActions')
  const words = quickActionWords(useTranslations('ui'), useLocale())
  const [open, setOpen] = useState(false)
  // The button that opened the dialog (docked or floating) takes the focus back when it closes.
  const trigger = useRef<HTMLButtonElement | null>(null)
  const opener = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerEnter: loadDialog,
    onFocus: loadDialog,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      trigger.current = event.currentTarget
      setOpen(true)
    },
  } as const
  return (
    <>
      <DockedBar label={t('contactUs')} className="group-has-[[data-trip-bar]]/page:hidden">
        <CallAction words={words} className="flex-auto px-3 max-[400px]:px-2" />
        <WhatsAppAction words={words} className="flex-auto px-3 max-[400px]:px-2" />
        <button {...opener} className={cx(dockActionClass.enquire, 'flex-auto px-3 max-[400px]:px-2')}>
          <MessageSquareText className="size-5 shrink-0" aria-hidden />
          {t('enquire')}
        </button>
      </DockedBar>
      <aside aria-label={t('floatingLabel')} className="max-lg:hidden">
        <button
          {...opener}
          data-quick-actions
          className="fixed bottom-4 left-0 z-30 flex w-11 flex-col items-center gap-2 rounded-r-xl bg-maroon-800 py-4 text-sm font-semibold text-white shadow-lg shadow-maroon-900/30 hover:bg-maroon-900"
        >
          <MessageSquareText className="size-5" aria-hidden />
          <span className="rotate-180 [writing-mode:vertical-rl]">{t('enquiryNow')}</span>
        </button>
        <FloatingWhatsApp words={words} className="group-has-[[data-trip-bar]]/page:hidden" />
      </aside>
      <Lazy load={loadDialog} when={open} props={{ open, onOpenChange: setOpen, trigger }} />
    </>
  )
}
