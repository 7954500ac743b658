import Image from 'next/image'
import type { ReactNode } from 'react'
import { ActionForm } from '@/components/admin/ui/action-form'
import { Badge } from '@/components/admin/ui/badge'
import { RowActions } from '@/components/admin/ui/row-actions'
import { Field } from '@/components/admin/ui/field'
import { Panel } from '@/components/admin/ui/panel'
import { PICTURE_HINT, PictureInput } from '@/components/admin/ui/picture-input'
import { Input, Textarea, WholeNumberInput } from '@/components/ui/input'
import {
  moveContentAction,
  removeContentAction,
  saveBannerAction,
  saveReviewAction,
  saveVideoAction,
} from '@/lib/catalog/editor/actions'
import type { ContentKind, EditorBanner, EditorReview, EditorVideo } from '@/lib/catalog/editor/content'
import { uploadUrl } from '@/lib/site/routes'
import { RATING_MAX } from '@/lib/catalog/editor/content-schema'
import { formatMonthYear, todayInIndia } from '@/lib/site/format'
import { selectClass } from '@/components/admin/catalogue/trip-editor/form'

/**
 * The catalogue editor's lists for the home page's banners, the reviews and the videos: each
 * item's own form (saved on its own, with the version it was opened at), its place in the list
 * and its removal, then a form to add one. Agents see the lists without the forms.
 */

function PictureField({
  id,
  label,
  optional,
  hint = PICTURE_HINT,
  className,
}: {
  id: string
  label: string
  optional?: boolean
  hint?: string
  className?: string
}) {
  return (
    <Field id={id} label={label} optional={optional} hint={hint} className={className}>
      <PictureInput id={id} name="file" />
    </Field>
  )
}

function Item({
  kind,
  id,
  index,
  count,
  name,
  canEdit,
  picture,
  children,
}: {
  kind: ContentKind
  id: string
  index: number
  count: number
  name: string
  canEdit: boolean
  picture?: string
  children: ReactNode
}) {
  return (
    <li
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-4 md:grid-cols-[12rem_minmax(0,1fr)]"
      data-testid="content-item"
    >
      <div className="space-y-3">
        {picture && (
          <div className="relative aspect-video overflow-hidden rounded-lg bg-sand-200">
            <Image src={uploadUrl(picture)} alt="" fill sizes="192px" className="object-cover" />
          </div>
        )}
        {canEdit && (
          <RowActions
            actions={[
              {
                label: '↑',
                name: `Move ${name} up`,
                disabled: index === 0,
                run: moveContentAction.bind(null, kind, id, 'up'),
              },
              {
                label: '↓',
                name: `Move ${name} down`,
                disabled: index === count - 1,
                run: moveContentAction.bind(null, kind, id, 'down'),
              },
              { label: 'Remove', name: `Remove ${name}`, run: removeContentAction.bind(null, kind, id) },
            ]}
          />
        )}
      </div>
      <div className="min-w-0">{children}</div>
    </li>
  )
}

