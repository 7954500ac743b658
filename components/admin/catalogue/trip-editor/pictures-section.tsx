'use client'

import Image from 'next/image'
import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormStatus, useActionForm } from '@/components/admin/ui/action-form'
import { RowActions } from '@/components/admin/ui/row-actions'
import { Button } from '@/components/ui/button'
import { errorId, Field, hintId } from '@/components/admin/ui/field'
import { Panel } from '@/components/admin/ui/panel'
import { PICTURE_HINT, PictureInput } from '@/components/admin/ui/picture-input'
import { Input, Label } from '@/components/ui/input'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import {
  addTripPictureAction,
  movePictureAction,
  removePictureAction,
  setPictureAltAction,
} from '@/lib/catalog/editor/actions'
import type { TripPicture } from '@/lib/catalog/editor/pictures'
import { uploadUrl } from '@/lib/site/routes'
import { ALT_MAX, imageFileProblem } from '@/lib/catalog/editor/trip-schema'

/**
 * A trip's pictures in the catalogue editor: upload (checked here for type and size before it
 * is sent, and again on the server from the bytes), describe in English and in Tamil, reorder and
 * remove. The first picture is the one on the trip's card.
 */

/** Said under a picture's Tamil description. */
const TAMIL_ALT_HINT = 'Left blank, the Tamil page describes it in English.'

/** A description's example made from the trip's own place, never another trip's scene. */
function altPlaceholder(location: string): string {
  const place = location.split(',')[0]?.trim()
  return place ? `e.g. a view in ${place}` : 'What the picture shows'
}

function AltForm({
  tripId,
  picture,
  index,
  placeholder,
}: {
  tripId: string
  picture: TripPicture
  index: number
  placeholder: string
}) {
  const { state, pending, onSubmit, formAction } = useActionForm(
    setPictureAltAction.bind(null, tripId, picture.file),
    IDLE,
  )
  const id = useId()
  const idTa = useId()
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-2">
      <div>
        <Label htmlFor={id}>Description of picture {index + 1}</Label>
        <Input id={id} name="alt" defaultValue={picture.alt} maxLength={ALT_MAX} placeholder={placeholder} />
      </div>
      <Field id={idTa} label={`Description of picture ${index + 1} in Tamil`} hint={TAMIL_ALT_HINT}>
        <Input
          id={idTa}
          name="altTa"
          lang="ta"
          defaultValue={picture.altTa}
          maxLength={ALT_MAX}
          aria-describedby={hintId(idTa)}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          Save
        </Button>
        <FormStatus state={state} />
      </div>
    </form>
  )
}

function UploadForm({ tripId, placeholder }: { tripId: string; placeholder: string }) {
  const [state, formAction, pending] = useActionState<ActionState, FormData>(
    addTripPictureAction.bind(null, tripId),
    IDLE,
  )
  const [problem, setProblem] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const fileId = useId()
  const altId = useId()
  const altTaId = useId()

  const check = (input: HTMLInputElement) => {
    const file = input.files?.[0]
    const found = file ? imageFileProblem(file) : 'Choose a picture to upload'
    setProblem(found)
    return found
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    if (check(element.elements.namedItem('file') as HTMLInputElement)) return
    const data = new FormData(element)
    startTransition(() => formAction(data))
  }
  // After a successful upload the form is emptied for the next picture.
  useEffect(() => {
    if (state.status === 'ok') form.current?.reset()
  }, [state])

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={onSubmit}
      className="space-y-3 rounded-xl border border-dashed border-ink/20 p-4"
    >
      <Field
        id={fileId}
        label="Add a picture"
        hint={`${PICTURE_HINT} The site keeps it without its camera and location data.`}
        error={problem ?? undefined}
      >
        <PictureInput
          id={fileId}
          name="file"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${hintId(fileId)} ${errorId(fileId)}`}
          onChange={(event) => check(event.currentTarget)}
        />
      </Field>
      <div className="grid gap-3 md:grid-cols-2">
        <Field id={altId} label="Description (optional)">
          <Input id={altId} name="alt" maxLength={ALT_MAX} placeholder={placeholder} />
        </Field>
        <Field id={altTaId} label="Description in Tamil (optional)" hint={TAMIL_ALT_HINT}>
          <Input id={altTaId} name="altTa" lang="ta" maxLength={ALT_MAX} aria-describedby={hintId(altTaId)} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Uploading…' : 'Upload picture'}
        </Button>
        <FormStatus state={state} />
      </div>
    </form>
  )
}

export function TripPictures({
  tripId,
  location,
  pictures,
  readOnly,
}: {
  tripId: string
  /** The trip's location ("Varanasi, Uttar Pradesh"), for the descriptions' example. */
  location: string
  pictures: TripPicture[]
  readOnly: boolean
}) {
  const placeholder = altPlaceholder(location)
  return (
    <Panel
      title="Pictures"
      description="The first picture is the trip’s card; the trip page shows them all in this order. Changes here are saved at once."
    >
      {pictures.length === 0 && <p className="text-sm">No pictures yet: the card shows a plain colour.</p>}
      <ol className="grid gap-4 sm:grid-cols-2">
        {pictures.map((picture, index) => (
          <li
            key={picture.file}
            className="space-y-3 rounded-xl border border-ink/10 bg-sand-50 p-3"
            data-testid="trip-picture"
          >
            <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-sand-200">
              <Image
                src={uploadUrl(picture.file)}
                alt={picture.alt}
                fill
                sizes="(min-width: 640px) 420px, 100vw"
                className="object-cover"
              />
              {index === 0 && (
                <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium">
                  Card picture
                </span>
              )}
            </div>
            {readOnly ? (
              <div className="space-y-1 text-sm text-ink-muted">
                <p>{picture.alt || 'No description'}</p>
                <p lang={picture.altTa ? 'ta' : undefined}>{picture.altTa || 'No description in Tamil'}</p>
              </div>
            ) : (
              <>
                <AltForm tripId={tripId} picture={picture} index={index} placeholder={placeholder} />
                <RowActions
                  actions={[
                    {
                      label: '←',
                      name: `Move picture ${index + 1} earlier`,
                      disabled: index === 0,
                      run: movePictureAction.bind(null, tripId, picture.file, 'up'),
                    },
                    {
                      label: '→',
                      name: `Move picture ${index + 1} later`,
                      disabled: index === pictures.length - 1,
                      run: movePictureAction.bind(null, tripId, picture.file, 'down'),
                    },
                    {
                      label: 'Remove',
                      name: `Remove picture ${index + 1}`,
                      run: removePictureAction.bind(null, tripId, picture.file),
                    },
                  ]}
                />
              </>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && <UploadForm tripId={tripId} placeholder={placeholder} />}
    </Panel>
  )
}
