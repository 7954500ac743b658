import type { UseFormReturn } from 'react-hook-form'
import type { TripEditorInput, TripEditorValues } from '@/lib/catalog/editor/trip-schema'

/** The trip form as its sections get it: the fields as typed, the schema's output on submit. */
export type TripForm = UseFormReturn<TripEditorInput, unknown, TripEditorValues>

/** Said once under the trip's first Tamil field: what a blank Tamil field does. */
export const TAMIL_HINT = 'Left blank, the Tamil pages show the English.'

/** Said under a Tamil list: how it is written. */
export const TAMIL_LINES_HINT = 'One per line. Left blank, the Tamil pages show the English list.'

/** Said under a list of Tamil rows (the hotels). */
export const TAMIL_ROWS_HINT =
  'One row each, in the order of the English. With none, the Tamil pages show the English list.'

/** The form's native selects, as tall and round as its text inputs. */
export const selectClass = 'block min-h-11 w-full rounded-xl border border-ink/15 bg-white px-3.5 text-base'

/**
 * A number field that may be left blank (a seat count, a city's own price): blank is null, so
 * the schema tells "none" from 0. Registered with these instead of `valueAsNumber`, which makes
 * blank NaN.
 */
export const blankAsNull = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
}

/** A count whose blank means none (seats taken). */
export const blankAsZero = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value)),
}
