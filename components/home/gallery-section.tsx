import { getTranslations } from 'next-intl/server'
import { Gallery } from '@/components/media/gallery'
import { galleryLabels } from '@/components/media/labels'
import { galleryPhotos } from '@/components/media/gallery-photos'
import { SectionHeading } from '@/components/ui/section-heading'
import { siteConfig } from '@/lib/site/config'

/** Section 11 (and the testimonials page): the 12 travel pictures. */
export async function GallerySection({ className }: { className?: string }) {
  const t = await getTranslations('media.gallery')
  return (
    <section aria-labelledby="gallery-title" className={className ?? 'section'} data-section="gallery">
      <div className="container-site">
        <SectionHeading
          id="gallery-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          align="center"
        />
        <Gallery
          images={siteConfig.galleryImages}
          photos={galleryPhotos(siteConfig.galleryImages)}
          labels={await galleryLabels()}
        />
      </div>
    </section>
  )
}
