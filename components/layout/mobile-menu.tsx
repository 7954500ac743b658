'use client'

import { useRef, useState } from 'react'
import { Menu } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
// The button's look without its component: Button can be a Slot (asChild), whose Radix code
// this one plain button of every page does not need.
import { buttonVariants } from '@/components/ui/button-variants'
import { cx } from '@/lib/site/utils'
import { Lazy } from '@/components/ui/lazy'
import type { NavEntry } from '@/lib/catalog/navigation'

// The menu's dialog code is fetched when a visitor reaches for the button, not with the page.
const loadPanel = () => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel)

/** The menu button below 1024 px; the slide-in menu itself is MobileMenuPanel. */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const t = useTranslations('ui.menu')
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen(true)}
      >
        <Menu className="!size-6" aria-hidden />
      </button>
      <Lazy load={loadPanel} when={open} props={{ entries, open, onOpenChange: setOpen, trigger }} />
    </>
  )
}
