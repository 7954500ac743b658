'use client'

import { useCallback, useEffect, useRef } from 'react'
import { newIdempotencyKey, submitLead, type LeadAnswer } from '@/lib/client/submit-lead'

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
