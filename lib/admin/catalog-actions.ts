'use server'

import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import { TRIP_CACHE_TAGS } from '@/lib/constants'
import { getCatalogSource } from '@/lib/provider'
import { adminTripPath } from '@/lib/routes'
import { fieldErrors, tripEditorSchema } from '@/lib/validations/trip-editor'
import { act, InvalidForm } from './act'
import type { ActionState } from './action-state'
import { CatalogEditError, duplicateTrip, moveTrip, saveTrip, setTripPublished } from './catalog'

/**
 * The catalogue editor's server actions (owners only; embedded provider only). Each save
 * expires the cache tags it affects with updateTag, the server-action form of revalidation that
 * makes the next request wait for fresh data: the public pages show the change on their next
 * request, without a restart or a build.
 */

function assertEditable(): void {
  if (getCatalogSource().kind !== 'embedded') {
    throw new CatalogEditError('The catalogue comes from the travel provider (TRAVEL_API_URL) and is edited there')
  }
}

function publishTripChange(): void {
  for (const tag of TRIP_CACHE_TAGS) updateTag(tag)
}

/** Saves a trip's form; a new trip (`id` null) opens its own page once saved. */
export async function saveTripAction(id: string | null, input: unknown): Promise<ActionState & { version?: number }> {
  let created: string | undefined
  let version: number | undefined
  const state = await act('catalog.edit', async (staff) => {
    assertEditable()
    const parsed = tripEditorSchema.safeParse(input)
    if (!parsed.success) throw new InvalidForm(fieldErrors(parsed.error))
    const saved = await saveTrip(staff, id, parsed.data)
    publishTripChange()
    version = saved.version
    if (id === null) created = saved.id
    return saved.previousSlug
      ? `Saved. The old address /trip/${saved.previousSlug} now leads to /trip/${saved.slug}`
      : 'Saved and published to the site'
  })
  if (created) redirect(`${adminTripPath(created)}?created=1`)
  return state.status === 'ok' ? { ...state, version } : state
}

export async function setTripPublishedAction(id: string, published: boolean): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    assertEditable()
    await setTripPublished(staff, id, published)
    publishTripChange()
    return published ? 'Published: the trip is on the site' : 'Hidden: the trip is off the site'
  })
}

export async function duplicateTripAction(id: string): Promise<ActionState> {
  let copy: string | undefined
  const state = await act('catalog.edit', async (staff) => {
    assertEditable()
    // The copy starts hidden, so no public page changes yet.
    copy = (await duplicateTrip(staff, id)).id
    return 'Copied'
  })
  if (copy) redirect(`${adminTripPath(copy)}?copied=1`)
  return state
}

export async function moveTripAction(id: string, direction: 'up' | 'down'): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    assertEditable()
    await moveTrip(staff, id, direction)
    publishTripChange()
    return direction === 'up' ? 'Moved up' : 'Moved down'
  })
}
