/**
 * The interface text the media components (and the home page's client parts) receive as props:
 * the server translates it (labels.ts) and client components only fill in numbers and names.
 * Templates keep their `{name}` placeholders for fillIn.
 */

/** Fills a template's `{name}` placeholders: ("{number} of {count}", { number: 2, count: 5 }) → "2 of 5". */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}

/**
 * The Tamil face on a travellers' review or caption on any page (app/globals.css `.tamil-face`):
 * a family's Tamil words on an English page are drawn in it too, and since the face covers only
 * Tamil letters, an English page fetches it only when such words are on it.
 */
export const TAMIL_FACE = 'tamil-face font-sans'

/** A review card's words. */
export interface ReviewLabels {
  /** Shown when the review names neither trip nor month. */
  travelledWithUs: string
  /** Template: `{rating}` of `{max}` stars. */
  rated: string
  /**
   * On a page in another language than the reviews' (English), the note that says so:
   * "(ஆங்கிலத்தில் எழுதியது)". None on English pages.
   */
  inEnglish?: string
}

/** A video card's and the video popup's words. */
export interface VideoLabels {
  /** The title of a video without one. */
  untitled: string
  /** Template: the play button, `{title}`. */
  play: string
  loading: string
  notPlaying: string
  watchOnYouTube: string
  close: string
  closeHintTouch: string
  closeHintPointer: string
}

/** The gallery's and its larger view's words; the templates have `{number}` and `{count}`. */
export interface GalleryLabels {
  open: string
  photo: string
  close: string
  hint: string
  previous: string
  next: string
}
