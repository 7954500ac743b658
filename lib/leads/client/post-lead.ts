import type { Locale } from '@/lib/site/i18n/locales'
import { HONEYPOT_FIELD } from '@/lib/leads/forms/meta'
import { readCallBack, type CallBack } from '@/lib/leads/intake/confirmation'
import { leadSource } from './lead-source'

export interface LeadSubmission {
  /** The site's own endpoint, one of the docs/product.md §7 paths. */
  path: string
  /** Which form sent it (the handler validates with that form's schema). */
  form: string
  payload: Record<string, unknown>
  honeypot: string
  renderedAt: number
  idempotencyKey: string
  /** The language of the page the form was sent from, sent as `locale`: the desk calls back in it. */
  locale: Locale
}

export interface LeadAnswer {
  ok: boolean
  status: number
  message?: string
  /** A 422's messages by field, as the handler names them. */
  errors?: Record<string, string[]>
  /** A stored lead's reference and when the agency will call (a success of a lead form). */
  reference?: string
  callBack?: CallBack
}

/** A fresh key per submission: a double click or a retried request makes one lead. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/** POST a lead as JSON; network failures come back as `ok: false`, never thrown. */
export async function postLead(submission: LeadSubmission): Promise<LeadAnswer> {
  const body = {
    ...submission.payload,
    [HONEYPOT_FIELD]: submission.honeypot,
    form: submission.form,
    formRenderedAt: submission.renderedAt,
    formSubmittedAt: Date.now(),
    idempotencyKey: submission.idempotencyKey,
    source: leadSource(),
    locale: submission.locale,
  }
  try {
    const res = await fetch(submission.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    let message: string | undefined
    let errors: Record<string, string[]> | undefined
    let reference: string | undefined
    let callBack: CallBack | undefined
    try {
      const answer = (await res.json()) as {
        message?: unknown
        errors?: unknown
        reference?: unknown
        callBack?: unknown
      }
      if (typeof answer.message === 'string') message = answer.message
      if (answer.errors && typeof answer.errors === 'object') errors = answer.errors as Record<string, string[]>
      if (typeof answer.reference === 'string') reference = answer.reference
      callBack = readCallBack(answer.callBack)
    } catch {
      // A body that is not JSON carries no message.
    }
    return {
      ok: res.ok,
      status: res.status,
      message,
      ...(errors ? { errors } : {}),
      ...(reference ? { reference } : {}),
      ...(callBack ? { callBack } : {}),
    }
  } catch {
    return { ok: false, status: 0 }
  }
}
