import { Gallery } from '@/components/media/gallery'
import { galleryPhotos } from '@/components/media/gallery-photos'
import { SectionHeading } from '@/components/ui/section-heading'
import { siteConfig } from '@/lib/site/config'

/** Section 11 (and the testimonials page): the 12 travel photos. */
export function GallerySection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="gallery-title" className={className ?? 'section'} data-section="gallery">
      <div className="container-site">
        <SectionHeading
          id="gallery-title"
          eyebrow="Travel gallery"
          title="Moments from the road"
          description="Temple towers at sunset, Himalayan mornings and island afternoons, from our recent departures."
          align="center"
        />
        <Gallery images={siteConfig.galleryImages} photos={galleryPhotos(siteConfig.galleryImages)} />
      </div>
    </section>
  )
}
