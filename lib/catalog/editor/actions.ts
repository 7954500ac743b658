'use server'

import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import { CACHE_TAGS } from '@/lib/site/constants'
import { adminTripPath } from '@/lib/site/routes'
import {
  bannerSchema,
  contentArgsSchema,
  contentMoveArgsSchema,
  contentSaveArgsSchema,
  reviewSchema,
  videoSchema,
} from '@/lib/catalog/editor/content-schema'
import {
  fieldErrors,
  imageAltSchema,
  pictureArgsSchema,
  pictureMoveArgsSchema,
  pictureUploadArgsSchema,
  tripArgsSchema,
  tripEditorSchema,
  tripMoveArgsSchema,
  tripPublishArgsSchema,
  tripSaveArgsSchema,
  sectionInput,
  tripSectionArgsSchema,
  withSection,
  type TripSection,
} from '@/lib/catalog/editor/trip-schema'
import { act, type ActionState, formDataOf, InvalidForm, parseArgs, parseForm } from '@/lib/staff'
import { CatalogEditError, duplicateTrip, getEditorTrip, moveTrip, saveTrip, setTripPublished } from './trips'
import { moveContent, removeContent, saveBanner, saveReview, saveVideo, type ContentKind } from './content'
import { addTripPicture, movePicture, removePicture, setPictureAlt } from './pictures'
import { assertEditable, publishTripChange } from './publish'

/**
 * The catalogue editor's server actions: every one needs `catalog.edit` (owners), and works on
 * the embedded provider only. Each parses its bound arguments and its form before anything is
 * read (the previous state React passes to a form's action is never read). Each save expires the
 * cache tags it affects with updateTag, the server-action form of revalidation that makes the
 * next request wait for fresh data: the public pages show the change on their next request,
 * without a restart or a build.
 */

/** Saves a trip's form; a new trip (`id` null) opens its own page once saved. */
export async function saveTripAction(id: string | null, input: unknown): Promise<ActionState & { version?: number }> {
  let created: string | undefined
  let version: number | undefined
  const state = await act('catalog.edit', async (staff) => {
    const args = parseArgs(tripSaveArgsSchema, { id })
    assertEditable()
    const parsed = tripEditorSchema.safeParse(input)
    if (!parsed.success) throw new InvalidForm(fieldErrors(parsed.error))
    const saved = await saveTrip(staff, args.id, parsed.data)
    publishTripChange()
    version = saved.version
    if (args.id === null) created = saved.id
    return saved.previousSlug
      ? `Saved. The old address /trip/${saved.previousSlug} now leads to /trip/${saved.slug}`
      : 'Saved and published to the site'
  })
  if (created) redirect(`${adminTripPath(created)}?created=1`)
  return state.status === 'ok' ? { ...state, version } : state
}

/**
 * Saves one section of a saved trip: its fields from `input`, every other field as stored, checked
 * whole by the form's schema. Unsaved changes in the trip's other sections stay in the form; the
 * version the form holds goes with the save, so a save over someone else's newer one is refused.
 */
export async function saveTripSectionAction(
  id: string,
  section: TripSection,
  input: unknown,
): Promise<ActionState & { version?: number }> {
  let version: number | undefined
  const state = await act('catalog.edit', async (staff) => {
    const args = parseArgs(tripSectionArgsSchema, { id, section })
    assertEditable()
    const given = sectionInput(args.section, input)
    if (!given) throw new InvalidForm({ _: 'This form is not one of the trip’s sections' })
    const stored = await getEditorTrip(args.id)
    if (!stored) throw new CatalogEditError('This trip no longer exists')
    const parsed = tripEditorSchema.safeParse(withSection(stored.values, args.section, given))
    if (!parsed.success) throw new InvalidForm(fieldErrors(parsed.error))
    const saved = await saveTrip(staff, args.id, parsed.data)
    publishTripChange()
    version = saved.version
    return saved.previousSlug
      ? `Saved. The old address /trip/${saved.previousSlug} now leads to /trip/${saved.slug}`
      : 'Saved and published to the site'
  })
  return state.status === 'ok' ? { ...state, version } : state
}

export async function setTripPublishedAction(id: string, published: boolean): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(tripPublishArgsSchema, { id, published })
    assertEditable()
    await setTripPublished(staff, args.id, args.published)
    publishTripChange()
    return args.published ? 'Published: the trip is on the site' : 'Hidden: the trip is off the site'
  })
}

