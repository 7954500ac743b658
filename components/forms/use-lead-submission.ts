'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { newIdempotencyKey, submitLead, type LeadAnswer } from '@/lib/client/submit-lead'
import { notify, type NotifyOptions } from '@/lib/notify'

/**
 * What every lead form sends beside its payload: the honeypot, the time the form was shown
 * and one idempotency key per submission. The key survives a failed attempt (a retry of the
 * same submission cannot make a second lead) and is renewed after a success.
 */
export function useLeadSubmission(path: string, form: string) {
  const honeypotRef = useRef<HTMLInputElement>(null)
  const renderedAt = useRef(0)
  const idempotencyKey = useRef('')

  const renew = useCallback(() => {
    renderedAt.current = Date.now()
    idempotencyKey.current = newIdempotencyKey()
  }, [])

  useEffect(renew, [renew])

  const send = useCallback(
    (payload: Record<string, unknown>): Promise<LeadAnswer> =>
      submitLead({
        path,
        form,
        payload,
        honeypot: honeypotRef.current?.value ?? '',
        renderedAt: renderedAt.current,
        idempotencyKey: idempotencyKey.current,
      }),
    [path, form],
  )

  return { honeypotRef, send, renew }
}

interface LeadFormOptions<TInput extends FieldValues, TPayload> {
  schema: z.ZodType<TPayload, TInput>
  defaultValues: DefaultValues<TInput>
  path: string
  form: string
  /** Spec §8 failure message, shown as a destructive toast. */
  failure: string
  /** Spec §8 success toast. */
  success: Omit<NotifyOptions, 'variant'>
  onSuccess?: () => void
}

/**
 * A lead form whose success and failure behave as spec §4 says: react-hook-form validated
 * by the schema its handler shares; on success a toast, a reset and a new submission key.
 */
export function useLeadForm<TInput extends FieldValues, TPayload extends Record<string, unknown>>({
  schema,
  defaultValues,
  path,
  form,
  failure,
  success,
  onSuccess,
}: LeadFormOptions<TInput, TPayload>) {
  const { honeypotRef, send, renew } = useLeadSubmission(path, form)
  const methods = useForm<TInput, unknown, TPayload>({ resolver: zodResolver(schema), defaultValues })
  const onSubmit = methods.handleSubmit(async (payload) => {
    const answer = await send(payload)
    if (!answer.ok) {
      notify({ title: failure, variant: 'destructive' })
      return
    }
    notify({ ...success, variant: 'success' })
    methods.reset()
    renew()
    onSuccess?.()
  })
  return { ...methods, onSubmit, honeypotRef }
}
