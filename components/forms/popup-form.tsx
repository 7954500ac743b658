'use client'

import { useTranslations } from '@/lib/site/i18n/client'
import { popupEnquirySchema, type PopupEnquiryInput } from '@/lib/leads/forms/popup-enquiry'
import { HoneypotField, SubmitButton, TextAreaField, TextField, useSharedInputs } from './form-fields'
import { rememberPopupShown } from '@/lib/leads/client/popup-shown'
import { LeadConfirmation } from './lead-confirmation'
import { useLeadForm } from './use-lead-form'

const defaultValues: PopupEnquiryInput = { name: '', email: '', phone: '', message: '' }

/**
 * The first-visit popup's form (enquiry-popup.tsx): name and phone required. Once sent the popup
 * is never shown again and shows the confirmation, whose back button (`onDone`) closes it.
 */
export function PopupForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('forms')
  const { nameInput, phoneInput, emailInput } = useSharedInputs()
  const {
    register,
    onSubmit,
    honeypotRef,
    confirmation,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: popupEnquirySchema,
    defaultValues,
    kind: 'popupEnquiry',
    form: 'popup',
    success: { title: t('popup.successTitle'), description: t('popup.successDescription') },
    failure: { title: t('popup.failureTitle'), description: t('popup.failureDescription') },
    invalid: {
      title: t('popup.invalidTitle'),
      description: t('popup.invalidDescription'),
      fields: ['name', 'phone'],
    },
    confirm: ({ name }) => ({ name }),
    onSuccess: rememberPopupShown,
  })

  if (confirmation) return <LeadConfirmation confirmation={confirmation} onBack={onDone} className="mt-5" />

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('popup.label')}
      className="relative mt-5"
      data-form="popup"
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-4">
        <TextField {...nameInput} required error={errors.name?.message} {...register('name')} />
        <TextField {...phoneInput} required error={errors.phone?.message} {...register('phone')} />
        <TextField {...emailInput} error={errors.email?.message} {...register('email')} />
        <TextAreaField
          label={t('fields.message')}
          rows={3}
          placeholder={t('popup.messagePlaceholder')}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <SubmitButton
        submitting={isSubmitting}
        idleLabel={t('popup.submit')}
        busyLabel={t('busy.submitting')}
        className="mt-6 sm:w-full"
      />
    </form>
  )
}
