'use client'

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import type { ImageAttributes } from '@/components/ui/static-image'
import { cx } from '@/lib/site/utils'

/** A horizontal drag longer than this changes the trip gallery image. */
const GALLERY_SWIPE_THRESHOLD_PX = 40

/** One photo of the gallery: the large image's and the thumbnail's <img> attributes (trip-gallery-photos.ts). */
export type GalleryPhoto = { main: ImageAttributes; thumb: ImageAttributes }

/** The gallery's words in the page's language, from its server parent (trip-detail.tsx). */
export interface TripGalleryLabels {
  /** "Photos of Char Dham Yatra" */
  region: string
  /** By photo: "Image 2 of 5. Use the arrow keys to browse." */
  position: string[]
  /** By photo: "Show photo 2 of 5" */
  show: string[]
  previous: string
  next: string
  /** The thumbnails' list: "Choose a photo" */
  choose: string
}

/** The arrows' icons, drawn by the server parent: the page's script carries no icon of its own. */
export interface TripGalleryArrows {
  previous: ReactNode
  next: ReactNode
}

/**
 * The trip's photos: one large image, previous/next buttons, arrow keys, swipe, and a
 * row of thumbnails. Without JavaScript the first image and the thumbnails still show.
 */
export function TripGallery({
  photos,
  labels,
  arrows,
}: {
  photos: GalleryPhoto[]
  labels: TripGalleryLabels
  arrows: TripGalleryArrows
}) {
  const [active, setActive] = useState(0)
  const swipeStart = useRef<number | null>(null)
  const count = photos.length

  if (count === 0) {
    return <div className="aspect-[3/2] rounded-card bg-sand-200" aria-hidden />
  }

  const show = (index: number) => setActive((index + count) % count)

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(active + 1)
    else if (event.key === 'ArrowLeft') show(active - 1)
    else if (event.key === 'Home') show(0)
    else if (event.key === 'End') show(count - 1)
    else return
    event.preventDefault()
  }

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) < GALLERY_SWIPE_THRESHOLD_PX) return
    show(distance < 0 ? active + 1 : active - 1)
  }

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className="flex flex-col gap-3">
      <div
        role="group"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        className="group relative aspect-[3/2] touch-pan-y overflow-hidden rounded-card bg-sand-200 shadow-card select-none"
        aria-label={labels.position[active]}
        data-testid="gallery-main"
      >
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt among them */}
        <img key={photos[active]!.main.src as string} {...photos[active]!.main} />
        {count > 1 ? (
          <>
            <GalleryArrow direction="previous" label={labels.previous} onClick={() => show(active - 1)}>
              {arrows.previous}
            </GalleryArrow>
            <GalleryArrow direction="next" label={labels.next} onClick={() => show(active + 1)}>
              {arrows.next}
            </GalleryArrow>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-white"
              aria-hidden
            >
              {active + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1 sm:gap-3" role="list" aria-label={labels.choose}>
          {photos.map((photo, index) => (
            <li key={photo.thumb.src as string} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={labels.show[index]}
                aria-current={index === active ? 'true' : undefined}
                className={cx(
                  'relative block aspect-[3/2] w-20 overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-sand-50 transition sm:w-24',
                  index === active ? 'ring-saffron-600' : 'opacity-75 ring-transparent hover:opacity-100',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt among them */}
                <img {...photo.thumb} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function GalleryArrow({
  direction,
  label,
  onClick,
  children,
}: {
  direction: 'previous' | 'next'
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerDown={(event) => event.stopPropagation()}
      aria-label={label}
      className={cx(
        'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-card transition hover:bg-white',
        direction === 'previous' ? 'left-3' : 'right-3',
      )}
    >
      {children}
    </button>
  )
}
