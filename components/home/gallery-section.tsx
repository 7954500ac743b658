import { getLocale, getTranslations } from 'next-intl/server'
import { Gallery } from '@/components/media/gallery'
import { galleryLabels } from '@/components/media/labels'
import { galleryPhotos } from '@/components/media/gallery-photos'
import { TravellerPhotos } from '@/components/media/traveller-photos'
import { SectionHeading } from '@/components/ui/section-heading'
import { getTravellerPhotos } from '@/lib/reviews'
import { siteConfig } from '@/lib/site/config'

/** The newest travellers' photos the gallery shows before its illustrations. */
const GALLERY_TRAVELLER_PHOTOS = 8

/**
 * Section 11 (and the testimonials page): the travellers' photos, newest first and captioned, when
 * any is published, then the 12 travel pictures (illustrations) under their own heading; the
 * description says which is which. With no photo, the 12 pictures alone, as always.
 */
export async function GallerySection({ className }: { className?: string }) {
  const locale = await getLocale()
  const [t, r, photos] = await Promise.all([
    getTranslations('media.gallery'),
    getTranslations('reviews'),
    getTravellerPhotos(locale),
  ])
  const shown = photos.slice(0, GALLERY_TRAVELLER_PHOTOS)
  const gallery = (
    <Gallery
      images={siteConfig.galleryImages}
      photos={galleryPhotos(siteConfig.galleryImages)}
      labels={await galleryLabels()}
    />
  )
  return (
    <section aria-labelledby="gallery-title" className={className ?? 'section'} data-section="gallery">
      <div className="container-site">
        <SectionHeading
          id="gallery-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={shown.length > 0 ? r('gallery.description') : t('description')}
          align="center"
        />
        {shown.length > 0 ? (
          <>
            <h3 id="gallery-travellers" className="mb-4 text-xl font-semibold md:text-2xl">
              {r('photos.heading')}
            </h3>
            <TravellerPhotos photos={shown} columns="wide" />
            <h3 id="gallery-illustrations" className="mt-10 mb-4 text-xl font-semibold md:text-2xl">
              {r('gallery.illustrations')}
            </h3>
            {gallery}
          </>
        ) : (
          gallery
        )}
      </div>
    </section>
  )
}
