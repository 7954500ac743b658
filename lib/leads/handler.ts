import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { LEAD_BODY_LIMIT_BYTES, LEAD_FORWARD_TIMEOUT_MS, LEAD_MIN_FILL_MS } from '@/lib/constants'
import { getEnv } from '@/lib/env'
import { IDEMPOTENCY_KEY_PATTERN, LEAD_META_KEYS, leadMetaSchema, type LeadMeta } from '@/lib/validations/lead-meta'
import { attemptDelivery } from './delivery'
import { LEAD_KINDS, type LeadKind } from './kinds'
import { EMAIL_EXISTS_MESSAGE } from './messages'
import { logLead } from './log'
import { clientKeyOf, takeRateLimit } from './rate-limit'
import { recordLead, type Lead } from './store'

type FieldErrors = Record<string, string[]>

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const fail = (status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  json(status, { success: false, message, ...extra }, headers)

const invalid = (errors: FieldErrors) => fail(422, 'Please correct the highlighted fields', { errors })

const emailExists = () => fail(409, EMAIL_EXISTS_MESSAGE)

/** The raw body, read chunk by chunk and abandoned as soon as it passes the cap. */
async function readCappedBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return 'too-large'
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

function isJsonContentType(header: string | null): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Honeypot filled in, or a form sent faster than a person can fill it. */
function looksLikeABot(meta: LeadMeta): boolean {
  if (meta.website?.trim()) return true
  if (meta.formRenderedAt !== undefined && meta.formSubmittedAt !== undefined) {
    return meta.formSubmittedAt - meta.formRenderedAt < LEAD_MIN_FILL_MS
  }
  // A provider-contract client (no form timing) is judged by the honeypot alone.
  return false
}

function accepted(lead: Lead, created: boolean): Response {
  if (lead.kind === 'newsletter' && lead.status === 'duplicate') return emailExists()
  return json(created ? 201 : 200, { success: true, message: 'Created', reference: lead.reference })
}

async function handle(kind: LeadKind, request: Request): Promise<Response> {
  const limit = takeRateLimit(clientKeyOf(request))
  if (!limit.allowed) {
    return fail(
      429,
      'Too many requests. Please try again shortly.',
      {},
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return fail(415, 'Send the form as application/json')
  }
  const raw = await readCappedBody(request, LEAD_BODY_LIMIT_BYTES)
  if (raw === 'too-large') return fail(413, `The request body is larger than ${LEAD_BODY_LIMIT_BYTES} bytes`)

  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw))
  } catch {
    return fail(400, 'The request body is not valid JSON')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return invalid({ _: ['Expected a JSON object'] })
  }

  const record = body as Record<string, unknown>
  const metaInput: Record<string, unknown> = {}
  for (const key of LEAD_META_KEYS) if (key in record) metaInput[key] = record[key]
  const meta = leadMetaSchema.safeParse(metaInput)
  if (!meta.success) return invalid(fieldErrors(meta.error))

  const config = LEAD_KINDS[kind]
  const formName = meta.data.form ?? config.defaultForm
  const schema = config.forms[formName]
  if (!schema) return invalid({ form: ['Unknown form'] })
  // Unknown keys (our meta fields, anything else) are stripped: what is stored and forwarded
  // is exactly the spec payload.
  const parsed = schema.safeParse(record)
  if (!parsed.success) return invalid(fieldErrors(parsed.error))
  const payload = parsed.data

  const headerKey = request.headers.get('idempotency-key')?.trim()
  if (headerKey !== undefined && !meta.data.idempotencyKey && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
    return invalid({ idempotencyKey: ['Expected 16-100 letters, digits, "-" or "_"'] })
  }
  const idempotencyKey = meta.data.idempotencyKey ?? headerKey ?? randomUUID()

  const bot = looksLikeABot(meta.data)
  const { TRAVEL_API_URL } = getEnv()
  const subscribeEmail =
    kind === 'newsletter' && !bot && !TRAVEL_API_URL ? String(payload.email).toLowerCase() : undefined

  let stored: { lead: Lead; created: boolean }
  try {
    stored = recordLead({
      kind,
      form: meta.data.form ?? 'api',
      payload,
      source: meta.data.source ?? {},
      idempotencyKey,
      status: bot ? 'spam' : TRAVEL_API_URL ? 'delivering' : 'stored',
      subscribeEmail,
    })
  } catch (error) {
    // Nothing was stored, so the visitor must not hear "success": a retryable 503.
    logLead('store failed', { kind, outcome: 'error', error: (error as Error).message })
    return fail(503, 'We could not save your request. Please try again shortly.', {}, { 'Retry-After': '30' })
  }

  const { lead, created } = stored
  if (!created) {
    logLead('repeat', { reference: lead.reference, kind, outcome: lead.status })
    return accepted(lead, false)
  }
  logLead('stored', { reference: lead.reference, kind, form: lead.form, outcome: lead.status })
  if (lead.status !== 'delivering' || !TRAVEL_API_URL) return accepted(lead, true)

  try {
    const result = await attemptDelivery(lead, TRAVEL_API_URL, LEAD_FORWARD_TIMEOUT_MS)
    if (result.outcome === 'duplicate') return emailExists()
  } catch (error) {
    // The lead is stored and still claimed; the deliverer takes it over once the claim expires.
    logLead('delivery failed', { reference: lead.reference, kind, outcome: 'error', error: (error as Error).message })
  }
  return accepted(lead, true)
}

/**
 * The POST handler of one lead endpoint: validate, store durably, then deliver.
 * Whatever a client sends, the answer is a 2xx or a 4xx; never a 500.
 */
export function createLeadHandler(kind: LeadKind): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handle(kind, request)
    } catch (error) {
      logLead('request failed', { kind, outcome: 'error', error: (error as Error).message })
      return fail(400, 'The request could not be processed')
    }
  }
}
