import 'server-only'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod/mini'
import { getEnv } from '@/lib/platform/env'
import { getOfficeCalendar } from '@/lib/agency'
import { callBackPromise, officeCalendar, type OfficeCalendar } from '@/lib/site/office-hours'
import type { LeadKind } from '@/lib/leads/forms/endpoints'
import { IDEMPOTENCY_KEY_PATTERN, LEAD_META_KEYS, leadMetaSchema, type LeadMeta } from '@/lib/leads/forms/meta'
import { LEAD_MIN_FILL_MS } from '@/lib/leads/config'
import { wakeLeadWorker } from '@/lib/leads/jobs/wake'
import { attemptDelivery } from '@/lib/leads/outbox/delivery'
import { LEAD_KINDS } from '@/lib/leads/kinds'
import { logLead } from '@/lib/leads/log'
import { addressToSubscribe, isAlreadySubscribed } from '@/lib/leads/newsletter'
import { departureErrors } from './departure'
import { mayMailVisitor, VISITOR_MAIL_HELD } from './visitor-mail'
import { recordLead, type Lead } from '@/lib/leads/store'
import { ITINERARY_CHANNELS } from '@/lib/leads/forms/itinerary-request'
import { TRIP_ENQUIRY_FORMS } from '@/lib/leads/forms/trip-enquiry'
import type { CallBack } from './confirmation'

/**
 * What runs when a lead is posted to one of the five endpoints of LEAD_ENDPOINTS:
 *
 * 1. handler.ts reads the request: rate limit per client, JSON content type, size cap, JSON.
 * 2. submitLead, below, decides: the meta fields and the form's zod schema (lib/leads/forms),
 *    the spam judgement (the hidden field only), then store.ts writes the lead to the database before anyone hears
 *    "success" (one row per idempotency key; newsletter.ts's once-per-address rule runs in
 *    the same transaction). With an upstream provider, delivery.ts makes the first attempt.
 * 3. handler.ts turns the outcome into the answer: 201 or 200, 409, 422 or 503.
 *
 * A lead the upstream did not take waits as a job of the queue (lib/leads/jobs); the job worker
 * (outbox/worker.ts, started by instrumentation.ts) retries it. submitLead is a plain function:
 * tests call it directly.
 */

export type FieldErrors = Record<string, string[]>

export type LeadOutcome =
  /**
   * Stored, and delivered or queued; `created` is false for a repeated idempotency key. `callBack`
   * is when the agency will call, as of the lead's storing (the confirmation e-mail says the same).
   */
  | { outcome: 'accepted'; reference: string; created: boolean; callBack: CallBack }
  /** A newsletter signup whose address is on the list already (newsletter.ts). */
  | { outcome: 'already-subscribed'; reference: string }
  | { outcome: 'invalid'; errors: FieldErrors }
  /** Nothing was stored, so the sender must not hear "success" and should try again later. */
  | { outcome: 'not-stored' }

export interface SubmitOptions {
  /** A key sent beside the body (the Idempotency-Key header); a key in the body wins. */
  idempotencyKey?: string
  /** The clock (tests move it). */
  now?: number
}

const invalid = (errors: FieldErrors): LeadOutcome => ({ outcome: 'invalid', errors })

function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Why a lead looks sent by a bot: the hidden field for bots filled in, or undefined. */
export function spamReasonOf(meta: LeadMeta): string | undefined {
  if (meta.website?.trim()) return 'The hidden field for bots was filled in'
  return undefined
}

/**
 * The fill time of a form sent faster than a person types, or undefined. Browser autofill does
 * that, so such a lead is kept and worked like any other, marked for a check
 * (docs/architecture.md, difference 14). A provider-contract client sends no form timing.
 */
export function sentFastMsOf(meta: LeadMeta): number | undefined {
  if (meta.formRenderedAt === undefined || meta.formSubmittedAt === undefined) return undefined
  const fillMs = meta.formSubmittedAt - meta.formRenderedAt
  return fillMs < LEAD_MIN_FILL_MS ? Math.max(0, Math.round(fillMs)) : undefined
}

/** A visitor who asked for a trip's itinerary by e-mail: the outbox sends them its PDF. */
const wantsItineraryMail = (form: string, payload: Record<string, unknown>) =>
  form === TRIP_ENQUIRY_FORMS.itinerary && payload.channel === ITINERARY_CHANNELS.email

/**
 * A visitor who gave an address gets the confirmation by e-mail (outbox/confirmation-mail.ts), but
 * not a visitor whose own e-mail is the itinerary they asked for, and never a newsletter signup.
 */
const wantsConfirmationMail = (kind: LeadKind, form: string, payload: Record<string, unknown>) =>
  kind !== 'newsletter' &&
  typeof payload.email === 'string' &&
  payload.email.trim() !== '' &&
  !wantsItineraryMail(form, payload)

/** The office's calendar with the owner's holidays; the week alone when they cannot be read (the lead matters more). */
async function calendarNow(): Promise<OfficeCalendar> {
  try {
    return await getOfficeCalendar()
  } catch (error) {
    logLead('office holidays unread', { outcome: 'error', error: (error as Error).message })
    return officeCalendar()
  }
}

