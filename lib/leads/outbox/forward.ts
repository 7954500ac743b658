import 'server-only'
import { LEAD_ENDPOINTS } from '@/lib/leads/forms/endpoints'
import { upstreamSaysAlreadySubscribed } from '@/lib/leads/newsletter'
import type { Lead } from '@/lib/leads/store'

export type ForwardOutcome =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'duplicate'; status: number }
  | { outcome: 'failed'; status?: number; error: string }

/** Reads the `message` of a JSON answer, if there is one. */
async function answerMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as unknown
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  } catch {
    // Not JSON: no message to read.
  }
  return undefined
}

/**
 * POST a lead's exact contract payload (docs/product.md §3) to its upstream contract path. The Idempotency-Key
 * header lets the upstream drop a repeat if an earlier attempt reached it but its answer
 * was lost (a timeout, a killed process).
 */
export async function forwardLead(
  lead: Pick<Lead, 'kind' | 'payload' | 'idempotencyKey'>,
  baseUrl: string,
  timeoutMs: number,
): Promise<ForwardOutcome> {
  const path = LEAD_ENDPOINTS[lead.kind]
  let res: Response
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': lead.idempotencyKey,
      },
      body: JSON.stringify(lead.payload),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    })
  } catch (error) {
    const reason = (error as { name?: string } | null)?.name === 'TimeoutError' ? 'timed out' : 'could not connect'
    return { outcome: 'failed', error: `POST ${path} ${reason}` }
  }
  const message = await answerMessage(res)
  if (upstreamSaysAlreadySubscribed(lead.kind, message)) return { outcome: 'duplicate', status: res.status }
  if (res.ok) return { outcome: 'delivered', status: res.status }
  return { outcome: 'failed', status: res.status, error: `POST ${path} answered ${res.status}` }
}
