'use client'

import { Loader2 } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError, fieldClassName as fieldClassName_, Input, Label, Textarea } from '@/components/ui/input'
import { HONEYPOT_FIELD } from '@/lib/leads/forms/meta'
import { validationKeyOf } from '@/lib/leads/forms/validation'
import { contact } from '@/lib/site/contact'
import { cn } from '@/lib/site/utils'

interface FieldShellProps {
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
  children: (ids: { id: string; describedBy?: string }) => ReactNode
}

/**
 * A field's error in the page's language. The schemas (shared with the API) and the server give
 * their messages in English (lib/leads/forms/validation.ts); each is shown as the page's
 * `forms.validation` message of the same key, and a text that has no key as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('forms.validation')
  return (message) => {
    const known = message ? validationKeyOf(message) : undefined
    return known ? t(known.key, known.values) : message
  }
}

/** Label, control and its message, wired for screen readers (for/id, aria-describedby). */
function FieldShell({ label, required, error: message, hint, className, children }: FieldShellProps) {
  const t = useTranslations('forms')
  const error = useErrorText()(message)
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
          <span className="ml-1 font-normal text-ink-soft">{t('optional')}</span>
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

/** The name, phone and e-mail inputs every lead form shares: same labels (in the page's language) and autofill hints. */
export function useSharedInputs() {
  const t = useTranslations('forms.fields')
  return {
    nameInput: { label: t('name'), autoComplete: 'name' },
    phoneInput: { label: t('phone'), type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
    emailInput: { label: t('email'), type: 'email', autoComplete: 'email' },
  } as const
}

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
  /** Each choice; `lang` marks a label that is not in the page's language (a catalogue name). */
  options: { value: string; label: string; lang?: string }[]
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
            <option key={option.value} value={option.value} lang={option.lang}>
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
  const t = useTranslations('forms')
  return (
    <noscript className="basis-full">
      <p className="text-sm opacity-90">
        {t.rich('noScript', {
          phone: () => (
            <a className="font-semibold underline" href={contact.phoneHref}>
              {contact.phone}
            </a>
          ),
          email: () => (
            <a className="font-semibold underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          ),
        })}
      </p>
    </noscript>
  )
}

export function RequiredNote() {
  const t = useTranslations('forms')
  return (
    <p className="text-xs text-ink-soft">
      {t.rich('requiredNote', { star: (chunks) => <span className="text-maroon-700">{chunks}</span> })}
    </p>
  )
}
