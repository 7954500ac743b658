'use client'

import Image from 'next/image'
import { useState } from 'react'
import { Expand } from 'lucide-react'
import { Lazy } from '@/components/ui/lazy'
import { cx } from '@/lib/utils'
import { uploadUrl } from '@/lib/routes'

// The larger view's dialog code is fetched when a visitor first opens a photo.
const loadLightbox = () => import('./gallery-lightbox').then((m) => m.GalleryLightbox)

/** On desktops the first photo is a 2x2 feature and the eighth a 2x1 strip: 12 photos fill 4 rows of 4. */
const FEATURE_INDEX = 0
const WIDE_INDEX = 7

/** The travel photo gallery: a square grid; a photo opens larger, with arrow-key browsing. */
export function Gallery({ images, label = 'Travel photo' }: { images: readonly string[]; label?: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const count = images.length

  return (
    <>
      <ul role="list" className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-flow-dense lg:grid-cols-4">
        {images.map((file, i) => (
          <li
            key={file}
            className={cx(i === FEATURE_INDEX && 'lg:col-span-2 lg:row-span-2', i === WIDE_INDEX && 'lg:col-span-2')}
          >
            <button
              type="button"
              onClick={() => setOpen(i)}
              className={cx(
                'group relative block aspect-square w-full overflow-hidden rounded-card bg-sand-200 shadow-card',
                (i === FEATURE_INDEX || i === WIDE_INDEX) && 'lg:aspect-auto lg:h-full',
              )}
              aria-label={`Open ${label.toLowerCase()} ${i + 1} of ${count}`}
            >
              <Image
                src={uploadUrl(file)}
                alt=""
                fill
                quality={60}
                sizes={
                  i === FEATURE_INDEX || i === WIDE_INDEX
                    ? '(min-width: 1024px) 640px, (min-width: 768px) 33vw, 50vw'
                    : '(min-width: 1024px) 320px, (min-width: 768px) 33vw, 50vw'
                }
                className="object-cover transition-transform duration-500 group-hover:scale-105"
              />
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
      <Lazy load={loadLightbox} when={open !== null} props={{ images, label, open, onOpenChange: setOpen }} />
    </>
  )
}
