'use client'

import Image from 'next/image'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cx } from '@/lib/utils'
import { uploadUrl } from '@/lib/routes'

/** A horizontal drag longer than this changes the trip gallery image. */
const GALLERY_SWIPE_THRESHOLD_PX = 40

/**
 * The trip's photos: one large image, previous/next buttons, arrow keys, swipe, and a
 * row of thumbnails. Without JavaScript the first image and the thumbnails still show.
 */
export function TripGallery({ images, alts, title }: { images: string[]; alts?: string[]; title: string }) {
  const [active, setActive] = useState(0)
  const swipeStart = useRef<number | null>(null)
  const count = images.length

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
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} className="flex flex-col gap-3">
      <div
        role="group"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        className="group relative aspect-[3/2] touch-pan-y overflow-hidden rounded-card bg-sand-200 shadow-card select-none"
        aria-label={`Image ${active + 1} of ${count}. Use the arrow keys to browse.`}
        data-testid="gallery-main"
      >
        <Image
          key={images[active]}
          src={uploadUrl(images[active])}
          alt={alts?.[active] || `${title}, photo ${active + 1} of ${count}`}
          fill
          preload={active === 0}
          fetchPriority={active === 0 ? 'high' : undefined}
          sizes="(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw"
          className="object-cover"
          draggable={false}
        />
        {count > 1 ? (
          <>
            <GalleryArrow direction="previous" onClick={() => show(active - 1)} />
            <GalleryArrow direction="next" onClick={() => show(active + 1)} />
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
        <ul className="flex gap-2 overflow-x-auto pb-1 sm:gap-3" role="list" aria-label="Choose a photo">
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={`Show photo ${index + 1} of ${count}`}
                aria-current={index === active ? 'true' : undefined}
                className={cx(
                  'relative block aspect-[3/2] w-20 overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-sand-50 transition sm:w-24',
                  index === active ? 'ring-saffron-600' : 'opacity-75 ring-transparent hover:opacity-100',
                )}
              >
                <Image src={uploadUrl(image)} alt="" fill sizes="96px" quality={60} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function GalleryArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerDown={(event) => event.stopPropagation()}
      aria-label={direction === 'previous' ? 'Previous photo' : 'Next photo'}
      className={cx(
        'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-card transition hover:bg-white',
        direction === 'previous' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  )
}
