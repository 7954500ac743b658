import 'server-only'
import { randomBytes } from 'node:crypto'
import { audit, type Staff } from '@/lib/staff'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { readFewSeatsAt, writeFewSeatsAt } from '@/lib/catalog/embedded/settings'
import { writeTransaction, type Db } from '@/lib/platform/db'
import type { BoardingCityValues } from '@/lib/catalog/editor/departure-schema'
import { CatalogEditError } from './trips'

/**
 * The agency's boarding cities (where its groups board: Chennai, Madurai…) as the back office
 * keeps them: added, renamed, put in order, removed once no departure boards there. A name is
 * one city whatever its capitals, so "madurai" beside "Madurai" is refused with the field's
 * message. Each city has its name in Tamil beside it ('' for none yet: the Tamil pages show the
 * English), one city's as well. Also the owner's "n seats left" threshold. Every change is
 * audited; the public pages show it at their next request (the actions expire the trip tags).
 */

export interface EditorBoardingCity {
  id: string
  name: string
  /** The name in Tamil; '' for none yet. */
  nameTa: string
  /** Departures that board there, past ones included: while any does, the city stays. */
  departures: number
}

/**
 * Serialises the changes to the list on PostgreSQL (SQLite's write lock already does), so that
 * two staff adding the same name at once meet the duplicate check, not the unique index.
 */
const CITIES_LOCK_KEY = 0x67686263

const duplicateMessage = (name: string) => `${name} is already a boarding city`
const duplicateTamilMessage = (nameTa: string, name: string) => `${nameTa} is already the Tamil name of ${name}`

export async function listBoardingCities(): Promise<EditorBoardingCity[]> {
  const db = await getCatalogDb()
  const [cities, uses] = await Promise.all([
    db.selectFrom('boarding_cities').select(['id', 'name', 'name_ta']).orderBy('position').execute(),
    db
      .selectFrom('trip_departure_boarding')
      .select((eb) => ['city_id', eb.fn.countAll<number | string>().as('n')])
      .groupBy('city_id')
      .execute(),
  ])
  const count = new Map(uses.map((use) => [use.city_id, Number(use.n)]))
  return cities.map((city) => ({
    id: city.id,
    name: city.name,
    nameTa: city.name_ta,
    departures: count.get(city.id) ?? 0,
  }))
}

/** A city named `name` whatever its capitals, other than `except`. */
async function sameName(db: Db, name: string, except?: string) {
  let query = db
    .selectFrom('boarding_cities')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
  if (except) query = query.where('id', '!=', except)
  return query.executeTakeFirst()
}

/** A city whose Tamil name is `nameTa`, other than `except`. */
async function sameTamilName(db: Db, nameTa: string, except?: string) {
  let query = db.selectFrom('boarding_cities').select(['id', 'name']).where('name_ta', '=', nameTa)
  if (except) query = query.where('id', '!=', except)
  return query.executeTakeFirst()
}

/** Refuses a Tamil name another city already has, on the Tamil field. */
async function checkTamilName(db: Db, nameTa: string, except?: string) {
  if (!nameTa) return
  const existing = await sameTamilName(db, nameTa, except)
  if (existing) throw new CatalogEditError(duplicateTamilMessage(nameTa, existing.name), 'nameTa')
}

/** The city's id: its name in plain letters ("tiruchirappalli"), or random when that is taken or empty. */
async function newCityId(db: Db, name: string): Promise<string> {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  if (plain) {
    const taken = await db.selectFrom('boarding_cities').select('id').where('id', '=', plain).executeTakeFirst()
    if (!taken) return plain
  }
  return randomBytes(12).toString('hex')
}

