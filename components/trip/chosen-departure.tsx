'use client'

import type { ReactNode } from 'react'
import { useTripChoice, type ChosenDeparture } from './trip-choice'

/** "12 Dec · Madurai": the day, and the city in the page's language (marked English where it has no name in it). */
export function ChoiceWords({ chosen }: { chosen: ChosenDeparture }) {
  return (
    <>
      <span className="whitespace-nowrap">{chosen.day}</span>
      {chosen.place ? (
        <>
          {' · '}
          <span lang={chosen.place.lang}>{chosen.place.name}</span>
        </>
      ) : null}
    </>
  )
}

/**
 * The docked bar's price and departure: the trip's own (`children`, the server's) until the visitor
 * chooses a departure and city, then that choice's price and words.
 */
export function BarChoice({
  price,
  perPerson,
  children,
}: {
  /** The trip's price, for a departure chosen without a city (its waiting list). */
  price: string
  perPerson: string
  children: ReactNode
}) {
  const chosen = useTripChoice()
  if (!chosen) return children
  return (
    <p className="mr-auto min-w-0 leading-tight" data-testid="trip-bar-choice">
      <span className="block truncate text-base font-bold text-maroon-800">
        {chosen.price ?? price}
        <span className="text-xs font-medium text-ink-muted max-[374px]:sr-only">{perPerson}</span>
      </span>
      <span className="block truncate text-xs font-semibold text-ink">
        <ChoiceWords chosen={chosen} />
      </span>
    </p>
  )
}

/**
 * The price card's line for the chosen departure ("12 Dec · Madurai · ₹34,000 /person"), announced
 * to screen readers as the choice changes; nothing before a choice.
 */
export function CardChoice({ label, perPerson }: { label: string; perPerson: string }) {
  const chosen = useTripChoice()
  return (
    <div aria-live="polite" className="empty:hidden">
      {chosen ? (
        <p className="mt-3 rounded-lg bg-maroon-50 px-3 py-2 text-sm" data-testid="trip-card-choice">
          <span className="block text-xs text-ink-muted">{label}</span>
          <span className="font-semibold text-ink">
            <ChoiceWords chosen={chosen} />
            {chosen.price ? (
              <>
                {' · '}
                <span className="whitespace-nowrap">
                  {chosen.price}
                  {perPerson}
                </span>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
    </div>
  )
}
