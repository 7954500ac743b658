'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { notify } from '@/lib/notify'
import { CONTRACT_PATHS } from '@/lib/provider/contract'
import { enquiryDialogSchema, type ContactPayload, type EnquiryDialogInput } from '@/lib/validations/contact'
import { EMAIL_INPUT, HoneypotField, NAME_INPUT, PHONE_INPUT, SubmitButton, TextAreaField, TextField } from './form-fields'
import { useLeadSubmission } from './use-lead-submission'

const defaultValues: EnquiryDialogInput = { name: '', email: '', mobileNumber: '', subject: '', message: '' }

/**
 * The floating Enquiry Now dialog's form: name, email, phone and subject required, message
 * optional; posts the contact payload and calls onSuccess (the dialog closes).
 */
export function EnquiryForm({ onSuccess }: { onSuccess?: () => void }) {
  const { honeypotRef, send, renew } = useLeadSubmission(CONTRACT_PATHS.contact, 'enquiry-dialog')
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryDialogInput, unknown, ContactPayload>({ resolver: zodResolver(enquiryDialogSchema), defaultValues })

  const onValid = async (payload: ContactPayload) => {
    const answer = await send(payload)
    if (!answer.ok) {
      notify({ title: 'Failed to send your enquiry. Please try again later.', variant: 'destructive' })
      return
    }
    notify({ title: 'Enquiry Sent', description: 'Your enquiry has been sent. We will contact you soon!', variant: 'success' })
    reset()
    renew()
    onSuccess?.()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Enquiry form" className="relative" data-form="enquiry">
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...PHONE_INPUT}
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <TextField {...EMAIL_INPUT}
          required
          fieldClassName="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Subject"
          required
          fieldClassName="sm:col-span-2"
          placeholder="e.g. Char Dham Yatra for 4 in May"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField label="Message" fieldClassName="sm:col-span-2" rows={3} error={errors.message?.message} {...register('message')} />
      </div>
      <SubmitButton submitting={isSubmitting} idleLabel="Send Enquiry" busyLabel="Sending..." className="mt-6 sm:w-full" />
    </form>
  )
}
