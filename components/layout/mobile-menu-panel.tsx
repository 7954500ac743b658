'use client'

import { Link } from '@/components/ui/link'
import { useState, type RefObject } from 'react'
import { Dialog } from 'radix-ui'
import { ChevronDown, Phone, X } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { Button } from '@/components/ui/button'
import { focusOnClose } from '@/components/ui/dialog'
import type { NavEntry } from '@/lib/catalog/navigation'
import { contact } from '@/lib/site/contact'
import { cn } from '@/lib/site/utils'
import { Logo } from './logo'
import { ROUTES } from '@/lib/site/routes'
import { LanguageSwitch } from './language-switch'

interface MobileMenuPanelProps {
  entries: NavEntry[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which takes the focus back when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The slide-in menu below 1024 px (opened by MobileMenu). A category title navigates to its
 * page and closes the menu; the chevron beside it expands the category's trips.
 */
export function MobileMenuPanel({ entries, open, onOpenChange, trigger }: MobileMenuPanelProps) {
  const t = useTranslations('ui.menu')
  const [expanded, setExpanded] = useState<string | null>(null)
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none lg:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={focusOnClose(trigger)}
        >
          <div className="flex items-center justify-between border-b border-ink/10 px-4 py-3">
            <Dialog.Title asChild>
              <span>
                <Logo />
                <span className="sr-only">{t('title')}</span>
              </span>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('close')}>
                <X className="!size-6" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t('mobile')} className="flex-1 overflow-y-auto px-2 py-3">
            <ul role="list">
              {entries.map((entry) => {
                const isOpen = expanded === entry.href
                const panelId = `mobile-menu-${entry.href.slice(1)}`
                return (
                  <li key={entry.href} className="border-b border-ink/5 last:border-0">
                    <div className="flex items-center">
                      <Link
                        href={entry.href}
                        onClick={close}
                        className="flex min-h-12 flex-1 items-center rounded-xl px-3 text-base font-semibold text-ink hover:bg-sand-100"
                        lang={entry.lang}
                      >
                        {entry.label}
                      </Link>
                      {entry.items.length > 0 ? (
                        <button
                          type="button"
                          className="inline-flex size-12 items-center justify-center rounded-xl text-ink-muted hover:bg-sand-100"
                          aria-expanded={isOpen}
                          aria-controls={panelId}
                          aria-label={t(isOpen ? 'hideTrips' : 'showTrips', { label: entry.label })}
                          onClick={() => setExpanded(isOpen ? null : entry.href)}
                        >
                          <ChevronDown
                            className={cn('size-5 transition-transform', isOpen && 'rotate-180')}
                            aria-hidden
                          />
                        </button>
                      ) : null}
                    </div>
                    {entry.items.length > 0 ? (
                      <ul id={panelId} hidden={!isOpen} className="pb-2 pl-3" role="list">
                        {entry.items.map((item) => (
                          <li key={item.href}>
                            <Link
                              href={item.href}
                              onClick={close}
                              lang={item.lang}
                              className="flex min-h-11 items-center rounded-xl px-3 text-sm text-ink-muted hover:bg-sand-100 hover:text-maroon-800"
                            >
                              {item.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </nav>
          <div className="space-y-2 border-t border-ink/10 p-4">
            <Button asChild className="w-full" size="lg">
              <Link href={ROUTES.contact} onClick={close}>
                {t('contactUs')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="w-full" size="lg">
              <a href={contact.phoneHref}>
                <Phone aria-hidden /> {contact.phone}
              </a>
            </Button>
            <LanguageSwitch className="w-full justify-center rounded-full text-maroon-800 hover:bg-sand-100" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
