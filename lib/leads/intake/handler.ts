import 'server-only'
import type { LeadKind } from '@/lib/leads/forms/endpoints'
import { EMAIL_EXISTS_MESSAGE } from '@/lib/leads/forms/newsletter'
import { LEAD_BODY_LIMIT_BYTES } from '@/lib/leads/config'
import { logLead } from '@/lib/leads/log'
import { clientKeyOf } from '@/lib/platform/client-address'
import { takeRateLimit } from './rate-limit'
import type { LeadAccepted } from './confirmation'
import { submitLead, type LeadOutcome } from './service'

/**
 * The HTTP side of a lead endpoint: it reads the request, hands the body to submitLead
 * (service.ts, which tells what runs when a lead is posted) and answers its outcome.
 */

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const fail = (status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  json(status, { success: false, message, ...extra }, headers)

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

/** The parsed JSON body, or the answer that refuses the request before any lead rule runs. */
async function readRequest(request: Request): Promise<{ body: unknown } | Response> {
  const limit = await takeRateLimit(clientKeyOf(request))
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
  try {
    return { body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown }
  } catch {
    return fail(400, 'The request body is not valid JSON')
  }
}

function answer(result: LeadOutcome): Response {
  switch (result.outcome) {
    case 'accepted': {
      const body: LeadAccepted = {
        success: true,
        message: 'Created',
        reference: result.reference,
        callBack: result.callBack,
      }
      return json(result.created ? 201 : 200, body)
    }
    case 'already-subscribed':
      return fail(409, EMAIL_EXISTS_MESSAGE)
    case 'invalid':
      return fail(422, 'Please correct the highlighted fields', { errors: result.errors })
    case 'not-stored':
      return fail(503, 'We could not save your request. Please try again shortly.', {}, { 'Retry-After': '30' })
  }
}

/**
 * The POST handler of one lead endpoint. Whatever a client sends, the answer is a 2xx or a
 * 4xx, or a 503 when the lead could not be stored; never a 500.
 */
export function createLeadHandler(kind: LeadKind): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const read = await readRequest(request)
      if (read instanceof Response) return read
      const idempotencyKey = request.headers.get('idempotency-key')?.trim()
      return answer(await submitLead(kind, read.body, { idempotencyKey }))
    } catch (error) {
      logLead('request failed', { kind, outcome: 'error', error: (error as Error).message })
      return fail(400, 'The request could not be processed')
    }
  }
}
