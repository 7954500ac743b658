import type { UseFormReturn } from 'react-hook-form'
import type { TripEditorInput, TripEditorValues } from '@/lib/catalog/editor/trip-schema'

/** The trip form as its sections get it: the fields as typed, the schema's output on submit. */
export type TripForm = UseFormReturn<TripEditorInput, unknown, TripEditorValues>

/** The form's native selects, as tall and round as its text inputs. */
export const selectClass = 'block min-h-11 w-full rounded-xl border border-ink/15 bg-white px-3.5 text-base'
