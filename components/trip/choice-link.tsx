'use client'

import type { MouseEvent, ReactNode } from 'react'
import { TRIP_ENQUIRY_ANCHOR } from './choice-address'
import {
  chooseDeparture,
  isPhoneWidth,
  loadEnquirySheet,
  openEnquirySheet,
  useHydrated,
  useTripChoice,
} from './trip-choice'

/** What a departure link does once the page's script runs (without one, each leads to the form). */
export type ChoiceAction =
  /** A boarding-city chip: chooses, and the visitor stays where they are (a toggle button, pressed when chosen). */
  | 'choose'
  /** Enquire: on a phone the short enquiry sheet opens in place; on a wider screen the page's form, filled. */
  | 'enquire'
  /** The page's form, filled (the waiting list, whose form says more than the sheet would). */
  | 'form'

/** Takes the visitor to the page's enquiry form, its first field focused. */
function goToForm() {
  const section = document.getElementById(TRIP_ENQUIRY_ANCHOR)
  if (!section) return
  section.scrollIntoView({ block: 'start' })
  section.querySelector<HTMLInputElement>('form input[name="name"]')?.focus({ preventScroll: true })
}

/**
 * A trip page's link that chooses a departure (and boarding city) or enquires: in the server's
 * HTML, and without a script, a plain link to the enquiry form with the choice in the address
 * (choice-address.ts); once hydrated it acts in place (ChoiceAction). Without `departure` it
 * enquires with whatever is chosen.
 */
export function ChoiceLink({
  href,
  departure,
  city = '',
  action,
  className,
  children,
  ...rest
}: {
  href: string
  departure?: string
  city?: string
  action: ChoiceAction
  className?: string
  children: ReactNode
  'aria-label'?: string
  'data-choose-departure'?: string
  'data-choose-city'?: string
  'data-testid'?: string
}) {
  const hydrated = useHydrated()
  const chosen = useTripChoice()
  const toggle = hydrated && action === 'choose'
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own address, choice and all.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    // Enquire on a departure already chosen keeps the city chosen with it.
    const kept = action !== 'choose' && chosen && chosen.departure === departure ? chosen.city : city
    if (departure !== undefined) chooseDeparture({ departure, city: kept })
    if (action === 'enquire' && isPhoneWidth()) openEnquirySheet(event.currentTarget)
    else if (action !== 'choose') goToForm()
  }
  const preload = action === 'enquire' ? () => void loadEnquirySheet() : undefined
  return (
    <a
      href={href}
      className={className}
      {...rest}
      {...(toggle
        ? { role: 'button', 'aria-pressed': Boolean(chosen && chosen.departure === departure && chosen.city === city) }
        : {})}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {children}
    </a>
  )
}