function BannerFields({ banner, prefix }: { banner?: EditorBanner; prefix: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <input type="hidden" name="version" value={banner?.version ?? 0} />
      <Field id={`${prefix}-title`} label="Title">
        <Input id={`${prefix}-title`} name="title" defaultValue={banner?.title} />
      </Field>
      <Field id={`${prefix}-tag`} label="Tag" optional>
        <Input id={`${prefix}-tag`} name="tag" defaultValue={banner?.tag} placeholder="Pilgrimage specials" />
      </Field>
      <Field id={`${prefix}-subtitle`} label="Subtitle" optional className="md:col-span-2">
        <Input id={`${prefix}-subtitle`} name="subtitle" defaultValue={banner?.subtitle} />
      </Field>
      <Field id={`${prefix}-button`} label="Button text">
        <Input
          id={`${prefix}-button`}
          name="buttonText"
          defaultValue={banner?.buttonText}
          placeholder="Explore yatras"
        />
      </Field>
      <Field
        id={`${prefix}-link`}
        label="Button link"
        hint="A page of the site like /pilgrimage, or an https:// address."
      >
        <Input id={`${prefix}-link`} name="buttonUrl" defaultValue={banner?.buttonUrl} placeholder="/pilgrimage" />
      </Field>
      <Field
        id={`${prefix}-title-ta`}
        label="Title in Tamil"
        optional
        hint="Left blank, the Tamil home page shows the English."
      >
        <Input id={`${prefix}-title-ta`} name="titleTa" lang="ta" defaultValue={banner?.titleTa} />
      </Field>
      <Field id={`${prefix}-tag-ta`} label="Tag in Tamil" optional>
        <Input id={`${prefix}-tag-ta`} name="tagTa" lang="ta" defaultValue={banner?.tagTa} />
      </Field>
      <Field id={`${prefix}-subtitle-ta`} label="Subtitle in Tamil" optional className="md:col-span-2">
        <Input id={`${prefix}-subtitle-ta`} name="subtitleTa" lang="ta" defaultValue={banner?.subtitleTa} />
      </Field>
      <Field id={`${prefix}-button-ta`} label="Button text in Tamil" optional>
        <Input id={`${prefix}-button-ta`} name="buttonTextTa" lang="ta" defaultValue={banner?.buttonTextTa} />
      </Field>
      <PictureField
        id={`${prefix}-file`}
        label={banner ? 'Replace the picture' : 'Picture'}
        optional={Boolean(banner)}
        className="md:col-span-2"
      />
    </div>
  )
}

export function BannerList({ banners, canEdit }: { banners: EditorBanner[]; canEdit: boolean }) {
  return (
    <>
      <ol className="space-y-4">
        {banners.map((banner, index) => (
          <Item
            key={banner.id}
            kind="banners"
            id={banner.id}
            index={index}
            count={banners.length}
            name={`banner ${banner.title}`}
            canEdit={canEdit}
            picture={banner.image}
          >
            {canEdit ? (
              <ActionForm action={saveBannerAction.bind(null, banner.id)} submitLabel="Save banner">
                <BannerFields banner={banner} prefix={`banner-${banner.id}`} />
              </ActionForm>
            ) : (
              <ReadOnly
                title={banner.title}
                lines={[banner.tag, banner.subtitle, `${banner.buttonText} → ${banner.buttonUrl}`]}
              />
            )}
          </Item>
        ))}
      </ol>
      {canEdit && (
        <Panel variant="add" title="Add a banner">
          <ActionForm action={saveBannerAction.bind(null, null)} submitLabel="Add banner" resetOnSuccess>
            <BannerFields prefix="banner-new" />
          </ActionForm>
        </Panel>
      )}
    </>
  )
}

/** A trip a review can name. */
type ReviewTrip = { id: string; title: string }

