import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { GalleryLabels, ReviewLabels, VideoLabels } from './text'

/*
 * The words the media client components show, translated on the server in the page's language
 * and handed to them as props (only the 'forms' messages reach the browser). Templates are the
 * raw messages, their placeholders filled in by the client (text.ts fillIn).
 */

export async function reviewLabels(): Promise<ReviewLabels> {
  const t = await getTranslations('media.reviews')
  return { travelledWithUs: t('travelledWithUs'), rated: t.raw('rated') as string }
}

export async function videoLabels(): Promise<VideoLabels> {
  const t = await getTranslations('media.videos')
  return {
    untitled: t('untitled'),
    play: t.raw('play') as string,
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
    open: t.raw('open') as string,
    photo: t.raw('photo') as string,
    close: t('close'),
    hint: t('hint'),
    previous: t('previous'),
    next: t('next'),
  }
}
