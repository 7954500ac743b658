// Data helpers shared by the back office's action suites (tests/back-office-actions.test.ts and
// tests/back-office-permissions.test.ts): a trip the editor can open, its pictures, a picture file.
import sharp from 'sharp'
import { getDb } from '@/lib/platform/db'
import { getEditorTrip, listEditorCatalog } from '@/lib/catalog/editor/trips'

/** A seeded trip's id and its form as the editor opens it. */
export async function editableTrip(index = 0) {
  const [category] = await listEditorCatalog()
  const trip = category!.trips[index]!
  return { id: trip.id, values: (await getEditorTrip(trip.id))!.values }
}

/** A trip's picture rows in their order. */
export async function picturesOf(tripId: string) {
  return (await getDb())
    .selectFrom('trip_images')
    .select(['file', 'position', 'alt'])
    .where('trip_id', '=', tripId)
    .orderBy('position')
    .execute()
}

/** A small real PNG, as the upload form sends it. */
export const pngFile = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2570c' } })
          .png()
          .toBuffer(),
      ),
    ],
    'picture.png',
    { type: 'image/png' },
  )
