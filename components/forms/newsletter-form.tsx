'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { notify } from '@/lib/notify'
import { EMAIL_EXISTS_MESSAGE } from '@/lib/leads/messages'
import { CONTRACT_PATHS } from '@/lib/provider/contract'
import { newsletterSchema, type NewsletterInput, type NewsletterPayload } from '@/lib/validations/newsletter'
import { HoneypotField, SubmitButton } from './form-fields'
import { useLeadSubmission } from './use-lead-submission'

const defaultValues: NewsletterInput = { email: '' }

/** Newsletter signup; on success the form is replaced by a thank-you line (spec §4). */
export function NewsletterForm() {
  const id = useId()
  const [subscribed, setSubscribed] = useState(false)
  const { honeypotRef, send } = useLeadSubmission(CONTRACT_PATHS.newsletter, 'newsletter')
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterPayload>({ resolver: zodResolver(newsletterSchema), defaultValues })

  const onValid = async (payload: NewsletterPayload) => {
    const answer = await send(payload)
    if (answer.ok) {
      notify({ title: 'Success!', description: "You've been subscribed to our newsletter", variant: 'success' })
      reset()
      setSubscribed(true)
    } else if (answer.message === EMAIL_EXISTS_MESSAGE) {
      notify({
        title: 'Already Subscribed',
        description: 'This email is already subscribed to our newsletter.',
        variant: 'info',
      })
    } else {
      notify({
        title: 'Subscription failed',
        description: 'Unable to subscribe at this time. Please try again later.',
        variant: 'destructive',
      })
    }
  }

  const onInvalid = () =>
    notify({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'warning' })

  if (subscribed) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-white/10 px-5 py-4 text-lg font-medium text-white"
      >
        <CheckCircle2 aria-hidden className="size-6 shrink-0" />
        Thank you for subscribing to our newsletter!
      </p>
    )
  }

  const errorId = `${id}-error`
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label="Newsletter signup"
      className="relative"
      data-form="newsletter"
    >
      <HoneypotField ref={honeypotRef} />
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-white">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
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
          idleLabel="Subscribe"
          busyLabel="Subscribing..."
          variant="light"
          size="lg"
        />
      </div>
      {errors.email?.message ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-white">
          {errors.email.message}
        </p>
      ) : null}
    </form>
  )
}
