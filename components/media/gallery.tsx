'use client'

import Image from 'next/image'
import { useState } from 'react'
import { Expand } from 'lucide-react'
import { Lazy } from '@/components/ui/lazy'
import { PHONE_ROW_ITEM, PHONE_ROW_LIST, PHONE_ROW_PHOTO, PHONE_ROW_PHOTO_SIZES } from '@/components/ui/phone-row'
import { minWidth } from '@/lib/breakpoints'
import { cx } from '@/lib/utils'
import { uploadUrl } from '@/lib/routes'

// The larger view's dialog code is fetched when a visitor first opens a photo.
const loadLightbox = () => import('./gallery-lightbox').then((m) => m.GalleryLightbox)

/** On desktops the first photo is a 2x2 feature and the eighth a 2x1 strip: 12 photos fill 4 rows of 4. */
const FEATURE_INDEX = 0
const WIDE_INDEX = 7

/**
 * The travel photo gallery: a row that scrolls sideways at or below 1024 px, a square grid above;
 * a photo opens larger, with arrow-key browsing.
 */
export function Gallery({ images, label = 'Travel photo' }: { images: readonly string[]; label?: string }) {
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
              aria-label={`Open ${label.toLowerCase()} ${i + 1} of ${count}`}
            >
              <Image
                src={uploadUrl(file)}
                alt=""
                fill
                quality={60}
                sizes={
                  i === FEATURE_INDEX || i === WIDE_INDEX
                    ? `${minWidth('wide')} 640px, ${PHONE_ROW_PHOTO_SIZES}`
                    : `${minWidth('wide')} 320px, ${PHONE_ROW_PHOTO_SIZES}`
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