async function cityOf(db: Db, id: string) {
  const city = await db
    .selectFrom('boarding_cities')
    .select(['id', 'name', 'name_ta', 'position'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!city) throw new CatalogEditError('This boarding city is no longer in the list: reload the page')
  return city
}

export async function addBoardingCity(
  staff: Staff,
  { name, nameTa = '' }: BoardingCityValues,
): Promise<EditorBoardingCity> {
  const db = await getCatalogDb()
  const city = await writeTransaction(
    db,
    async (tx) => {
      const existing = await sameName(tx, name)
      if (existing) throw new CatalogEditError(duplicateMessage(existing.name), 'name')
      await checkTamilName(tx, nameTa)
      const last = await tx
        .selectFrom('boarding_cities')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst()
      const id = await newCityId(tx, name)
      await tx
        .insertInto('boarding_cities')
        .values({ id, name, name_ta: nameTa, position: Number(last?.position ?? -1) + 1 })
        .execute()
      await audit(staff, 'boarding-city.add', name, { id, ...(nameTa ? { nameTa } : {}) }, tx)
      return { id, name, nameTa, departures: 0 }
    },
    { lockKey: CITIES_LOCK_KEY },
  )
  return city
}

/**
 * Renames a city everywhere it boards, in English, in Tamil or both: the trip pages name it as it
 * is called now. Without `nameTa` its Tamil name stays as it is; '' takes it away.
 */
export async function renameBoardingCity(
  staff: Staff,
  id: string,
  { name, nameTa }: BoardingCityValues,
): Promise<void> {
  const db = await getCatalogDb()
  await writeTransaction(
    db,
    async (tx) => {
      const city = await cityOf(tx, id)
      const renamed = city.name !== name
      const tamil = nameTa ?? city.name_ta
      const renamedTa = city.name_ta !== tamil
      if (!renamed && !renamedTa) return
      if (renamed) {
        const existing = await sameName(tx, name, id)
        if (existing) throw new CatalogEditError(duplicateMessage(existing.name), 'name')
      }
      if (renamedTa) await checkTamilName(tx, tamil, id)
      await tx.updateTable('boarding_cities').set({ name, name_ta: tamil }).where('id', '=', id).execute()
      // The audit log reads the Tamil change as a field's: "Tamil name மதுரை → மதுரை சந்திப்பு".
      const fields = renamedTa ? { fields: { nameTa: [city.name_ta, tamil] } } : {}
      if (renamed) await audit(staff, 'boarding-city.rename', name, { id, from: city.name, ...fields }, tx)
      else await audit(staff, 'boarding-city.rename-ta', name, { id, ...fields }, tx)
    },
    { lockKey: CITIES_LOCK_KEY },
  )
}

/** Swaps the city with its neighbour above or below; nothing when it is already first or last. */
export async function moveBoardingCity(staff: Staff, id: string, direction: 'up' | 'down'): Promise<void> {
  const db = await getCatalogDb()
  await writeTransaction(
    db,
    async (tx) => {
      const city = await cityOf(tx, id)
      const neighbour = await tx
        .selectFrom('boarding_cities')
        .select(['id', 'position'])
        .where('position', direction === 'up' ? '<' : '>', city.position)
        .orderBy('position', direction === 'up' ? 'desc' : 'asc')
        .executeTakeFirst()
      if (!neighbour) return
      await tx.updateTable('boarding_cities').set({ position: neighbour.position }).where('id', '=', id).execute()
      await tx.updateTable('boarding_cities').set({ position: city.position }).where('id', '=', neighbour.id).execute()
      await audit(staff, `boarding-city.move-${direction}`, city.name, { id }, tx)
    },
    { lockKey: CITIES_LOCK_KEY },
  )
}

/** Removes a city no departure boards at; one that is in use stays, with a message naming where. */
export async function removeBoardingCity(staff: Staff, id: string): Promise<{ name: string }> {
  const db = await getCatalogDb()
  return writeTransaction(
    db,
    async (tx) => {
      const city = await cityOf(tx, id)
      const uses = await tx
        .selectFrom('trip_departure_boarding as b')
        .innerJoin('trips as t', 't.id', 'b.trip_id')
        .select(['t.title', 'b.departs_on'])
        .where('b.city_id', '=', id)
        .orderBy('b.departs_on', 'desc')
        .execute()
      if (uses.length > 0) {
        const trips = [...new Set(uses.map((use) => use.title))]
        const named = trips.length === 1 ? trips[0] : `${trips[0]} and ${trips.length - 1} more`
        throw new CatalogEditError(
          `${city.name} is the boarding city of ${uses.length} ${uses.length === 1 ? 'departure' : 'departures'} (${named}). Take it off those departures in their trips first.`,
        )
      }
      await tx.deleteFrom('boarding_cities').where('id', '=', id).execute()
      await audit(staff, 'boarding-city.remove', city.name, { id }, tx)
      return { name: city.name }
    },
    { lockKey: CITIES_LOCK_KEY },
  )
}

/** The owner's "n seats left" threshold as the public pages read it. */
export async function getFewSeatsAt(): Promise<number> {
  return readFewSeatsAt(await getCatalogDb())
}

export async function saveFewSeatsAt(staff: Staff, value: number): Promise<void> {
  const db = await getCatalogDb()
  await writeTransaction(db, async (tx) => {
    const before = await readFewSeatsAt(tx)
    if (before === value) return
    await writeFewSeatsAt(tx, value)
    await audit(staff, 'settings.few-seats', '“n seats left”', { from: before, to: value }, tx)
  })
}
