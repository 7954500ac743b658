import sharp from 'sharp'
import { duplicateTrip, listEditorCatalog } from '@/lib/catalog/editor/trips'
import {
  addTripPicture,
  listTripPictures,
  movePicture,
  preparePicture,
  removePicture,
  setPictureAlt,
} from '@/lib/catalog/editor/pictures'
import { getDb } from '@/lib/platform/db'
import { catalogStore } from '@/lib/catalog/embedded/store'
import { serveUpload } from '@/lib/catalog/uploads'
import { IMAGE_MAX_BYTES, imageAltSchema, imageFileProblem } from '@/lib/catalog/editor/trip-schema'
import { localizeTripDetail } from '@/lib/catalog/localize'
import { parseTripDetail } from '@/lib/catalog/wire'
import { listAudit } from '@/lib/staff/audit'
import { testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * Pictures in the catalogue editor: what an upload may be (checked from its bytes), what the
 * site keeps of it (upright, at most 2400 px, WebP, no EXIF or GPS), and a trip's pictures
 * added, described, reordered and removed on each database, served at /uploads from there.
 */

const owner = testOwner

/** A camera-like JPEG: 3000×2000, turned by its EXIF orientation, with a GPS position and a camera name. */
function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c8743a' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'TC-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .toBuffer()
}

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: '#2a6f97' } })
    .png()
    .toBuffer()

describe('what an upload may be', () => {
  it('is checked in the browser from its stated type and size', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(imageFileProblem({ type: 'image/avif', size: IMAGE_MAX_BYTES })).toBeNull()
    expect(imageFileProblem({ type: 'image/gif', size: 1000 })).toBe('Choose a JPEG, PNG, WebP or AVIF picture')
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('Choose a picture of at most 10 MB')
  })

  it('keeps a camera JPEG upright, at most 2400 px, as WebP without its EXIF and GPS', async () => {
    const original = await cameraJpeg()
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) })
    expect(original.includes(Buffer.from('TestCam'))).toBe(true)
    const { data, width, height } = await preparePicture(original)
    const kept = await sharp(data).metadata()
    expect(kept.format).toBe('webp')
    // Orientation 6 turns the 3000×2000 landscape into a 2000×3000 portrait, scaled to 2400 high.
    expect([width, height]).toEqual([1600, 2400])
    expect([kept.width, kept.height]).toEqual([1600, 2400])
    expect(kept.exif).toBeUndefined()
    expect(kept.icc).toBeUndefined()
    expect(data.includes(Buffer.from('TestCam'))).toBe(false)
  })

  it('takes PNG, WebP and AVIF, and leaves a small picture at its size', async () => {
    for (const bytes of [
      await png(),
      await sharp(await png())
        .webp()
        .toBuffer(),
      await sharp(await png())
        .avif()
        .toBuffer(),
    ]) {
      const { width, height } = await preparePicture(bytes)
      expect([width, height]).toEqual([800, 600])
    }
  })

  it.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a text file named .jpg', async () => Buffer.from('not a picture at all')],
    [
      'a TIFF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
    ],
  ])('refuses %s', async (_, make) => {
    await expect(preparePicture(await make())).rejects.toMatchObject({
      message: 'Choose a JPEG, PNG, WebP or AVIF picture',
      field: 'file',
    })
  })

  it('refuses more than 10 MB and an empty file', async () => {
    await expect(preparePicture(new Uint8Array(IMAGE_MAX_BYTES + 1))).rejects.toMatchObject({
      message: 'Choose a picture of at most 10 MB',
    })
    await expect(preparePicture(new Uint8Array(0))).rejects.toMatchObject({ message: 'This file is empty' })
  })
})

