import type { ReactNode } from 'react'
import { FieldError, Label } from '@/components/ui/input'

/**
 * A back-office control with its label, an optional hint and its error message. The control is
 * the caller's own (an input, a select, a textarea, a file picker), given the same `id`; the hint
 * and the error get ids from it (`describedBy`) so that a control can point at them.
 */

/** Small capitals, so that a row of filters reads as one toolbar rather than a form. */
const compactLabel = 'mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase'

export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** The ids a control's `aria-describedby` names: its hint and its error, when there are any. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined
}

export function Field({
  id,
  label,
  optional = false,
  hideLabel = false,
  compact = false,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  /** Adds a quiet "(optional)" after the label. */
  optional?: boolean
  /** The label is for screen readers only, where the row around it says what the control is. */
  hideLabel?: boolean
  /** The smaller label of a toolbar's controls (the inbox filters). */
  compact?: boolean
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}) {
  const labelText = (
    <>
      {label}
      {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
    </>
  )
  return (
    <div className={className}>
      {compact ? (
        <label htmlFor={id} className={compactLabel}>
          {labelText}
        </label>
      ) : (
        <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
          {labelText}
        </Label>
      )}
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} message={error} />
    </div>
  )
}
