import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { PublishedPhoto } from '@/lib/reviews'
import { imageAttributes } from '@/components/ui/static-image'
import { uploadUrl } from '@/lib/site/routes'
import { minWidth } from '@/lib/site/breakpoints'
import { cx } from '@/lib/site/utils'
import { TAMIL_FACE } from './text'

/**
 * Photos sent by travellers and approved one by one, each captioned with what is true of it:
 * "Photo by Meena · Char Dham Yatra · Travelled Dec 2026". A fixed 4:3 frame (the photo cropped to
 * it), so nothing moves as they load. Rendered on the server (the trip page, the galleries).
 */
export function TravellerPhotos({
  photos,
  columns = 'trip',
  className,
}: {
  photos: PublishedPhoto[]
  /** 'trip': 2 across on a phone, 3 from 640 px (the trip page's column); 'wide': up to 4 (a full-width section). */
  columns?: 'trip' | 'wide'
  className?: string
}) {
  const t = useTranslations('reviews.photos')
  const title = (chunks: ReactNode, photo: PublishedPhoto) => <span lang={photo.tripTitleLang}>{chunks}</span>
  return (
    <ul
      role="list"
      className={cx(
        'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4',
        TAMIL_FACE,
        columns === 'wide' && 'lg:grid-cols-4',
        className,
      )}
      data-testid="traveller-photos"
    >
      {photos.map((photo) => {
        const values = { name: photo.name, trip: photo.tripTitle, month: photo.month }
        const image = imageAttributes({
          src: uploadUrl(photo.file),
          alt: t('alt', values),
          fill: true,
          sizes:
            columns === 'wide'
              ? `${minWidth('lg')} 25vw, ${minWidth('sm')} 33vw, 50vw`
              : `${minWidth('lg')} 270px, ${minWidth('sm')} 33vw, 50vw`,
          className: 'object-cover',
        })
        return (
          <li key={photo.id}>
            <figure className="flex h-full flex-col">
              <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-sand-200 shadow-card">
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt among them */}
                <img {...image} />
              </div>
              <figcaption className="mt-2 text-xs leading-snug break-words text-ink-muted sm:text-sm">
                {t.rich('caption', { ...values, title: (chunks) => title(chunks, photo) })}
              </figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
