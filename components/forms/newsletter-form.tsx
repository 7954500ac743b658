'use client'

import { CheckCircle2 } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { EMAIL_EXISTS_MESSAGE, newsletterSchema, type NewsletterInput } from '@/lib/leads/forms/newsletter'
import { HoneypotField, SubmitButton, useErrorText } from './form-fields'
import { useLeadForm } from './use-lead-form'

const defaultValues: NewsletterInput = { email: '' }

/** Newsletter signup; on success the form is replaced by a thank-you line (docs/product.md §4). */
export function NewsletterForm() {
  const t = useTranslations('forms.newsletter')
  const errorText = useErrorText()
  const id = useId()
  const [subscribed, setSubscribed] = useState(false)
  const {
    register,
    onSubmit,
    honeypotRef,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: newsletterSchema,
    defaultValues,
    kind: 'newsletter',
    form: 'newsletter',
    success: { title: t('successTitle'), description: t('successDescription') },
    failure: { title: t('failureTitle'), description: t('failureDescription') },
    answers: {
      [EMAIL_EXISTS_MESSAGE]: { title: t('existsTitle'), description: t('existsDescription'), variant: 'info' },
    },
    invalid: { title: t('invalidTitle'), description: t('invalidDescription') },
    onSuccess: () => setSubscribed(true),
  })

  if (subscribed) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-white/10 px-5 py-4 text-lg font-medium text-white"
      >
        <CheckCircle2 aria-hidden className="size-6 shrink-0" />
        {t('thanks')}
      </p>
    )
  }

  const errorId = `${id}-error`
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('label')}
      className="relative"
      data-form="newsletter"
    >
      <HoneypotField ref={honeypotRef} />
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-white">
        {t('emailLabel')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Input
          id={id}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          className="sm:flex-1"
          {...register('email')}
        />
        <SubmitButton
          submitting={isSubmitting}
          idleLabel={t('submit')}
          busyLabel={t('busy')}
          variant="light"
          size="lg"
        />
      </div>
      {errors.email?.message ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-white">
          {errorText(errors.email.message)}
        </p>
      ) : null}
    </form>
  )
}
