'use client'

import { useTranslations } from '@/lib/site/i18n/client'
import { enquiryDialogSchema, type EnquiryDialogInput } from '@/lib/leads/forms/contact'
import { HoneypotField, SubmitButton, TextAreaField, TextField, useSharedInputs } from './form-fields'
import { LeadConfirmation } from './lead-confirmation'
import { useLeadForm } from './use-lead-form'

const defaultValues: EnquiryDialogInput = { name: '', email: '', mobileNumber: '', subject: '', message: '' }

/**
 * The floating Enquiry Now dialog's form: name, email, phone and subject required, message
 * optional; posts the contact payload, then shows the confirmation, whose back button is `onBack`
 * (the dialog closes).
 */
export function EnquiryForm({ onBack }: { onBack?: () => void }) {
  const t = useTranslations('forms')
  const { nameInput, phoneInput, emailInput } = useSharedInputs()
  const {
    register,
    onSubmit,
    honeypotRef,
    confirmation,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: enquiryDialogSchema,
    defaultValues,
    kind: 'contact',
    form: 'enquiry-dialog',
    failure: { title: t('enquiry.failure') },
    success: { title: t('enquiry.successTitle'), description: t('enquiry.successDescription') },
    confirm: ({ name }) => ({ name }),
  })

  if (confirmation) return <LeadConfirmation confirmation={confirmation} onBack={onBack} />

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('enquiry.label')}
      className="relative"
      data-form="enquiry"
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...nameInput} required error={errors.name?.message} {...register('name')} />
        <TextField {...phoneInput} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField
          {...emailInput}
          required
          fieldClassName="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.subject')}
          required
          fieldClassName="sm:col-span-2"
          placeholder={t('enquiry.subjectPlaceholder')}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label={t('fields.message')}
          fieldClassName="sm:col-span-2"
          rows={3}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <SubmitButton
        submitting={isSubmitting}
        idleLabel={t('enquiry.submit')}
        busyLabel={t('busy.sending')}
        className="mt-6 sm:w-full"
      />
    </form>
  )
}
