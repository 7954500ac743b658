'use client'

import Image from 'next/image'
import type { KeyboardEvent } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/site/utils'
import { uploadUrl } from '@/lib/site/routes'
import { fillIn, type GalleryLabels } from './text'

const navButton =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-colors hover:bg-white'

interface GalleryLightboxProps {
  images: readonly string[]
  labels: GalleryLabels
  /** The index of the photo shown, or null when the lightbox is closed. */
  open: number | null
  onOpenChange: (open: number | null) => void
}

/** The gallery's larger view of one photo, with arrow-key browsing (opened by Gallery). */
export function GalleryLightbox({ images, labels, open, onOpenChange }: GalleryLightboxProps) {
  const count = images.length
  const step = (delta: number) => open !== null && onOpenChange((open + delta + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1)
    if (event.key === 'ArrowLeft') step(-1)
  }

  return (
    <Dialog open={open !== null} onOpenChange={(value) => !value && onOpenChange(null)}>
      <DialogContent className="max-w-5xl p-3 sm:p-4" closeLabel={labels.close} onKeyDown={onKeyDown}>
        {open !== null ? (
          <>
            <DialogTitle className="px-1 pb-3 text-lg sm:text-xl">
              {fillIn(labels.photo, { number: open + 1, count })}
            </DialogTitle>
            <DialogDescription className="sr-only">{labels.hint}</DialogDescription>
            <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-sand-200">
              <Image
                src={uploadUrl(images[open]!)}
                alt={fillIn(labels.photo, { number: open + 1, count })}
                fill
                sizes="(min-width: 1024px) 1000px, 100vw"
                className="object-cover"
              />
              <button
                type="button"
                onClick={() => step(-1)}
                className={cn(navButton, 'left-3')}
                aria-label={labels.previous}
              >
                <ChevronLeft className="size-5" aria-hidden />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className={cn(navButton, 'right-3')}
                aria-label={labels.next}
              >
                <ChevronRight className="size-5" aria-hidden />
              </button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
