/**
 * Fires a few hundred malformed and hostile requests at the lead endpoints of a running
 * site and counts the answers. Every one must be a 2xx or 4xx: a 5xx is a bug.
 *
 *   npm run bad-input -- [baseUrl]     (default http://127.0.0.1:3000)
 */
import { randomUUID } from 'node:crypto'
import { LEAD_ENDPOINTS, type LeadKind } from '@/lib/leads/forms/endpoints'

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')

interface Attack {
  label: string
  method?: string
  contentType?: string | null
  body?: string | Uint8Array
  /** Same client for every request of a burst (rate limit); otherwise a fresh one. */
  client?: string
}

const now = Date.now()
const human = () => ({ formRenderedAt: now - 30_000, formSubmittedAt: now, idempotencyKey: randomUUID(), website: '' })

/** A valid payload of each kind, the base every attack changes. */
const good: Record<LeadKind, Record<string, unknown>> = {
  tripEnquiry: { name: 'A', email: '', mobileNumber: '9840012345', numberOfTravellers: 1, tripId: 'x' },
  contact: { name: 'A', email: 'a@b.co', mobileNumber: '9840012345', subject: 's', message: 'm' },
  customized: {
    name: 'A',
    email: 'a@b.co',
    mobileNumber: '9840012345',
    preferredDestination: 'Goa',
    numberOfTravellers: 2,
    departureDate: '2099-01-01',
    duration: 3,
    approxBudget: '1L',
    type: 2,
  },
  newsletter: { email: 'a@b.co' },
  popupEnquiry: { name: 'A', phone: '9840012345', email: '', message: '' },
}

const hostileStrings = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'); DROP TABLE leads; --",
  '\u0000\u0001\u0002',
  '\ud800',
  '\udfff\ud800',
  '🙏🛕'.repeat(50),
  '\u202e reversed',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  'a'.repeat(5000),
  ' '.repeat(3000),
  '\n\r\t'.repeat(100),
]

const wrongValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  [],
  [1, 2],
  {},
  { $gt: '' },
  '',
  ' ',
  'NaN',
  '1e999',
]

function attacks(kind: LeadKind): Attack[] {
  const base = good[kind]
  const list: Attack[] = []
  const json = (label: string, value: unknown): Attack => ({ label, body: JSON.stringify(value) })

  // Content types
  for (const contentType of [
    null,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonp',
    'APPLICATION/JSON',
  ]) {
    list.push({ label: `content-type ${contentType}`, contentType, body: JSON.stringify({ ...base, ...human() }) })
  }
  // Malformed JSON and bytes
  for (const body of [
    '',
    '{',
    '{"name":',
    '{"name":"x",}',
    "{'name':'x'}",
    'NaN',
    'undefined',
    '{"a":1}{"b":2}',
    '\u0000',
    '['.repeat(8000),
    '{"a":'.repeat(3000),
  ]) {
    list.push({ label: 'malformed json', body })
  }
  list.push({ label: 'invalid utf-8', body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]) })
  list.push({ label: 'utf-16 bom', body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) })
  // Not an object
  for (const value of [null, [], [base], 42, 'string', true, 1e309]) list.push(json('not an object', value))
  // Oversized
  list.push(json('20 KB body', { ...base, message: 'x'.repeat(20_000) }))
  list.push(json('1 MB body', { ...base, message: 'x'.repeat(1_000_000) }))
  list.push(json('just under the cap', { ...base, message: 'y'.repeat(15_000), ...human() }))
  // Wrong types, field by field
  for (const key of Object.keys(base)) {
    for (const value of wrongValues) list.push(json(`wrong type ${key}`, { ...base, [key]: value, ...human() }))
  }
  // Hostile strings, field by field (stored verbatim or rejected by length, never a crash)
  for (const key of Object.keys(base).filter((k) => typeof base[k] === 'string')) {
    for (const text of hostileStrings) list.push(json(`hostile ${key}`, { ...base, [key]: text, ...human() }))
  }
  // Meta fields
  for (const meta of [
    { idempotencyKey: 'short' },
    { idempotencyKey: "x'; DROP TABLE leads; --xxxxxxxxxx" },
    { idempotencyKey: 12345678901234567890 },
    { formRenderedAt: -1 },
    { formRenderedAt: 1e308, formSubmittedAt: 0 },
    { formRenderedAt: 'yesterday' },
    { website: { nested: true } },
    { website: 'x'.repeat(10_000) },
    { source: 'string' },
    { source: [1, 2, 3] },
    { source: { utm_source: { deep: { deeper: 1 } }, referrer: 42 } },
    { form: 'does-not-exist' },
    { form: { $ne: null } },
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ]) {
    list.push({
      label: `meta ${Object.keys(meta).join(',')}`,
      body: JSON.stringify({ ...base, ...human() }).replace(/}$/, ',' + JSON.stringify(meta).slice(1)),
    })
  }
  list.push({
    label: 'raw __proto__ key',
    body: `{"__proto__":{"isAdmin":true},"name":"A","mobileNumber":"9840012345"}`,
  })
  // Other methods
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'])
    list.push({ label: `method ${method}`, method, body: method === 'GET' ? undefined : '{}' })
  // A burst from one client: the rate limit answers 429
  const client = `burst-${kind}-${now}`
  for (let i = 0; i < 15; i++) list.push({ label: 'burst', client, body: JSON.stringify({ ...base, ...human() }) })
  return list
}

async function fire(path: string, attack: Attack): Promise<number> {
  const headers: Record<string, string> = { 'x-forwarded-for': attack.client ?? `bad-input-${randomUUID()}` }
  const contentType = attack.contentType === undefined ? 'application/json' : attack.contentType
  if (contentType !== null) headers['content-type'] = contentType
  try {
    const res = await fetch(baseUrl + path, {
      method: attack.method ?? 'POST',
      headers,
      body: attack.body as BodyInit | undefined,
    })
    await res.arrayBuffer()
    return res.status
  } catch (error) {
    console.error(`${path} ${attack.label}: request failed: ${(error as Error).message}`)
    return -1
  }
}

async function main() {
  const byStatus = new Map<number, number>()
  const failures: string[] = []
  let total = 0
  for (const [kind, path] of Object.entries(LEAD_ENDPOINTS) as [LeadKind, string][]) {
    for (const attack of attacks(kind)) {
      const status = await fire(path, attack)
      total += 1
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
      if (status >= 500 || status < 0) failures.push(`${status} ${path} ${attack.label}`)
    }
  }
  const histogram = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ')
  console.log(`status counts: ${histogram}`)
  for (const line of failures) console.log(`  5xx/failed: ${line}`)
  console.log(`${total} payloads, ${failures.length} 5xx`)
  process.exitCode = failures.length ? 1 : 0
}

void main()
