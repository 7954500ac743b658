'use client'

import { useState } from 'react'
import { Expand } from 'lucide-react'
import { Lazy } from '@/components/ui/lazy'
import { PHONE_ROW_ITEM, PHONE_ROW_LIST, PHONE_ROW_PHOTO } from '@/components/ui/phone-row'
import type { ImageAttributes } from '@/components/ui/static-image'
import { cx } from '@/lib/site/utils'
import { FEATURE_INDEX, WIDE_INDEX } from './gallery-layout'
import { fillIn, type GalleryLabels } from './text'

// The larger view's dialog code is fetched when a visitor first opens a photo.
const loadLightbox = () => import('./gallery-lightbox').then((m) => m.GalleryLightbox)

/**
 * The travel picture gallery: a row that scrolls sideways at or below 1024 px, a square grid above;
 * a photo opens larger, with arrow-key browsing. `photos` are the grid's <img> attributes, worked
 * out on the server (gallery-photos.ts); `images` the files the larger view shows; `labels` its
 * words, translated by the server parent (labels.ts).
 */
export function Gallery({
  images,
  photos,
  labels,
}: {
  images: readonly string[]
  photos: ImageAttributes[]
  labels: GalleryLabels
}) {
  const [open, setOpen] = useState<number | null>(null)
  const count = images.length

  return (
    <>
      <ul role="list" className={cx(PHONE_ROW_LIST, 'wide:grid wide:grid-flow-dense wide:grid-cols-4 wide:gap-4')}>
        {images.map((file, i) => (
          <li
            key={file}
            className={cx(
              PHONE_ROW_ITEM,
              PHONE_ROW_PHOTO,
              i === FEATURE_INDEX && 'wide:col-span-2 wide:row-span-2',
              i === WIDE_INDEX && 'wide:col-span-2',
            )}
          >
            <button
              type="button"
              onClick={() => setOpen(i)}
              className={cx(
                'group relative block aspect-square w-full overflow-hidden rounded-card bg-sand-200 shadow-card',
                (i === FEATURE_INDEX || i === WIDE_INDEX) && 'wide:aspect-auto wide:h-full',
              )}
              aria-label={fillIn(labels.open, { number: i + 1, count })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt among them */}
              <img {...photos[i]} />
              <span
                aria-hidden
                className="absolute inset-0 flex items-end justify-end bg-gradient-to-t from-ink/50 to-transparent p-3 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <Expand className="size-5 text-white" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lazy load={loadLightbox} when={open !== null} props={{ images, labels, open, onOpenChange: setOpen }} />
    </>
  )
}
