import 'server-only'
import { getTranslations } from 'next-intl/server'
import { template } from '@/lib/site/i18n/template'
import type { GalleryLabels, ReviewLabels, VideoLabels } from './text'

/*
 * The words the media client components show, translated on the server in the page's language
 * and handed to them as props (only the 'forms' messages reach the browser). Templates keep their
 * placeholders, filled in by the client (text.ts fillIn; lib/site/i18n/template.ts).
 */

export async function reviewLabels(): Promise<ReviewLabels> {
  const t = await getTranslations('media.reviews')
  return { travelledWithUs: t('travelledWithUs'), rated: template(t, 'rated', ['rating', 'max']) }
}

export async function videoLabels(): Promise<VideoLabels> {
  const t = await getTranslations('media.videos')
  return {
    untitled: t('untitled'),
    play: template(t, 'play', ['title']),
    loading: t('loading'),
    notPlaying: t('notPlaying'),
    watchOnYouTube: t('watchOnYouTube'),
    close: t('close'),
    closeHintTouch: t('closeHintTouch'),
    closeHintPointer: t('closeHintPointer'),
  }
}

export async function galleryLabels(): Promise<GalleryLabels> {
  const t = await getTranslations('media.gallery')
  return {
    open: template(t, 'open', ['number', 'count']),
    photo: template(t, 'photo', ['number', 'count']),
    close: t('close'),
    hint: t('hint'),
    previous: t('previous'),
    next: t('next'),
  }
}