export async function duplicateTripAction(id: string): Promise<ActionState> {
  let copy: string | undefined
  const state = await act('catalog.edit', async (staff) => {
    const args = parseArgs(tripArgsSchema, { id })
    assertEditable()
    // The copy starts hidden, so no public page changes yet.
    copy = (await duplicateTrip(staff, args.id)).id
    return 'Copied'
  })
  if (copy) redirect(`${adminTripPath(copy)}?copied=1`)
  return state
}

export async function moveTripAction(id: string, direction: 'up' | 'down'): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(tripMoveArgsSchema, { id, direction })
    assertEditable()
    await moveTrip(staff, args.id, args.direction)
    publishTripChange()
    return args.direction === 'up' ? 'Moved up' : 'Moved down'
  })
}

/** Uploads a picture (the form's `file`, with its `alt` and `altTa`) to the end of a trip's pictures. */
export async function addTripPictureAction(tripId: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(pictureUploadArgsSchema, { tripId })
    const data = formDataOf(form)
    assertEditable()
    const file = await chosenFile(data)
    if (!file) throw new InvalidForm({ file: 'Choose a picture to upload' })
    const { alt, altTa } = parseForm(imageAltSchema, data)
    await addTripPicture(staff, args.tripId, file, alt, altTa)
    publishTripChange()
    return 'Picture added'
  })
}

export async function setPictureAltAction(
  tripId: string,
  file: string,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(pictureArgsSchema, { tripId, file })
    const data = formDataOf(form)
    assertEditable()
    const { alt, altTa } = parseForm(imageAltSchema, data)
    await setPictureAlt(staff, args.tripId, args.file, alt, altTa)
    publishTripChange()
    return 'Description saved'
  })
}

export async function movePictureAction(tripId: string, file: string, direction: 'up' | 'down'): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(pictureMoveArgsSchema, { tripId, file, direction })
    assertEditable()
    await movePicture(staff, args.tripId, args.file, args.direction)
    publishTripChange()
    return args.direction === 'up' ? 'Moved earlier' : 'Moved later'
  })
}

export async function removePictureAction(tripId: string, file: string): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(pictureArgsSchema, { tripId, file })
    assertEditable()
    await removePicture(staff, args.tripId, args.file)
    publishTripChange()
    return 'Picture removed'
  })
}

/** The form's `file`, when one was chosen. */
async function chosenFile(form: FormData): Promise<Uint8Array | null> {
  const file = form.get('file')
  return file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null
}

const CONTENT_TAG: Record<ContentKind, string> = {
  banners: CACHE_TAGS.banners,
  reviews: CACHE_TAGS.reviews,
  videos: CACHE_TAGS.videos,
}

export async function saveBannerAction(id: string | null, _: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(contentSaveArgsSchema, { id })
    const data = formDataOf(form)
    assertEditable()
    await saveBanner(staff, args.id, parseForm(bannerSchema, data), await chosenFile(data))
    updateTag(CONTENT_TAG.banners)
    return args.id ? 'Banner saved' : 'Banner added'
  })
}

export async function saveReviewAction(id: string | null, _: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(contentSaveArgsSchema, { id })
    const data = formDataOf(form)
    assertEditable()
    await saveReview(staff, args.id, parseForm(reviewSchema, data))
    updateTag(CONTENT_TAG.reviews)
    return args.id ? 'Review saved' : 'Review added'
  })
}

export async function saveVideoAction(id: string | null, _: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(contentSaveArgsSchema, { id })
    const data = formDataOf(form)
    assertEditable()
    await saveVideo(staff, args.id, parseForm(videoSchema, data), await chosenFile(data))
    updateTag(CONTENT_TAG.videos)
    return args.id ? 'Video saved' : 'Video added'
  })
}

export async function moveContentAction(kind: ContentKind, id: string, direction: 'up' | 'down'): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(contentMoveArgsSchema, { kind, id, direction })
    assertEditable()
    await moveContent(staff, args.kind, args.id, args.direction)
    updateTag(CONTENT_TAG[args.kind])
    return args.direction === 'up' ? 'Moved up' : 'Moved down'
  })
}

export async function removeContentAction(kind: ContentKind, id: string): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(contentArgsSchema, { kind, id })
    assertEditable()
    await removeContent(staff, args.kind, args.id)
    updateTag(CONTENT_TAG[args.kind])
    return 'Removed'
  })
}
