import { getDb } from '@/lib/platform/db'
import { serveUpload } from '@/lib/catalog/uploads'
import {
  decidePhoto,
  decideReview,
  getReviewForStaff,
  listReviewsToModerate,
  reviewHistory,
  reviewPhotoForStaff,
  saveReviewReply,
  STALE_PHOTO_MESSAGE,
  STALE_REVIEW_MESSAGE,
  waitingReviewCount,
} from '@/lib/reviews'
import { NotAllowed } from '@/lib/staff/permissions'
import { snapshot } from './support/db-snapshot'
import { insertSentReview, reviewPhotoRow, reviewRow, uploadedFile } from './support/rmod-rows'
import { testAgent as agent, testOwner as owner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * Staff decisions on the reviews families send (lib/reviews/moderation): the words and each photo
 * published or hidden apart, an approved photo copied into uploaded_files and served under
 * /uploads while it stays approved, every decision in the audit log and on the review's history,
 * a page drawn before another's decision refused, a photo the family did not agree to show never
 * published, and the owner's public answer saved, changed and removed.
 */

const uploadPath = (file: string) => file.split('/')

describe.each(STORAGE_KINDS)('moderating the reviews travellers sent, on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
  })

  it('approving a photo copies it into the uploaded files, served under /uploads; hiding it deletes the copy', async () => {
    const db = await getDb()
    const { reviewId, photoIds } = await insertSentReview(db, { photos: 2 })
    const sent = (await reviewPhotoRow(db, photoIds[0]!))!

    await decidePhoto(agent, reviewId, photoIds[0]!, 'pending', 'approved')
    const approved = (await reviewPhotoRow(db, photoIds[0]!))!
    expect(approved).toMatchObject({ status: 'approved', decided_by_name: agent.name })
    expect(approved.file).toMatch(new RegExp(`^reviews/${reviewId}/[0-9a-f]{16}\\.webp$`))
    const copy = (await uploadedFile(db, approved.file!))!
    expect(copy.content_type).toBe('image/webp')
    expect(Buffer.from(copy.bytes).equals(Buffer.from(sent.bytes))).toBe(true)
    const served = await serveUpload(uploadPath(approved.file!))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(sent.bytes))).toBe(true)
    // The other photo is still waiting, and nothing of it is public.
    expect(await reviewPhotoRow(db, photoIds[1]!)).toMatchObject({ status: 'pending', file: null })
    expect(
      await db.selectFrom('uploaded_files').select('path').where('path', 'like', `reviews/${reviewId}/%`).execute(),
    ).toHaveLength(1)
    // Staff still see every photo, whatever its status.
    expect((await reviewPhotoForStaff(agent, photoIds[1]!))?.contentType).toBe('image/webp')

    await decidePhoto(owner, reviewId, photoIds[0]!, 'approved', 'hidden')
    expect(await reviewPhotoRow(db, photoIds[0]!)).toMatchObject({
      status: 'hidden',
      file: null,
      decided_by_name: owner.name,
    })
    expect(await uploadedFile(db, approved.file!)).toBeUndefined()
    expect((await serveUpload(uploadPath(approved.file!))).status).toBe(404)

    // Approved again, it is a new file: a URL that was taken down stays down.
    await decidePhoto(owner, reviewId, photoIds[0]!, 'hidden', 'approved')
    const again = (await reviewPhotoRow(db, photoIds[0]!))!
    expect(again.file).not.toBe(approved.file)
    expect((await serveUpload(uploadPath(again.file!))).status).toBe(200)
    // Photo decisions leave the words' version alone: a words form drawn before them still works.
    expect(await reviewRow(db, reviewId)).toMatchObject({ version: 1, status: 'pending' })
  })

  it('publishes and hides the words apart from the photos, each decision audited and on the review’s history', async () => {
    const db = await getDb()
    const { reviewId, photoIds } = await insertSentReview(db)
    await decideReview(agent, reviewId, 1, 'approved')
    expect(await reviewRow(db, reviewId)).toMatchObject({
      status: 'approved',
      decided_by_name: agent.name,
      version: 2,
      body: 'அருமையான பயணம். எல்லா ஏற்பாடுகளும் நன்றாக இருந்தன.',
    })
    // Publishing the words approves no photo.
    expect((await reviewPhotoRow(db, photoIds[0]!))?.status).toBe('pending')
    await decidePhoto(agent, reviewId, photoIds[1]!, 'pending', 'approved')
    await decideReview(owner, reviewId, 2, 'hidden')
    // Hiding the words leaves the photo's decision as it was (the pages show it only with its review).
    expect((await reviewPhotoRow(db, photoIds[1]!))?.status).toBe('approved')

    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_name', 'action', 'subject', 'detail'])
      .where('subject', '=', `review ${reviewId}`)
      .orderBy('id')
      .execute()
    expect(audit.map((row) => [row.actor_name, row.action])).toEqual([
      [agent.name, 'review.publish'],
      [agent.name, 'review.photo-approve'],
      [owner.name, 'review.hide'],
    ])
    expect(JSON.parse(audit[1]!.detail)).toEqual({
      photo: 2,
      file: (await reviewPhotoRow(db, photoIds[1]!))!.file,
    })
    expect((await reviewHistory(agent, reviewId)).map((entry) => [entry.by, entry.action, entry.detail])).toEqual([
      [agent.name, 'review.publish', { from: 'pending' }],
      [agent.name, 'review.photo-approve', expect.objectContaining({ photo: 2 })],
      [owner.name, 'review.hide', { from: 'approved' }],
    ])
  })

  it('refuses a page drawn before another’s decision, and changes nothing', async () => {
    const db = await getDb()
    const { reviewId, photoIds } = await insertSentReview(db)
    await decideReview(owner, reviewId, 1, 'approved')
    const before = await snapshot()
    await expect(decideReview(agent, reviewId, 1, 'hidden')).rejects.toThrow(STALE_REVIEW_MESSAGE)
    await expect(saveReviewReply(owner, reviewId, 1, 'Thank you')).rejects.toThrow(STALE_REVIEW_MESSAGE)
    // Published already: nothing to do, said so.
    await expect(decideReview(agent, reviewId, 2, 'approved')).rejects.toThrow('This review is already published')
    expect(await snapshot()).toEqual(before)
    // A photo is guarded by its own status: one hidden since the page showed it waiting is not approved.
    await decidePhoto(owner, reviewId, photoIds[0]!, 'pending', 'hidden')
    const photoDecided = await snapshot()
    await expect(decidePhoto(agent, reviewId, photoIds[0]!, 'pending', 'approved')).rejects.toThrow(STALE_PHOTO_MESSAGE)
    await expect(decidePhoto(agent, reviewId, photoIds[0]!, 'hidden', 'hidden')).rejects.toThrow(
      'This photo is already hidden',
    )
    expect(await snapshot()).toEqual(photoDecided)
    // Deciding a photo leaves the words' form valid: the published review can still be hidden at version 2.
    await decideReview(agent, reviewId, 2, 'hidden')
    expect(await reviewRow(db, reviewId)).toMatchObject({ status: 'hidden', version: 3 })
  })

  it('never publishes a photo the family did not agree to show, nor another review’s photo', async () => {
    const db = await getDb()
    const { reviewId, photoIds } = await insertSentReview(db, { consentPhotos: false })
    const other = await insertSentReview(db)
    const before = await snapshot()
    await expect(decidePhoto(owner, reviewId, photoIds[0]!, 'pending', 'approved')).rejects.toThrow(
      'The family did not agree to their photos being published',
    )
    await expect(decidePhoto(owner, reviewId, other.photoIds[0]!, 'pending', 'approved')).rejects.toThrow(
      'This photo is not one of this review’s',
    )
    expect(await snapshot()).toEqual(before)
    // Hiding one is still a decision staff may take.
    await decidePhoto(owner, reviewId, photoIds[0]!, 'pending', 'hidden')
    expect(await reviewPhotoRow(db, photoIds[0]!)).toMatchObject({ status: 'hidden', file: null })
    expect(
      await db.selectFrom('uploaded_files').select('path').where('path', 'like', `reviews/${reviewId}/%`).execute(),
    ).toEqual([])
  })

  it('saves, changes and removes the owner’s public answer; an agent may not answer', async () => {
    const db = await getDb()
    const { reviewId } = await insertSentReview(db, { status: 'approved' })
    await expect(saveReviewReply(agent, reviewId, 1, 'Thanks')).rejects.toThrow(NotAllowed)
    await saveReviewReply(owner, reviewId, 1, 'Thank you for travelling with us.')
    expect(await reviewRow(db, reviewId)).toMatchObject({
      reply: 'Thank you for travelling with us.',
      replied_by_name: owner.name,
      version: 2,
    })
    expect((await reviewRow(db, reviewId))?.replied_at).toEqual(expect.any(Number))
    await saveReviewReply(owner, reviewId, 2, 'Thank you, Meena, for travelling with us.')
    expect((await reviewRow(db, reviewId))?.reply).toBe('Thank you, Meena, for travelling with us.')
    await saveReviewReply(owner, reviewId, 3, '')
    expect(await reviewRow(db, reviewId)).toMatchObject({ reply: '', replied_at: null, replied_by_name: null })
    await expect(saveReviewReply(owner, reviewId, 4, '')).rejects.toThrow('Write the answer first')
    expect((await reviewHistory(owner, reviewId)).map((entry) => [entry.action, entry.detail])).toEqual([
      ['review.reply', { reply: 'Thank you for travelling with us.' }],
      ['review.reply', { reply: 'Thank you, Meena, for travelling with us.' }],
      ['review.reply-remove', { removed: 'Thank you, Meena, for travelling with us.' }],
    ])
  })

  it('lists the reviews waiting oldest first, then the decided ones newest first, never one not sent', async () => {
    const db = await getDb()
    await db.deleteFrom('traveller_reviews').execute()
    const hour = 3_600_000
    const now = Date.now()
    const older = await insertSentReview(db, { now: now - 5 * hour, photos: 3 })
    const newer = await insertSentReview(db, {
      now: now - 2 * hour,
      photos: 0,
      language: 'en',
      body: 'Lovely trip',
      consentPhotos: false,
    })
    const published = await insertSentReview(db, { now: now - 4 * hour, status: 'approved' })
    const publishedLater = await insertSentReview(db, { now: now - hour, status: 'approved' })
    const hidden = await insertSentReview(db, { status: 'hidden' })
    const asked = await insertSentReview(db, { status: 'requested', photos: 0 })
    await insertSentReview(db, { status: 'declined', photos: 0 })
    await decidePhoto(owner, older.reviewId, older.photoIds[0]!, 'pending', 'approved')

    const lists = await listReviewsToModerate(agent)
    expect(lists.waiting.map((r) => r.id)).toEqual([older.reviewId, newer.reviewId])
    expect(lists.published.map((r) => r.id)).toEqual([publishedLater.reviewId, published.reviewId])
    expect(lists.hidden.map((r) => r.id)).toEqual([hidden.reviewId])
    expect(lists.waiting[0]).toMatchObject({
      rating: 5,
      language: 'ta',
      displayName: 'Meena S.',
      tripTitle: 'Char Dham Yatra',
      photos: 3,
      photosWaiting: 2,
    })
    expect(lists.waiting[1]).toMatchObject({ language: 'en', body: 'Lovely trip', photos: 0, photosWaiting: 0 })
    expect(lists.waiting.map((r) => r.consentPhotos)).toEqual([true, false])
    expect(await waitingReviewCount(agent)).toBe(2)

    const review = await getReviewForStaff(agent, older.reviewId)
    expect(review).toMatchObject({
      status: 'pending',
      consentPhotos: true,
      booking: { tripTitle: 'Char Dham Yatra', departsOn: '2026-10-01', boardingCity: 'Chennai' },
    })
    expect(review?.photos.map((p) => p.status)).toEqual(['approved', 'pending', 'pending'])
    // A request not answered yet is no review to moderate.
    expect(await getReviewForStaff(agent, asked.reviewId)).toBeUndefined()
    const former = { ...agent, role: 'former' as never }
    await expect(listReviewsToModerate(former)).rejects.toThrow(NotAllowed)
    await expect(waitingReviewCount(former)).rejects.toThrow(NotAllowed)
  })
})
