import { useId, type ReactNode } from 'react'
import { get, type FieldErrors, type FieldPath, type FieldValues, type FormState } from 'react-hook-form'
import { describedBy, Field } from './field'

/** What a react-hook-form control needs from its field to be labelled and described. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** The message react-hook-form holds for a field; `name` may be nested (`itinerary.0.title`). */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: FieldPath<T>): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message
}

/**
 * A `Field` bound to a react-hook-form field: its message comes from the form's state, and the
 * control (rendered by `children` with the props it needs) is marked invalid while it has one.
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  hideLabel,
  className,
  children,
}: {
  form: { formState: FormState<T> }
  name: FieldPath<T>
  label: string
  hint?: string
  hideLabel?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const error = fieldError(form.formState.errors, name)
  return (
    <Field id={id} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { hint, error }) })}
    </Field>
  )
}
