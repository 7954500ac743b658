import { VideoCarousel } from '@/components/media/video-carousel'
import { SectionHeading } from '@/components/ui/section-heading'
import { testimonialsPath } from '@/lib/site/routes'
import type { Video } from '@/lib/catalog/types'
import { VIDEO_THUMBNAIL_SIZES, withThumbnails } from '@/components/media/video-thumbnails'
import { SectionLink } from './section-link'

/** Section 14: traveller videos; hidden when there are none to show. */
export function VideosSection({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return null
  return (
    <section aria-labelledby="videos-title" className="section bg-maroon-950 text-white" data-section="videos">
      <div className="container-site">
        <SectionHeading
          id="videos-title"
          eyebrow="Watch"
          title="Journeys on video"
          description="Short films from our groups on the road: aartis, houseboats, water villas and desert camps."
          action={
            <SectionLink href={testimonialsPath('videos')} tone="light">
              All videos
            </SectionLink>
          }
          className="[&_.eyebrow]:text-saffron-300 [&_h2]:text-white [&_h2+p]:text-white/80"
        />
        <VideoCarousel videos={withThumbnails(videos, VIDEO_THUMBNAIL_SIZES.carousel)} />
      </div>
    </section>
  )
}