function ReviewFields({ review, prefix, trips }: { review?: EditorReview; prefix: string; trips: ReviewTrip[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_10rem]">
      <input type="hidden" name="version" value={review?.version ?? 0} />
      <Field id={`${prefix}-name`} label="Name">
        <Input id={`${prefix}-name`} name="name" defaultValue={review?.name} />
      </Field>
      <Field id={`${prefix}-rating`} label={`Rating (0–${RATING_MAX})`}>
        <WholeNumberInput
          id={`${prefix}-rating`}
          name="rating"
          max={RATING_MAX}
          defaultValue={review?.rating ?? RATING_MAX}
        />
      </Field>
      <Field id={`${prefix}-text`} label="Review" className="md:col-span-2">
        <Textarea id={`${prefix}-text`} name="description" defaultValue={review?.description} rows={4} />
      </Field>
      <div className="grid gap-3 md:col-span-2 md:grid-cols-[minmax(0,1fr)_14rem]">
        <Field id={`${prefix}-trip`} label="Trip" optional>
          <select id={`${prefix}-trip`} name="tripId" defaultValue={review?.tripId ?? ''} className={selectClass}>
            <option value="">Not about one trip</option>
            {trips.map((trip) => (
              <option key={trip.id} value={trip.id}>
                {trip.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${prefix}-month`} label="Month travelled" optional>
          <Input
            id={`${prefix}-month`}
            name="travelledOn"
            type="month"
            max={todayInIndia().slice(0, 7)}
            placeholder="2026-10"
            defaultValue={review?.travelledOn}
          />
        </Field>
      </div>
    </div>
  )
}

export function ReviewList({
  reviews,
  trips,
  canEdit,
}: {
  reviews: EditorReview[]
  trips: ReviewTrip[]
  canEdit: boolean
}) {
  const tripTitle = new Map(trips.map((trip) => [trip.id, trip.title]))
  return (
    <>
      <ol className="space-y-4">
        {reviews.map((review, index) => (
          <Item
            key={review.id}
            kind="reviews"
            id={review.id}
            index={index}
            count={reviews.length}
            name={`review by ${review.name}`}
            canEdit={canEdit}
          >
            <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Badge className="bg-sand-200 text-ink">The agency’s example</Badge>
              <span>Written in the editor, not sent by a family after a booking.</span>
            </p>
            {canEdit ? (
              <ActionForm action={saveReviewAction.bind(null, review.id)} submitLabel="Save review">
                <ReviewFields review={review} prefix={`review-${review.id}`} trips={trips} />
              </ActionForm>
            ) : (
              <ReadOnly
                title={`${review.name} · ${review.rating}/${RATING_MAX}`}
                lines={[
                  [tripTitle.get(review.tripId), review.travelledOn && formatMonthYear(review.travelledOn)]
                    .filter(Boolean)
                    .join(', '),
                  review.description,
                ]}
              />
            )}
          </Item>
        ))}
      </ol>
      {canEdit && (
        <Panel variant="add" title="Add a review">
          <ActionForm action={saveReviewAction.bind(null, null)} submitLabel="Add review" resetOnSuccess>
            <ReviewFields prefix="review-new" trips={trips} />
          </ActionForm>
        </Panel>
      )}
    </>
  )
}

function VideoFields({ video, prefix }: { video?: EditorVideo; prefix: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <input type="hidden" name="version" value={video?.version ?? 0} />
      <Field id={`${prefix}-title`} label="Title">
        <Input id={`${prefix}-title`} name="title" defaultValue={video?.title} />
      </Field>
      <Field id={`${prefix}-title-ta`} label="Title in Tamil" optional>
        <Input id={`${prefix}-title-ta`} name="titleTa" lang="ta" defaultValue={video?.titleTa} />
      </Field>
      <Field id={`${prefix}-video`} label="YouTube address or video id">
        <Input
          id={`${prefix}-video`}
          name="video"
          defaultValue={video?.videoId}
          placeholder="https://youtu.be/…"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <PictureField
        id={`${prefix}-file`}
        label={video ? 'Replace the thumbnail' : 'Thumbnail'}
        optional
        hint={video ? PICTURE_HINT : `${PICTURE_HINT} Without one, the site draws a thumbnail with the title.`}
        className="md:col-span-2"
      />
    </div>
  )
}

export function VideoList({ videos, canEdit }: { videos: EditorVideo[]; canEdit: boolean }) {
  return (
    <>
      <ol className="space-y-4">
        {videos.map((video, index) => (
          <Item
            key={video.id}
            kind="videos"
            id={video.id}
            index={index}
            count={videos.length}
            name={`video ${video.title}`}
            canEdit={canEdit}
            picture={video.thumbnail}
          >
            {canEdit ? (
              <ActionForm action={saveVideoAction.bind(null, video.id)} submitLabel="Save video">
                <VideoFields video={video} prefix={`video-${video.id}`} />
              </ActionForm>
            ) : (
              <ReadOnly title={video.title} lines={[`YouTube ${video.videoId}`]} />
            )}
          </Item>
        ))}
      </ol>
      {canEdit && (
        <Panel variant="add" title="Add a video">
          <ActionForm action={saveVideoAction.bind(null, null)} submitLabel="Add video" resetOnSuccess>
            <VideoFields prefix="video-new" />
          </ActionForm>
        </Panel>
      )}
    </>
  )
}

function ReadOnly({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="text-sm">
      <p className="font-medium">{title}</p>
      {lines.filter(Boolean).map((line) => (
        <p key={line} className="mt-1 text-ink-muted">
          {line}
        </p>
      ))}
    </div>
  )
}
