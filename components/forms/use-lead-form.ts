'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale } from '@/lib/site/i18n/client'
import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegister,
} from 'react-hook-form'
import type { z } from 'zod/mini'
import { notify, type NotifyOptions } from '@/lib/site/notify'
import { newIdempotencyKey, postLead } from '@/lib/leads/client/post-lead'
import { LEAD_ENDPOINTS, type LeadKind } from '@/lib/leads/forms/endpoints'
import { DeferredFormContext } from './deferred-form'
import type { LeadConfirmationData } from './lead-confirmation'

/** A docs/product.md §8 toast's text; the hook picks its variant. */
type ToastText = Omit<NotifyOptions, 'variant'>

/**
 * What every lead form sends beside its payload: the honeypot, the time the form was shown,
 * the page's language and one idempotency key per submission. The key survives a failed attempt (a retry of the
 * same submission cannot make a second lead) and is renewed after a success.
 */
function useLeadSubmission<TPayload extends Record<string, unknown>>(kind: LeadKind) {
  const honeypotRef = useRef<HTMLInputElement>(null)
  const renderedAt = useRef(0)
  const idempotencyKey = useRef('')
  const deferred = useContext(DeferredFormContext)
  const locale = useLocale()

  const renew = useCallback(() => {
    renderedAt.current = Date.now()
    idempotencyKey.current = newIdempotencyKey()
  }, [])

  useEffect(() => {
    renew()
    if (!deferred) return
    // A form whose code came late (deferred-form.tsx) counts from when it was shown.
    renderedAt.current = deferred.shownAt()
    if (deferred.hydrated()) honeypotRef.current?.form?.requestSubmit()
  }, [renew, deferred])

  const send = useCallback(
    (payload: TPayload, form: string) =>
      postLead({
        path: LEAD_ENDPOINTS[kind],
        form,
        payload,
        honeypot: honeypotRef.current?.value ?? '',
        renderedAt: renderedAt.current,
        idempotencyKey: idempotencyKey.current,
        locale,
      }),
    [kind, locale],
  )

  return { honeypotRef, send, renew }
}

interface LeadFormOptions<TInput extends FieldValues, TPayload> {
  schema: z.ZodMiniType<TPayload, TInput>
  defaultValues: DefaultValues<TInput>
  /** Which endpoint of LEAD_ENDPOINTS the form posts to. */
  kind: LeadKind
  /** Which form this is: the handler validates with that form's schema. It may depend on what was filled in. */
  form: string | ((payload: TPayload) => string)
  /** The success toast of docs/product.md §8. */
  success: ToastText | ((payload: TPayload) => ToastText)
  /** The failure toast of docs/product.md §8, for any answer that is not a success. */
  failure: ToastText
  /** Failure answers whose server message has a toast of its own, by that message. */
  answers?: Record<string, NotifyOptions>
  /** The warning toast of docs/product.md §8 for invalid fields; `fields` limits it to errors in those. */
  invalid?: ToastText & { fields?: (keyof TInput & string)[] }
  /**
   * What the confirmation panel names of the enquiry (the visitor's name, the trip, the departure
   * and the boarding city in words), from what was sent. A form without it (the newsletter) resets.
   */
  confirm?: (payload: TPayload) => Omit<LeadConfirmationData, 'reference' | 'callBack'>
  /** After the success toast, with what was sent. */
  onSuccess?: (payload: TPayload) => void
}

/**
 * A lead form that behaves as docs/product.md §4 and §8 say: react-hook-form validated by
 * the schema its handler shares, then a POST and a toast for the answer. On success, instead of
 * the spec's reset, `confirmation` holds what the form shows in its place (lead-confirmation.tsx):
 * the lead's reference and when the agency will call, from the answer.
 */
export function useLeadForm<TInput extends FieldValues, TPayload extends Record<string, unknown>>({
  schema,
  defaultValues,
  kind,
  form,
  success,
  failure,
  answers,
  invalid,
  confirm,
  onSuccess,
}: LeadFormOptions<TInput, TPayload>) {
  const { honeypotRef, send, renew } = useLeadSubmission<TPayload>(kind)
  const [confirmation, setConfirmation] = useState<LeadConfirmationData | null>(null)
  const methods = useForm<TInput, unknown, TPayload>({ resolver: zodResolver(schema), defaultValues })
  // Inputs carry their start value in the server's HTML. A form hydrated late (deferred-form.tsx)
  // may hold text the visitor typed before that: react-hook-form would reset it to the default
  // when it takes the input, so the typed value is given back to it.
  const adopted = useRef(new WeakSet<Element>())
  const register: UseFormRegister<TInput> = (name, options) => {
    const field = methods.register(name, options)
    const defaultValue = get(defaultValues, name) as unknown
    return {
      ...field,
      defaultValue,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
        // A radio button's value is its own; the visitor's choice is the checked one.
        const chosen = element && !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked)
        const typed = element && chosen && !adopted.current.has(element) ? element.value : undefined
        field.ref(element)
        if (element) adopted.current.add(element)
        if (typed === undefined || typed === String(defaultValue ?? '')) return
        const value = options?.setValueAs ? options.setValueAs(typed) : typed
        methods.setValue(name, value as PathValue<TInput, typeof name>)
      },
    }
  }

  const onValid = async (payload: TPayload) => {
    const answer = await send(payload, typeof form === 'function' ? form(payload) : form)
    if (!answer.ok) {
      const { message } = answer
      // A field the server refused (a departure sold out since the page was made) shows its message there.
      for (const [field, messages] of Object.entries(answer.errors ?? {})) {
        if (field in payload && messages[0]) methods.setError(field as Path<TInput>, { message: messages[0] })
      }
      const ownToast =
        message !== undefined && answers && Object.hasOwn(answers, message) ? answers[message] : undefined
      notify(ownToast ?? { ...failure, variant: 'destructive' })
      return
    }
    notify({ ...(typeof success === 'function' ? success(payload) : success), variant: 'success' })
    renew()
    if (confirm && answer.reference && answer.callBack) {
      setConfirmation({ ...confirm(payload), reference: answer.reference, callBack: answer.callBack })
    } else {
      methods.reset()
    }
    onSuccess?.(payload)
  }

  const onInvalid = (errors: FieldErrors<TInput>) => {
    if (!invalid) return
    const { fields, ...toast } = invalid
    if (fields && !fields.some((field) => errors[field])) return
    notify({ ...toast, variant: 'warning' })
  }

  return { ...methods, register, onSubmit: methods.handleSubmit(onValid, onInvalid), honeypotRef, confirmation }
}
