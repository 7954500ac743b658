import type { ReactNode } from 'react'
import { Phone } from 'lucide-react'
import { contact, whatsappHref } from '@/lib/site/contact'
import type { Locale } from '@/lib/site/i18n/locales'
import { cx } from '@/lib/site/utils'

/**
 * The docked bottom bar of phones and tablets (below 1024 px): Call · WhatsApp · Enquire.
 * Its height is the layout's `--dock-space` (app/document.tsx), which the footer keeps free at
 * the page's end and the page's scroll padding keeps free when something is scrolled into view,
 * so the bar never sits on anything a visitor cannot scroll out from under it.
 * A trip page docks its own bar (price, next departure, the trip's enquiry); the layout's
 * generic one then steps back (`data-trip-bar`).
 */
export function DockedBar({
  label,
  className,
  children,
  ...data
}: {
  label: string
  className?: string
  children: ReactNode
  'data-trip-bar'?: boolean
}) {
  return (
    <aside
      aria-label={label}
      data-quick-actions
      {...data}
      className={cx(
        // A shadow draws the top line (a border would make the bar taller than --dock-space).
        'fixed inset-x-0 bottom-0 z-30 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_0_rgb(34_26_22/0.1),0_-6px_20px_-12px_rgb(34_26_22/0.35)] backdrop-blur lg:hidden print:hidden',
        className,
      )}
    >
      <div className="container-site flex h-16 items-center gap-2 max-[400px]:gap-1.5">{children}</div>
    </aside>
  )
}

// Tamil words are longer than English ones: on Tamil pages the bar's words are a little smaller
// (Tamil letters stand taller than Latin ones at the same size), so Call · WhatsApp · Enquire fit
// side by side at 360 px.
const dockAction =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 max-[400px]:gap-1 max-[400px]:[&_svg]:size-4 [:lang(ta)_&]:text-[0.8125rem]'

/** The bar's actions: a compact icon button beside a trip's price, an icon over its word elsewhere. */
export const dockActionClass = {
  call: cx(dockAction, 'border border-ink/15 bg-white text-maroon-800 hover:border-maroon-800'),
  whatsapp: cx(dockAction, 'bg-[#167a42] text-white hover:bg-[#146c3a]'),
  enquire: cx(dockAction, 'bg-saffron-700 text-white hover:bg-saffron-800'),
}

/**
 * The actions' words in the page's language (messages ui.quickActions and ui.agency), made by the
 * caller: the actions are drawn by server components (a trip's bar) and client ones (the layout's)
 * alike.
 */
export interface QuickActionWords {
  locale: Locale
  call: string
  callLabel: string
  whatsapp: string
  whatsappLabel: string
  /** The WhatsApp message a visitor sends when the page names no trip. */
  whatsappGreeting: string
}

type QuickActionKey =
  | 'quickActions.call'
  | 'quickActions.callLabel'
  | 'quickActions.whatsapp'
  | 'quickActions.whatsappLabel'
  | 'agency.name'
  | 'agency.whatsappGreeting'

/** The words from a translator of the ui namespace, the server's or the client's. */
export function quickActionWords(
  t: (key: QuickActionKey, values?: Record<string, string>) => string,
  locale: Locale,
): QuickActionWords {
  const name = t('agency.name')
  return {
    locale,
    call: t('quickActions.call'),
    callLabel: t('quickActions.callLabel', { phone: contact.phone }),
    whatsapp: t('quickActions.whatsapp'),
    whatsappLabel: t('quickActions.whatsappLabel', { name }),
    whatsappGreeting: t('agency.whatsappGreeting', { name }),
  }
}

/** Call the agency's phone. `compact` shows the icon only (the name stays for screen readers). */
export function CallAction({
  words,
  compact = false,
  className,
}: {
  words: QuickActionWords
  compact?: boolean
  className?: string
}) {
  return (
    <a href={contact.phoneHref} aria-label={words.callLabel} className={cx(dockActionClass.call, className)}>
      <Phone className="size-5 shrink-0" aria-hidden />
      {compact ? null : <span>{words.call}</span>}
    </a>
  )
}

/** Chat on WhatsApp, with a message that says what the visitor is looking at (else the agency's greeting in the page's language). */
export function WhatsAppAction({
  words,
  message,
  compact = false,
  className,
}: {
  words: QuickActionWords
  message?: string
  compact?: boolean
  className?: string
}) {
  return (
    <a
      href={whatsappHref(message ?? words.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={words.whatsappLabel}
      className={cx(dockActionClass.whatsapp, className)}
    >
      <WhatsAppIcon className="size-5 shrink-0" />
      {compact ? null : <span>{words.whatsapp}</span>}
    </a>
  )
}

/**
 * The desktop's floating WhatsApp button (from 1024 px), at the bottom right in the content's
 * side padding. A trip page shows its own, whose message names the trip; the layout's generic
 * one then steps back (`data-trip-bar`, as the docked bar does).
 */
export function FloatingWhatsApp({
  words,
  message,
  className,
}: {
  words: QuickActionWords
  message?: string
  className?: string
}) {
  return (
    <a
      href={whatsappHref(message ?? words.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={words.whatsappLabel}
      data-quick-actions
      className={cx(
        'fixed right-2 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg shadow-black/20 transition-transform hover:scale-105 max-lg:hidden print:hidden',
        className,
      )}
    >
      <WhatsAppIcon className="size-7" />
    </a>
  )
}

export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cx('fill-current', className)} aria-hidden focusable="false">
      <path d="M12 2a9.9 9.9 0 00-8.5 15l-1.4 5 5.2-1.4A9.9 9.9 0 1012 2zm0 18.1a8.2 8.2 0 01-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1112 20.1zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.3-.4.3-.4.8-1.4a.5.5 0 000-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.7 11.8 11.8 0 004.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 001.8-1.2 2.2 2.2 0 00.1-1.3c0-.1-.2-.2-.4-.3z" />
    </svg>
  )
}
