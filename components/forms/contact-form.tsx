'use client'

import { contactSchema, type ContactInput } from '@/lib/leads/forms/contact'
import {
  EMAIL_INPUT,
  HoneypotField,
  NAME_INPUT,
  PHONE_INPUT,
  RequiredNote,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { useLeadForm } from './use-lead-form'

const defaultValues: ContactInput = { name: '', email: '', mobileNumber: '', subject: '', message: '' }

/** Contact page message form: every field required; posts the contact payload. */
export function ContactForm() {
  const {
    register,
    onSubmit,
    honeypotRef,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: contactSchema,
    defaultValues,
    kind: 'contact',
    form: 'contact',
    failure: { title: 'Failed to send your message. Please try again later.' },
    success: { title: 'Message Sent', description: 'Your message has been sent. We will contact you soon!' },
  })

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact form"
      className="relative"
      data-form="contact"
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...EMAIL_INPUT} required error={errors.email?.message} {...register('email')} />
        <TextField {...PHONE_INPUT} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
        <TextAreaField
          label="Message"
          required
          fieldClassName="sm:col-span-2"
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <SubmitButton submitting={isSubmitting} idleLabel="Send Message" busyLabel="Sending..." />
      </div>
    </form>
  )
}