describe.each(STORAGE_KINDS)("a trip's pictures on %s", (kind) => {
  let cleanup: () => Promise<void>
  let tripId: string
  let slug: string
  let seeded: string[]
  beforeAll(async () => {
    cleanup = await useStorage(kind)
    const trip = (await listEditorCatalog())[0]!.trips[0]!
    tripId = trip.id
    slug = trip.slug
    seeded = (await listTripPictures(tripId)).map((p) => p.file)
  })
  afterAll(() => cleanup())

  const files = async () => (await listTripPictures(tripId)).map((p) => p.file)
  const served = async (file: string) => serveUpload(file.split('/'))

  it('adds an upload at the end, kept in the database and served at /uploads as WebP', async () => {
    const file = await addTripPicture(owner, tripId, await cameraJpeg(), 'Ghats at dawn')
    expect(file).toMatch(new RegExp(`^trips/${tripId}/[0-9a-f]{16}\\.webp$`))
    expect(await files()).toEqual([...seeded, file])
    const res = await served(file)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).exif).toBeUndefined()
    const detail = await catalogStore.tripDetail(slug)
    expect(detail?.images.at(-1)).toBe(file)
    expect(detail?.imageAlts?.at(-1)).toBe('Ghats at dawn')
  })

  it('describes a picture in Tamil beside the English; the Tamil page and the editor’s list follow', async () => {
    const gaps = async () =>
      (await listEditorCatalog()).flatMap((category) => category.trips).find((trip) => trip.id === tripId)!.tamilGaps
    // The upload above is described in English only: the Tamil page describes it in English.
    expect(await gaps()).toContain('pictures')
    const file = (await files()).at(-1)!
    // As the form sends it: trimmed, at most 200 characters.
    const form = imageAltSchema.parse({ alt: 'Ghats at dawn', altTa: '  விடியலில் படித்துறைகள் ' })
    expect(form).toEqual({ alt: 'Ghats at dawn', altTa: 'விடியலில் படித்துறைகள்' })
    expect(imageAltSchema.safeParse({ alt: '', altTa: 'ப'.repeat(201) }).error?.issues[0]).toMatchObject({
      path: ['altTa'],
      message: 'Use at most 200 characters',
    })
    await setPictureAlt(owner, tripId, file, form.alt, form.altTa)
    expect((await listTripPictures(tripId)).at(-1)).toEqual({
      file,
      alt: 'Ghats at dawn',
      altTa: 'விடியலில் படித்துறைகள்',
    })
    const [entry] = await listAudit(owner, 1)
    expect(entry!.action).toBe('trip.picture-alt')
    expect(JSON.parse(entry!.detail)).toEqual({ file, alt: 'Ghats at dawn', altTa: 'விடியலில் படித்துறைகள்' })
    // As the public pages read it: the provider's answer through its wire schema.
    const detail = parseTripDetail(await catalogStore.tripDetail(slug))!
    expect(detail.ta?.imageAlts?.at(-1)).toBe('விடியலில் படித்துறைகள்')
    expect(localizeTripDetail(detail, 'ta').imageAlts?.at(-1)).toBe('விடியலில் படித்துறைகள்')
    expect(localizeTripDetail(detail, 'en').imageAlts?.at(-1)).toBe('Ghats at dawn')
    expect(await gaps()).not.toContain('pictures')

    // Without the Tamil field (not this site's form) the Tamil stays; a blank one takes it away.
    await setPictureAlt(owner, tripId, file, 'Ghats at first light')
    expect((await listTripPictures(tripId)).at(-1)?.altTa).toBe('விடியலில் படித்துறைகள்')
    await setPictureAlt(owner, tripId, file, 'Ghats at dawn', '')
    expect((await listTripPictures(tripId)).at(-1)?.altTa).toBe('')
    expect(await gaps()).toContain('pictures')

    // An upload described in both at once.
    const other = await addTripPicture(owner, tripId, await png(), 'Boat aarti', 'படகில் ஆரத்தி')
    expect((await listTripPictures(tripId)).find((picture) => picture.file === other)).toEqual({
      file: other,
      alt: 'Boat aarti',
      altTa: 'படகில் ஆரத்தி',
    })
    await removePicture(owner, tripId, other)
  })

  it('describes, reorders and removes; the first picture is the card', async () => {
    const file = (await files()).at(-1)!
    await setPictureAlt(owner, tripId, file, 'Boats on the Ganga')
    for (let i = 0; i < seeded.length; i++) await movePicture(owner, tripId, file, 'up')
    expect(await files()).toEqual([file, ...seeded])
    await movePicture(owner, tripId, file, 'up')
    expect(await files()).toEqual([file, ...seeded])
    const card = (await catalogStore.tripsByCategoryId((await listEditorCatalog())[0]!.id)).find((t) => t.slug === slug)
    expect(card?.images[0]).toBe(file)
    expect((await listTripPictures(tripId))[0]!.alt).toBe('Boats on the Ganga')

    await removePicture(owner, tripId, seeded[0]!)
    expect(await files()).toEqual([file, ...seeded.slice(1)])
    const positions = await (
      await getDb()
    )
      .selectFrom('trip_images')
      .select('position')
      .where('trip_id', '=', tripId)
      .orderBy('position')
      .execute()
    expect(positions.map((p) => p.position)).toEqual([...Array(seeded.length).keys()])
  })

  it("keeps an upload's bytes while a copy of the trip shows it, and lets them go after", async () => {
    const file = (await files())[0]!
    const copy = await duplicateTrip(owner, tripId)
    await removePicture(owner, tripId, file)
    expect((await served(file)).status).toBe(200)
    await removePicture(owner, copy.id, file)
    expect((await served(file)).status).toBe(404)
  })

  it('says so for a picture or a trip that is gone', async () => {
    await expect(removePicture(owner, tripId, 'trips/none.webp')).rejects.toMatchObject({
      message: 'This picture is no longer on the trip',
    })
    await expect(addTripPicture(owner, 'no-such-trip', await png(), '')).rejects.toMatchObject({
      message: 'This trip no longer exists',
    })
  })
})
