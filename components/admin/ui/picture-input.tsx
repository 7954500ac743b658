import type { ComponentProps } from 'react'
import { IMAGE_ACCEPT } from '@/lib/catalog/editor/trip-schema'

/** What every picture upload accepts, in the words staff read under it. */
export const PICTURE_HINT = 'JPEG, PNG, WebP or AVIF, up to 10 MB.'

/** A file picker for a picture: only the formats the server takes are offered. */
export function PictureInput(props: Omit<ComponentProps<'input'>, 'type' | 'accept' | 'className'>) {
  return (
    <input
      type="file"
      accept={IMAGE_ACCEPT}
      className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-ink/15 file:bg-white file:px-4 file:font-semibold"
      {...props}
    />
  )
}
