import 'server-only'
import { getLocale, getTranslations } from 'next-intl/server'
import { contentLang } from '@/lib/site/i18n/locales'
import { template } from '@/lib/site/i18n/template'
import type { GalleryLabels, ReviewLabels, VideoLabels } from './text'

/*
 * The words the media client components show, translated on the server in the page's language
 * and handed to them as props (only the 'forms' messages reach the browser). Templates keep their
 * placeholders, filled in by the client (text.ts fillIn; lib/site/i18n/template.ts).
 */

/** A review card's words; the reviews are written in English, so a page in another language says so on each. */
export async function reviewLabels(): Promise<ReviewLabels> {
  const [t, locale] = await Promise.all([getTranslations('media.reviews'), getLocale()])
  return {
    travelledWithUs: t('travelledWithUs'),
    rated: template(t, 'rated', ['rating', 'max']),
    ...(contentLang(locale) ? { inEnglish: t('inEnglish') } : {}),
  }
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