function accepted(lead: Lead, created: boolean, calendar: OfficeCalendar): LeadOutcome {
  if (isAlreadySubscribed(lead)) return { outcome: 'already-subscribed', reference: lead.reference }
  // A repeat is answered with the promise of when the lead was first stored.
  return {
    outcome: 'accepted',
    reference: lead.reference,
    created,
    callBack: callBackPromise(lead.createdAt, calendar),
  }
}

/**
 * Validates, judges, stores and (upstream mode) delivers one lead. `input` is what a form
 * sends: the contract payload of the kind (docs/product.md §3) plus the meta fields of lib/leads/forms/meta.
 */
export async function submitLead(kind: LeadKind, input: unknown, options: SubmitOptions = {}): Promise<LeadOutcome> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return invalid({ _: ['Expected a JSON object'] })

  const record = input as Record<string, unknown>
  const metaInput: Record<string, unknown> = {}
  for (const key of LEAD_META_KEYS) if (key in record) metaInput[key] = record[key]
  const meta = leadMetaSchema.safeParse(metaInput)
  if (!meta.success) return invalid(fieldErrors(meta.error))

  const { forms, defaultForm } = LEAD_KINDS[kind]
  const formName = meta.data.form ?? defaultForm
  if (!Object.hasOwn(forms, formName)) return invalid({ form: ['Unknown form'] })
  // Unknown keys (our meta fields, anything else) are stripped: what is stored and forwarded
  // is exactly the contract payload.
  const parsed = forms[formName].safeParse(record)
  if (!parsed.success) return invalid(fieldErrors(parsed.error))
  const payload = parsed.data
  if (kind === 'tripEnquiry') {
    const errors = await departureErrors(formName, payload as { tripId: string; departure?: string })
    if (errors) return invalid(errors)
  }

  const givenKey = options.idempotencyKey
  if (givenKey !== undefined && !meta.data.idempotencyKey && !IDEMPOTENCY_KEY_PATTERN.test(givenKey)) {
    return invalid({ idempotencyKey: ['Expected 16-100 letters, digits, "-" or "_"'] })
  }
  const idempotencyKey = meta.data.idempotencyKey ?? givenKey ?? randomUUID()

  const spamReason = spamReasonOf(meta.data)
  const spam = spamReason !== undefined
  const { TRAVEL_API_URL: upstreamUrl, SMTP_URL } = getEnv()

  const now = options.now ?? Date.now()
  const calendar = await calendarNow()

  // An e-mail to the address the visitor typed counts against that address's share of the day.
  let mailItinerary = wantsItineraryMail(formName, payload) && !spam
  // The confirmation goes when it can go now: queued only with a mail server configured.
  let confirm: { callBack: CallBack } | undefined =
    !spam && SMTP_URL && wantsConfirmationMail(kind, formName, payload)
      ? { callBack: callBackPromise(now, calendar) }
      : undefined
  let mailHeld: string | undefined
  if ((mailItinerary || confirm) && !(await mayMailVisitor(String(payload.email), now))) {
    mailItinerary = false
    confirm = undefined
    mailHeld = VISITOR_MAIL_HELD
  }

  let stored: { lead: Lead; created: boolean }
  try {
    stored = await recordLead(
      {
        kind,
        form: meta.data.form ?? 'api',
        payload,
        source: meta.data.source ?? {},
        idempotencyKey,
        status: spam ? 'spam' : upstreamUrl ? 'delivering' : 'stored',
        subscribeEmail: addressToSubscribe(kind, payload, { spam, upstream: Boolean(upstreamUrl) }),
        spamReason,
        sentFastMs: sentFastMsOf(meta.data),
        locale: meta.data.locale,
        notify: Boolean(SMTP_URL),
        // Queued even before SMTP is set up: the visitor asked for it, and it goes once it can.
        mailItinerary,
        confirmation: confirm,
        mailHeld,
      },
      now,
    )
  } catch (error) {
    logLead('store failed', { kind, outcome: 'error', error: (error as Error).message })
    return { outcome: 'not-stored' }
  }

  const { lead, created } = stored
  if (!created) {
    logLead('repeat', { reference: lead.reference, kind, outcome: lead.status })
    return accepted(lead, false, calendar)
  }
  logLead('stored', { reference: lead.reference, kind, form: lead.form, outcome: lead.status })
  if (SMTP_URL && !spam) wakeLeadWorker()
  if (lead.status !== 'delivering' || !upstreamUrl) return accepted(lead, true, calendar)

  try {
    const result = await attemptDelivery(lead, upstreamUrl)
    if (result.outcome === 'duplicate') return { outcome: 'already-subscribed', reference: lead.reference }
  } catch (error) {
    // The lead is stored and its job still claimed; the worker takes it over once the lease runs out.
    logLead('delivery failed', { reference: lead.reference, kind, outcome: 'error', error: (error as Error).message })
  }
  return accepted(lead, true, calendar)
}
