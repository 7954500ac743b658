import { whatsappHref } from '@/lib/site/contact'
import type { CallBackPromise } from '@/lib/site/office-hours'

/**
 * What a visitor is told once their lead is stored, the same on the page (the form's confirmation
 * panel) and in the confirmation e-mail: the lead's reference and when the agency will call. The
 * promise is worked out on the server when the lead is stored (intake/service.ts), from the office's
 * hours and the owner's holidays, and travels in the POST's answer as `callBack`. Plain data and
 * pure functions: the browser reads them too.
 */

/** The answer's promise: the office-hours rule's result as the browser gets it. */
export type CallBack = CallBackPromise

/** The success answer of a lead endpoint (handler.ts). */
export interface LeadAccepted {
  success: true
  message: string
  reference: string
  callBack: CallBack
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000

/** The part of the day an India hour falls in: the words around a clock time differ by it (Tamil காலை, மதியம், மாலை). */
function periodOf(hour: number): 'morning' | 'noon' | 'evening' | 'night' {
  if (hour < 12) return 'morning'
  if (hour < 16) return 'noon'
  if (hour < 20) return 'evening'
  return 'night'
}

/**
 * The message and its arguments that say a promise in words (`forms.confirmation.callBefore` or
 * `callMorning`): "We'll call you today before 6 pm", "… tomorrow morning", "… on Monday morning".
 */
export function callBackWords(
  promise: CallBack,
):
  | { key: 'callBefore'; values: { period: string; hour: string } }
  | { key: 'callMorning'; values: { relative: string; weekday: string } } {
  if (promise.kind === 'before') {
    const local = new Date(promise.by + INDIA_UTC_OFFSET_MS)
    const hours = local.getUTCHours()
    const minutes = local.getUTCMinutes()
    const hour12 = hours % 12 === 0 ? 12 : hours % 12
    const hour = minutes ? `${hour12}:${String(minutes).padStart(2, '0')}` : String(hour12)
    return { key: 'callBefore', values: { period: periodOf(hours), hour } }
  }
  return { key: 'callMorning', values: { relative: promise.relative, weekday: WEEKDAY_KEYS[promise.weekday]! } }
}

/** Reads the promise of a lead endpoint's answer; undefined when it is not one. */
export function readCallBack(value: unknown): CallBack | undefined {
  if (!value || typeof value !== 'object') return undefined
  const promise = value as Record<string, unknown>
  if (promise.kind === 'before' && typeof promise.day === 'string' && typeof promise.by === 'number') {
    return { kind: 'before', day: promise.day, by: promise.by }
  }
  if (
    promise.kind === 'morning' &&
    typeof promise.day === 'string' &&
    (promise.relative === 'today' || promise.relative === 'tomorrow' || promise.relative === 'later') &&
    typeof promise.weekday === 'number' &&
    promise.weekday >= 0 &&
    promise.weekday <= 6 &&
    typeof promise.opens === 'number'
  ) {
    return {
      kind: 'morning',
      day: promise.day,
      relative: promise.relative,
      weekday: promise.weekday,
      opens: promise.opens,
    }
  }
  return undefined
}

/**
 * "Continue on WhatsApp": a message to the agency that opens with the reference, then the trip, the
 * departure and the boarding city where the lead has them, one a line.
 */
export function confirmationWhatsappHref({ hello, lines }: { hello: string; lines: (string | undefined)[] }): string {
  return whatsappHref([hello, ...lines.filter(Boolean)].join('\n'))
}
