import 'server-only'
import { sql } from 'kysely'
import { getDb, type Db } from '@/lib/platform/db'
import type { ReviewPhotoStatus, TravellerReviewStatus } from '@/lib/platform/db/schema'
import { assertCan, type Caller } from '@/lib/staff'

/**
 * What the back office reads of the reviews travellers sent (`reviews.read`): the list by where
 * each stands, one review with its booking and photos, a photo's bytes for staff, and the
 * decisions taken on a review, from the audit log. A review asked for and not answered yet
 * (`requested`) or refused (`declined`) is not the moderators' business and is never listed.
 */

/** The statuses of a review the family sent, in the order the list shows them. */
export const SENT_STATUSES = ['pending', 'approved', 'hidden'] as const satisfies readonly TravellerReviewStatus[]
export type SentStatus = (typeof SENT_STATUSES)[number]

/** The subject of a review's audit entries, which its history reads back. */
export const reviewSubject = (id: number) => `review ${id}`

/** The newest decided reviews a list shows (the waiting ones are all shown). */
const DECIDED_LIST_LIMIT = 200

export interface ReviewListItem {
  id: number
  status: SentStatus
  rating: number
  body: string
  language: string
  displayName: string
  tripTitle: string
  submittedAt: number
  decidedAt: number | null
  photos: number
  photosWaiting: number
  /** Whether the family agreed to their photos being shown (otherwise none is ever published). */
  consentPhotos: boolean
}

export interface ModerationLists {
  waiting: ReviewListItem[]
  published: ReviewListItem[]
  hidden: ReviewListItem[]
}

function listQuery(db: Db) {
  return db
    .selectFrom('traveller_reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .select((eb) => [
      'r.id',
      'r.status',
      'r.rating',
      'r.body',
      'r.language',
      'r.display_name',
      'r.consent_photos',
      'r.submitted_at',
      'r.decided_at',
      'b.trip_title',
      eb
        .selectFrom('traveller_review_photos as p')
        .select(sql<number>`COUNT(*)`.as('n'))
        .whereRef('p.review_id', '=', 'r.id')
        .as('photos'),
      eb
        .selectFrom('traveller_review_photos as p')
        .select(sql<number>`COUNT(*)`.as('n'))
        .whereRef('p.review_id', '=', 'r.id')
        .where('p.status', '=', 'pending')
        .as('photos_waiting'),
    ])
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number]

const listItem = (row: ListRow): ReviewListItem => ({
  id: row.id,
  status: row.status as SentStatus,
  rating: row.rating ?? 0,
  body: row.body,
  language: row.language,
  displayName: row.display_name,
  tripTitle: row.trip_title,
  submittedAt: row.submitted_at ?? 0,
  decidedAt: row.decided_at,
  photos: Number(row.photos ?? 0),
  photosWaiting: Number(row.photos_waiting ?? 0),
  consentPhotos: row.consent_photos === 1,
})

