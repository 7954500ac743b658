'use client'

import Image from 'next/image'
import { useState, type KeyboardEvent } from 'react'
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'
import { uploadUrl } from '@/lib/routes'

/** On desktops the first photo is a 2x2 feature and the eighth a 2x1 strip: 12 photos fill 4 rows of 4. */
const FEATURE_INDEX = 0
const WIDE_INDEX = 7

const navButton =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-colors hover:bg-white'

/** The travel photo gallery: a square grid; a photo opens larger, with arrow-key browsing. */
export function Gallery({ images, label = 'Travel photo' }: { images: readonly string[]; label?: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const count = images.length
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1)
    if (event.key === 'ArrowLeft') step(-1)
  }

  return (
    <>
      <ul role="list" className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-flow-dense lg:grid-cols-4">
        {images.map((file, i) => (
          <li
            key={file}
            className={cn(i === FEATURE_INDEX && 'lg:col-span-2 lg:row-span-2', i === WIDE_INDEX && 'lg:col-span-2')}
          >
            <button
              type="button"
              onClick={() => setOpen(i)}
              className={cn(
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
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <DialogContent className="max-w-5xl p-3 sm:p-4" closeLabel="Close photo" onKeyDown={onKeyDown}>
          {open !== null ? (
            <>
              <DialogTitle className="px-1 pb-3 text-lg sm:text-xl">
                {label} {open + 1} of {count}
              </DialogTitle>
              <DialogDescription className="sr-only">
                Use the left and right arrow keys to browse the photos.
              </DialogDescription>
              <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-sand-200">
                <Image
                  src={uploadUrl(images[open]!)}
                  alt={`${label} ${open + 1} of ${count}`}
                  fill
                  sizes="(min-width: 1024px) 1000px, 100vw"
                  className="object-cover"
                />
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className={cn(navButton, 'left-3')}
                  aria-label="Previous photo"
                >
                  <ChevronLeft className="size-5" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className={cn(navButton, 'right-3')}
                  aria-label="Next photo"
                >
                  <ChevronRight className="size-5" aria-hidden />
                </button>
              </div>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}
