'use client'

import { useEffect, useRef, useState } from 'react'
import { CarouselArrows } from '@/components/media/carousel-controls'
import { useMediaQuery } from '@/components/media/use-media-query'
import { TripCard } from '@/components/trip/trip-card'
import { SLIDE_TRANSITION_MS, SLIDER_MEDIA_QUERY } from '@/lib/constants'
import type { TripSummary } from '@/lib/types'

/**
 * Trip cards as a slider above 1024 px and a grid at or below (spec §2, §4). The slider
 * steps by its page size, wraps at both ends and ignores moves for 500 ms after one; its
 * arrows show only when there are more trips than a page. The layout switch is pure CSS,
 * so the server HTML already has the right shape at every width.
 */
export function TripSlider({ trips, pageSize, label }: { trips: TripSummary[]; pageSize: number; label: string }) {
  const slider = useMediaQuery(SLIDER_MEDIA_QUERY)
  const [start, setStart] = useState(0)
  const locked = useRef(false)
  const lockTimer = useRef<number | undefined>(undefined)
  const paged = trips.length > pageSize
  const lastStart = Math.floor((trips.length - 1) / pageSize) * pageSize
  const current = slider ? start : 0

  useEffect(() => () => window.clearTimeout(lockTimer.current), [])

  const move = (direction: 1 | -1) => {
    if (locked.current) return
    locked.current = true
    lockTimer.current = window.setTimeout(() => {
      locked.current = false
    }, SLIDE_TRANSITION_MS)
    setStart((s) => {
      if (direction === 1) return s + pageSize > lastStart ? 0 : s + pageSize
      return s - pageSize < 0 ? lastStart : s - pageSize
    })
  }

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="wide:-mx-3 wide:overflow-hidden wide:py-4">
        <ul
          role="list"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 wide:flex wide:gap-0 wide:transition-transform wide:ease-out"
          style={{
            transform: slider ? `translateX(-${(current * 100) / pageSize}%)` : undefined,
            transitionDuration: `${SLIDE_TRANSITION_MS}ms`,
          }}
        >
          {trips.map((trip, i) => {
            const visible = !slider || (i >= current && i < current + pageSize)
            return (
              <li
                key={trip.id}
                className="wide:shrink-0 wide:px-3"
                style={{ flexBasis: `${100 / pageSize}%` }}
                inert={!visible}
                data-visible={visible}
              >
                <TripCard
                  trip={trip}
                  sizes={`(min-width: 1025px) ${Math.round(1280 / pageSize)}px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw`}
                />
              </li>
            )
          })}
        </ul>
      </div>
      {paged ? (
        <div className="mt-4 hidden items-center justify-between gap-4 wide:flex">
          <p className="text-sm text-ink-muted" aria-live="polite">
            Showing {current + 1}–{Math.min(current + pageSize, trips.length)} of {trips.length} tours
          </p>
          <CarouselArrows label={`${label} page`} onPrevious={() => move(-1)} onNext={() => move(1)} />
        </div>
      ) : null}
    </div>
  )
}
