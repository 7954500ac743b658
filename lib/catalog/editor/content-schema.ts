import * as z from 'zod/mini'
import { catalogIdSchema, moveDirectionSchema } from '@/lib/catalog/editor/trip-schema'
import { todayInIndia } from '@/lib/site/format'

/**
 * The catalogue editor's forms for the home page's banners, the reviews and the videos, shared
 * by the forms and their server actions. They arrive as form fields (text), so numbers are
 * coerced here. `version` is the item's version when its form was opened (0 for a new one).
 * At the end, the arguments their actions are bound to.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .check(z.trim(), z.minLength(1, `Please enter the ${label}`), z.maxLength(max, `Use at most ${max} characters`))
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`)), '')
const version = z.coerce.number().check(z.int(), z.minimum(0))

/** A banner's button goes to a page of the site (/pilgrimage) or to another https address. */
const link = z.string({ error: 'Please enter where the button leads' }).check(
  z.trim(),
  z.maxLength(300, 'Use at most 300 characters'),
  // A path of this site, never `//host` or `/\\host`, which browsers read as another site.
  z.regex(
    /^(\/(?![/\\])[^\s\\]*|https:\/\/[^\s]+)$/,
    'Use a path of this site like /pilgrimage, or an https:// address',
  ),
)

export const bannerSchema = z.object({
  version,
  tag: optionalText(40),
  title: text('title', 120),
  subtitle: optionalText(200),
  buttonText: text('button text', 40),
  buttonUrl: link,
  /** The banner's words in Tamil; a blank one shows the English on the Tamil home page. */
  tagTa: z._default(optionalText(40), ''),
  titleTa: z._default(optionalText(120), ''),
  subtitleTa: z._default(optionalText(200), ''),
  buttonTextTa: z._default(optionalText(40), ''),
})

export const RATING_MAX = 5
const RATING_MESSAGE = `Please give a rating from 0 to ${RATING_MAX}`
export const reviewSchema = z.object({
  version,
  name: text('name', 80),
  rating: z.pipe(
    z.string({ error: RATING_MESSAGE }).check(z.trim(), z.regex(new RegExp(`^[0-${RATING_MAX}]$`), RATING_MESSAGE)),
    z.transform(Number),
  ),
  description: text('review', 1500),
  /** The trip the traveller went on, when the review is about one of the catalogue's; '' for none. */
  tripId: z._default(
    z.union([z.literal(''), z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose a trip of the list'))]),
    '',
  ),
  /** The month travelled (YYYY-MM, as a month field sends it); '' for none. */
  travelledOn: z._default(
    z.string().check(
      z.trim(),
      z.regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, 'Choose the month travelled, like 2026-10'),
      z.refine((month) => month <= todayInIndia().slice(0, 7), 'The month travelled cannot be ahead of this month'),
    ),
    '',
  ),
})

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The video id of a YouTube address as people paste it (watch?v=, youtu.be/, shorts/, embed/,
 * the privacy-enhanced host, the mobile one), or of a bare id; null for anything else.
 */
export function youtubeId(input: string): string | null {
  const value = input.trim()
  if (YOUTUBE_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '')
  let id: string | null | undefined
  if (host === 'youtu.be') id = url.pathname.split('/')[1]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean)
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live', 'v'].includes(first ?? '')
          ? second
          : null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

export const videoSchema = z.object({
  version,
  video: z.pipe(
    z.string({ error: 'Please paste the YouTube address or the video id' }).check(
      z.trim(),
      z.refine(
        (value) => youtubeId(value) !== null,
        'Paste a YouTube address (youtube.com/watch?v=… or youtu.be/…) or its 11-character id',
      ),
    ),
    z.transform((value) => youtubeId(value)!),
  ),
  title: text('title', 120),
  titleTa: z._default(optionalText(120), ''),
})

export type BannerValues = z.output<typeof bannerSchema>
export type ReviewValues = z.output<typeof reviewSchema>
export type VideoValues = z.output<typeof videoSchema>

/** The lists of content, each a table of the embedded store (lib/catalog/editor/content.ts). */
export const CONTENT_KINDS = ['banners', 'reviews', 'videos'] as const
const contentKind = z.enum(CONTENT_KINDS, { error: 'Not a list of the catalogue' })

/** Saving a banner's, review's or video's form: the item, or null for a new one. */
export const contentSaveArgsSchema = z.object({ id: z.nullable(catalogIdSchema) })
export const contentArgsSchema = z.object({ kind: contentKind, id: catalogIdSchema })
export const contentMoveArgsSchema = z.object({
  kind: contentKind,
  id: catalogIdSchema,
  direction: moveDirectionSchema,
})
