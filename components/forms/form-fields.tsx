'use client'

import { Loader2 } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError, fieldClassName as fieldClassName_, Input, Label, Textarea } from '@/components/ui/input'
import { HONEYPOT_FIELD } from '@/lib/leads/forms/meta'
import { siteConfig } from '@/lib/site/config'
import { cn } from '@/lib/site/utils'

interface FieldShellProps {
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
  children: (ids: { id: string; describedBy?: string }) => ReactNode
}

/** Label, control and its message, wired for screen readers (for/id, aria-describedby). */
function FieldShell({ label, required, error, hint, className, children }: FieldShellProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-maroon-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-ink-soft">(optional)</span>
        )}
      </Label>
      {children({ id, describedBy })}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A number input's value for the schema: empty stays undefined, so "required" reports it. */
export const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value))

/** The name, phone and e-mail inputs every lead form shares: same labels and autofill hints. */
export const NAME_INPUT = { label: 'Full name', autoComplete: 'name' } as const
export const PHONE_INPUT = { label: 'Phone number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const
export const EMAIL_INPUT = { label: 'Email', type: 'email', autoComplete: 'email' } as const

type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: string
  error?: string
  hint?: string
  fieldClassName?: string
}

export function TextField({ label, error, hint, required, fieldClassName, className, ref, ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className={className}
          {...props}
        />
      )}
    </FieldShell>
  )
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: string
  error?: string
  fieldClassName?: string
}

export function TextAreaField({
  label,
  error,
  required,
  fieldClassName,
  className,
  ref,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} className={fieldClassName}>
      {({ id, describedBy }) => (
        <Textarea
          id={id}
          ref={ref}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className={className}
          {...props}
        />
      )}
    </FieldShell>
  )
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string
  error?: string
  hint?: string
  fieldClassName?: string
  options: { value: string; label: string }[]
}

/** A native select: on a phone it opens the system's own picker. */
export function SelectField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  className,
  options,
  ref,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy }) => (
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className={cn(fieldClassName_, 'appearance-auto', className)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

/**
 * A field people never see or reach by keyboard; bots that fill every input fill it too.
 * Off-screen rather than display:none, which some bots skip.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function SubmitButton({
  submitting,
  idleLabel,
  busyLabel,
  className,
  variant,
  size = 'lg',
}: {
  submitting: boolean
  idleLabel: string
  busyLabel: string
  className?: string
  variant?: ComponentProps<typeof Button>['variant']
  size?: ComponentProps<typeof Button>['size']
}) {
  return (
    <>
      <Button
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
        variant={variant}
        size={size}
        className={cn('w-full sm:w-auto', className)}
      >
        {submitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {submitting ? busyLabel : idleLabel}
      </Button>
      <NoScriptNote />
    </>
  )
}

/** The forms are in the HTML as sent, but sending one needs the page's code: without it, the visitor is told whom to call. */
function NoScriptNote() {
  return (
    <noscript className="basis-full">
      <p className="text-sm opacity-90">
        Sending this form needs JavaScript, which is off in this browser. Call us on{' '}
        <a className="font-semibold underline" href={siteConfig.phoneHref}>
          {siteConfig.phone}
        </a>{' '}
        or write to{' '}
        <a className="font-semibold underline" href={`mailto:${siteConfig.email}`}>
          {siteConfig.email}
        </a>
        .
      </p>
    </noscript>
  )
}

export function RequiredNote() {
  return (
    <p className="text-xs text-ink-soft">
      Fields marked <span className="text-maroon-700">*</span> are required.
    </p>
  )
}
