import Image from 'next/image'
import { ActionForm } from '@/components/admin/ui/action-form'
import { BackLink } from '@/components/admin/ui/back-link'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import { RowActions, type RowAction } from '@/components/admin/ui/row-actions'
import { Link } from '@/components/ui/link'
import { Textarea } from '@/components/ui/input'
import { REVIEW_REPLY_MAX, type ReviewDecision, type ReviewForStaff, type ReviewPhotoForStaff } from '@/lib/reviews'
import {
  approvePhotoAction,
  hidePhotoAction,
  hideReviewAction,
  publishReviewAction,
  saveReplyAction,
} from '@/lib/reviews/moderation/actions'
import { formatDateTimeInIndia, formatMonthYear } from '@/lib/site/format'
import { ADMIN_ROUTES, adminBookingPath, adminReviewPhotoPath, uploadUrl } from '@/lib/site/routes'
import { reviewLanguage, REVIEW_STATUS_COLOURS, REVIEW_STATUS_LABELS } from './labels'
import { Stars } from './stars'

/**
 * One review as the family sent it: their words exactly (never editable, in their language), the
 * stars, the name to show and what they agreed to; the booking it is about; each photo with its own
 * decision; the review's Publish or Hide; the owner's public answer; and every decision taken on it.
 */
export function ReviewView({
  review,
  history,
  canModerate,
  canReply,
}: {
  review: ReviewForStaff
  history: ReviewDecision[]
  canModerate: boolean
  canReply: boolean
}) {
  const language = reviewLanguage(review.language)
  const name = review.displayName || 'A traveller'
  const facts: [string, string][] = [
    ['Trip', review.booking.tripTitle],
    ['Travelled', formatMonthYear(review.booking.departsOn.slice(0, 7))],
    ['Boarding city', review.booking.boardingCity || 'None'],
    ['Written in', language.label],
    ['Sent', formatDateTimeInIndia(review.submittedAt)],
  ]
  return (
    <article className="space-y-4">
      <header className="space-y-2">
        <BackLink href={ADMIN_ROUTES.reviews}>Reviews</BackLink>
        <h1 className="text-2xl leading-tight font-semibold text-balance break-words">
          Review by {name}
          <span className="mt-1 block text-lg font-normal text-ink-muted">{review.booking.tripTitle}</span>
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge className={REVIEW_STATUS_COLOURS[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
          {review.decidedAt && review.decidedByName && (
            <span>
              {review.status === 'approved' ? 'Published' : review.status === 'hidden' ? 'Hidden' : 'Decided'}{' '}
              {formatDateTimeInIndia(review.decidedAt)} by {review.decidedByName}
            </span>
          )}
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0 space-y-4">
          <Panel title="What they wrote" variant="card">
            <Stars rating={review.rating} className="text-xl" />
            <blockquote
              lang={language.lang}
              data-testid="review-words"
              className="mt-2 text-base break-words whitespace-pre-line"
            >
              {review.body || <span className="text-ink-muted">No words, stars only.</span>}
            </blockquote>
            <p className="mt-3 text-sm text-ink-muted">
              Shown as “{review.consentName ? name : 'A traveller'}”
              {review.consentName ? '' : ` (they wrote “${name}” but did not agree to the name being published)`}. The
              family’s words are published as sent, never changed.
            </p>
            {canModerate && (
              <div className="mt-4">
                <RowActions
                  actions={[
                    ...(review.status !== 'approved'
                      ? [{ label: 'Publish', run: publishReviewAction.bind(null, review.id, review.version) }]
                      : []),
                    ...(review.status !== 'hidden'
                      ? [{ label: 'Hide', run: hideReviewAction.bind(null, review.id, review.version) }]
                      : []),
                  ]}
                />
              </div>
            )}
          </Panel>

          <Panel
            title="Photos"
            variant="card"
            description={
              review.photos.length === 0
                ? undefined
                : review.consentPhotos
                  ? 'Each photo is approved on its own; an approved photo is shown only while the review is published.'
                  : 'The family did not agree to their photos being published: they stay here, for staff only.'
            }
          >
            {review.photos.length === 0 ? (
              <p className="text-sm text-ink-muted">No photos sent.</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {review.photos.map((photo) => (
                  <PhotoCard
                    key={photo.id}
                    review={review}
                    photo={photo}
                    canModerate={canModerate}
                    count={review.photos.length}
                  />
                ))}
              </ul>
            )}
          </Panel>

          <Panel
            title="The agency’s answer"
            variant="card"
            description="Shown under the review on the site, in the agency’s name."
          >
            {review.reply && (
              <div className="mb-3 rounded-lg bg-sand-100 p-3 text-sm">
                <p className="break-words whitespace-pre-line" data-testid="review-reply">
                  {review.reply}
                </p>
                {review.repliedAt && (
                  <p className="mt-1 text-ink-muted">
                    {formatDateTimeInIndia(review.repliedAt)}
                    {review.repliedByName ? ` by ${review.repliedByName}` : ''}
                  </p>
                )}
              </div>
            )}
            {canReply ? (
              <div className="space-y-3">
                <ActionForm
                  action={saveReplyAction.bind(null, review.id, review.version)}
                  submitLabel={review.reply ? 'Save the changed answer' : 'Save the answer'}
                >
                  <label className="block text-sm font-medium" htmlFor={`reply-${review.id}`}>
                    {review.reply ? 'Change the answer' : 'Answer in public'}
                  </label>
                  <Textarea
                    id={`reply-${review.id}`}
                    name="reply"
                    defaultValue={review.reply}
                    maxLength={REVIEW_REPLY_MAX}
                    className="min-h-24"
                  />
                </ActionForm>
                {review.reply && (
                  <ActionForm
                    action={saveReplyAction.bind(null, review.id, review.version)}
                    submitLabel="Remove the answer"
                    submitVariant="outline"
                    confirmText="Remove the agency’s answer from this review?"
                  >
                    <input type="hidden" name="reply" value="" />
                  </ActionForm>
                )}
              </div>
            ) : (
              !review.reply && <p className="text-sm text-ink-muted">No answer yet. The owner answers reviews.</p>
            )}
          </Panel>
        </div>

        <div className="min-w-0 space-y-4">
          <Panel title="The family and their trip" variant="card">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-ink-muted">Booking</dt>
              <dd className="min-w-0 break-words">
                <Link
                  href={adminBookingPath(review.booking.id)}
                  className="text-saffron-800 underline underline-offset-4"
                >
                  {review.booking.familyName || `Booking ${review.booking.id}`}
                </Link>
              </dd>
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ))}
              <dt className="text-ink-muted">Name shown</dt>
              <dd>{review.consentName ? 'Agreed' : 'Not agreed: shown as “A traveller”'}</dd>
              <dt className="text-ink-muted">Photos shown</dt>
              <dd>{review.consentPhotos ? 'Agreed' : 'Not agreed'}</dd>
            </dl>
          </Panel>

          <Panel title="Decisions" variant="card">
            {history.length === 0 ? (
              <p className="text-sm text-ink-muted">No decision yet.</p>
            ) : (
              <ol className="-my-1 divide-y divide-ink/5 text-sm" data-testid="review-history">
                {history.map((entry, index) => (
                  <li key={index} className="py-2">
                    <p className="font-medium">{decisionWords(entry)}</p>
                    <p className="text-ink-muted">
                      {formatDateTimeInIndia(entry.at)} by {entry.by}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </article>
  )
}

function PhotoCard({
  review,
  photo,
  count,
  canModerate,
}: {
  review: ReviewForStaff
  photo: ReviewPhotoForStaff
  count: number
  canModerate: boolean
}) {
  const label = `Photo ${photo.position + 1} of ${count}`
  const actions: RowAction[] = []
  // Approving is offered only when the family agreed to their photos being shown (the action refuses it too).
  if (review.consentPhotos && photo.status !== 'approved')
    actions.push({
      label: 'Approve',
      name: `Approve ${label.toLowerCase()}`,
      run: approvePhotoAction.bind(null, review.id, photo.id, photo.status),
    })
  if (photo.status !== 'hidden')
    actions.push({
      label: 'Hide',
      name: `Hide ${label.toLowerCase()}`,
      run: hidePhotoAction.bind(null, review.id, photo.id, photo.status),
    })
  return (
    <li className="space-y-2" data-testid="review-photo">
      <a href={adminReviewPhotoPath(photo.id)} className="block overflow-hidden rounded-lg bg-sand-200">
        <Image
          src={adminReviewPhotoPath(photo.id)}
          alt={`${label}, as the family sent it`}
          width={photo.width}
          height={photo.height}
          unoptimized
          className="aspect-[4/3] w-full object-cover"
        />
      </a>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <Badge className={PHOTO_STATUS[photo.status].colours}>{PHOTO_STATUS[photo.status].label}</Badge>
        {photo.file && (
          <a href={uploadUrl(photo.file)} className="text-saffron-800 underline underline-offset-4">
            Its copy on the site
          </a>
        )}
      </div>
      {canModerate && actions.length > 0 && <RowActions actions={actions} />}
    </li>
  )
}

const PHOTO_STATUS: Record<ReviewPhotoForStaff['status'], { label: string; colours: string }> = {
  pending: { label: 'Waiting', colours: REVIEW_STATUS_COLOURS.pending },
  approved: { label: 'Approved', colours: REVIEW_STATUS_COLOURS.approved },
  hidden: { label: 'Hidden', colours: REVIEW_STATUS_COLOURS.hidden },
}

/** A decision of the audit log in the agency's words. */
function decisionWords(entry: ReviewDecision): string {
  const photo = typeof entry.detail.photo === 'number' ? `Photo ${entry.detail.photo}` : 'A photo'
  switch (entry.action) {
    case 'review.publish':
      return 'Published on the site'
    case 'review.hide':
      return 'Hidden from the site'
    case 'review.photo-approve':
      return `${photo} approved`
    case 'review.photo-hide':
      return `${photo} hidden`
    case 'review.reply':
      return 'Answer saved'
    case 'review.reply-remove':
      return 'Answer removed'
    default:
      return entry.action
  }
}
