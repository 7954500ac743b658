import { getLocale, getTranslations } from 'next-intl/server'
import { videoLabels } from '@/components/media/labels'
import { VideoCarousel } from '@/components/media/video-carousel'
import { SectionHeading } from '@/components/ui/section-heading'
import { localePath } from '@/lib/site/i18n/locales'
import { testimonialsPath } from '@/lib/site/routes'
import type { Video } from '@/lib/catalog/types'
import { VIDEO_THUMBNAIL_SIZES, withThumbnails } from '@/components/media/video-thumbnails'
import { SectionLink } from './section-link'

/** Section 14: traveller videos; hidden when there are none to show. */
export async function VideosSection({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return null
  const locale = await getLocale()
  const t = await getTranslations('home.videos')
  const media = await getTranslations('media.videos')
  return (
    <section aria-labelledby="videos-title" className="section bg-maroon-950 text-white" data-section="videos">
      <div className="container-site">
        <SectionHeading
          id="videos-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          action={
            <SectionLink href={localePath(testimonialsPath('videos'), locale)} tone="light">
              {t('all')}
            </SectionLink>
          }
          className="[&_.eyebrow]:text-saffron-300 [&_h2]:text-white [&_h2+p]:text-white/80"
        />
        <VideoCarousel
          videos={withThumbnails(videos, VIDEO_THUMBNAIL_SIZES.carousel)}
          labels={{ carousel: media('carousel'), arrows: media('arrows'), video: await videoLabels() }}
        />
      </div>
    </section>
  )
}
