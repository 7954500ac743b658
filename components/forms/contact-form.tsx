'use client'

import { useTranslations } from '@/lib/site/i18n/client'
import { contactSchema, type ContactInput } from '@/lib/leads/forms/contact'
import { HoneypotField, RequiredNote, SubmitButton, TextAreaField, TextField, useSharedInputs } from './form-fields'
import { LeadConfirmation } from './lead-confirmation'
import { useLeadForm } from './use-lead-form'

const defaultValues: ContactInput = { name: '', email: '', mobileNumber: '', subject: '', message: '' }

/** Contact page message form: every field required; posts the contact payload, then shows the confirmation. */
export function ContactForm() {
  const t = useTranslations('forms')
  const { nameInput, phoneInput, emailInput } = useSharedInputs()
  const {
    register,
    onSubmit,
    honeypotRef,
    confirmation,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: contactSchema,
    defaultValues,
    kind: 'contact',
    form: 'contact',
    failure: { title: t('contact.failure') },
    success: { title: t('contact.successTitle'), description: t('contact.successDescription') },
    confirm: ({ name }) => ({ name }),
  })

  if (confirmation) return <LeadConfirmation confirmation={confirmation} />

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('contact.label')}
      className="relative"
      data-form="contact"
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...nameInput} required error={errors.name?.message} {...register('name')} />
        <TextField {...emailInput} required error={errors.email?.message} {...register('email')} />
        <TextField {...phoneInput} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField label={t('fields.subject')} required error={errors.subject?.message} {...register('subject')} />
        <TextAreaField
          label={t('fields.message')}
          required
          fieldClassName="sm:col-span-2"
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton submitting={isSubmitting} idleLabel={t('contact.submit')} busyLabel={t('busy.sending')} />
      </div>
    </form>
  )
}