/** The reviews waiting for a decision (oldest first: the one waiting longest is next), then the published and the hidden ones, newest first. */
export async function listReviewsToModerate(caller: Caller): Promise<ModerationLists> {
  assertCan(caller, 'reviews.read')
  const db = await getDb()
  const decided = (status: SentStatus) =>
    listQuery(db)
      .where('r.status', '=', status)
      .orderBy('r.submitted_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(DECIDED_LIST_LIMIT)
      .execute()
  const [waiting, published, hidden] = await Promise.all([
    listQuery(db).where('r.status', '=', 'pending').orderBy('r.submitted_at').orderBy('r.id').execute(),
    decided('approved'),
    decided('hidden'),
  ])
  return { waiting: waiting.map(listItem), published: published.map(listItem), hidden: hidden.map(listItem) }
}

/** How many reviews wait for a decision: the desk menu's count. */
export async function waitingReviewCount(caller: Caller): Promise<number> {
  assertCan(caller, 'reviews.read')
  const row = await (
    await getDb()
  )
    .selectFrom('traveller_reviews')
    .select(sql<number>`COUNT(*)`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export interface ReviewPhotoForStaff {
  id: number
  position: number
  width: number
  height: number
  status: ReviewPhotoStatus
  /** Its uploaded file while approved. */
  file: string | null
  decidedAt: number | null
  decidedByName: string | null
}

export interface ReviewForStaff {
  id: number
  version: number
  status: SentStatus
  rating: number
  body: string
  language: string
  displayName: string
  consentName: boolean
  consentPhotos: boolean
  submittedAt: number
  decidedAt: number | null
  decidedByName: string | null
  reply: string
  repliedAt: number | null
  repliedByName: string | null
  booking: {
    id: number
    familyName: string
    tripTitle: string
    tripSlug: string
    departsOn: string
    boardingCity: string
  }
  photos: ReviewPhotoForStaff[]
}

/** One review the family sent, with its booking and photos; undefined for any other id. */
export async function getReviewForStaff(caller: Caller, id: number): Promise<ReviewForStaff | undefined> {
  assertCan(caller, 'reviews.read')
  const db = await getDb()
  const row = await db
    .selectFrom('traveller_reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .select([
      'r.id',
      'r.version',
      'r.status',
      'r.rating',
      'r.body',
      'r.language',
      'r.display_name',
      'r.consent_name',
      'r.consent_photos',
      'r.submitted_at',
      'r.decided_at',
      'r.decided_by_name',
      'r.reply',
      'r.replied_at',
      'r.replied_by_name',
      'b.id as booking_id',
      'b.trip_title',
      'b.trip_slug',
      'b.departs_on',
      'b.boarding_city',
      'l.name as family_name',
    ])
    .where('r.id', '=', id)
    .where('r.status', 'in', SENT_STATUSES)
    .executeTakeFirst()
  if (!row) return undefined
  const photos = await db
    .selectFrom('traveller_review_photos')
    .select(['id', 'position', 'width', 'height', 'status', 'file', 'decided_at', 'decided_by_name'])
    .where('review_id', '=', id)
    .orderBy('position')
    .execute()
  return {
    id: row.id,
    version: row.version,
    status: row.status as SentStatus,
    rating: row.rating ?? 0,
    body: row.body,
    language: row.language,
    displayName: row.display_name,
    consentName: row.consent_name === 1,
    consentPhotos: row.consent_photos === 1,
    submittedAt: row.submitted_at ?? 0,
    decidedAt: row.decided_at,
    decidedByName: row.decided_by_name,
    reply: row.reply,
    repliedAt: row.replied_at,
    repliedByName: row.replied_by_name,
    booking: {
      id: row.booking_id,
      familyName: row.family_name ?? '',
      tripTitle: row.trip_title,
      tripSlug: row.trip_slug,
      departsOn: row.departs_on,
      boardingCity: row.boarding_city,
    },
    photos: photos.map((p) => ({
      id: p.id,
      position: p.position,
      width: p.width,
      height: p.height,
      status: p.status,
      file: p.file,
      decidedAt: p.decided_at,
      decidedByName: p.decided_by_name,
    })),
  }
}

/** A photo's re-encoded bytes as sent, whatever its status (staff look before they decide); undefined for none. */
export async function reviewPhotoForStaff(
  caller: Caller,
  photoId: number,
): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  assertCan(caller, 'reviews.read')
  const row = await (
    await getDb()
  )
    .selectFrom('traveller_review_photos')
    .select(['bytes', 'content_type'])
    .where('id', '=', photoId)
    .executeTakeFirst()
  return row && { bytes: row.bytes, contentType: row.content_type }
}

export interface ReviewDecision {
  at: number
  by: string
  action: string
  detail: Record<string, unknown>
}

/** The decisions taken on a review (published, hidden, each photo, the answer), oldest first, from the audit log. */
export async function reviewHistory(caller: Caller, id: number): Promise<ReviewDecision[]> {
  assertCan(caller, 'reviews.read')
  const rows = await (
    await getDb()
  )
    .selectFrom('audit_log')
    .select(['at', 'actor_name', 'action', 'detail'])
    .where('subject', '=', reviewSubject(id))
    .orderBy('at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ at: row.at, by: row.actor_name, action: row.action, detail: parseDetail(row.detail) }))
}

function parseDetail(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
