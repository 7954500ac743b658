import 'server-only'
import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import { isIP, type Socket } from 'node:net'
import { getEnv } from '@/lib/platform/env'

/**
 * The address of the client behind a request, for the lead rate limit.
 *
 * A route handler's Request does not carry the connection's address, and `next start`
 * passes on an X-Forwarded-For that the client wrote itself: it fills the header from the
 * socket only when the header is missing. So this process stamps every request as it
 * arrives (Node's `http.server.request.start` diagnostics channel, which runs before Next
 * sees the request) with the connection's address, in a header whose value starts with a
 * token drawn once per process: a client can send the header, never the token.
 *
 * TRUST_PROXY_HOPS=0 (the default): the client is the connection; X-Forwarded-For and
 * X-Real-IP are ignored. TRUST_PROXY_HOPS=N: N reverse proxies of the agency's own stand in
 * front and each appends the address it was reached from, so the client is the N-th
 * X-Forwarded-For entry from the right; entries further left are whatever the client wrote.
 * The proxies must then be the only way in.
 */

export const CONNECTION_HEADER = 'x-gopuram-connection'

const STAMP_TOKEN = Symbol.for('gopuram.connection-stamp-token')

interface RequestStart {
  request: IncomingMessage
  socket: Socket
}

/**
 * Subscribes the stamp once per process (route bundles may each hold a copy of this module)
 * and answers the process's token.
 */
function connectionStampToken(): string {
  const holder = globalThis as typeof globalThis & { [STAMP_TOKEN]?: string }
  let token = holder[STAMP_TOKEN]
  if (!token) {
    const created = randomUUID()
    token = created
    holder[STAMP_TOKEN] = created
    subscribe('http.server.request.start', (message) => {
      const { request, socket } = message as RequestStart
      request.headers[CONNECTION_HEADER] = `${created} ${socket.remoteAddress ?? ''}`
    })
  }
  return token
}

// Stamp from the moment this module loads; a request received earlier has no stamp.
connectionStampToken()

/** The connection's address from this process's stamp; undefined when the request carries none. */
export function connectionAddressOf(headers: Headers): string | undefined {
  const [token, address] = headers.get(CONNECTION_HEADER)?.split(' ') ?? []
  return token === connectionStampToken() && address ? address : undefined
}

/**
 * One spelling per address: no port or brackets, IPv4-mapped IPv6 as plain IPv4, IPv6 in its
 * canonical form. An entry that is no address at all is kept as an opaque name.
 */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value)
  if (mapped) value = mapped[1]!
  if (isIP(value) === 6) value = new URL(`http://[${value}]/`).hostname.slice(1, -1)
  if (value === '') return undefined
  return value.slice(0, 100)
}

/**
 * The client address: the stamped connection with no trusted proxy, else the entry that
 * many hops from the right of X-Forwarded-For (the leftmost when there are fewer).
 */
export function pickClientAddress(
  connection: string | undefined,
  forwardedFor: string | null,
  trustedHops: number,
): string | undefined {
  if (trustedHops <= 0) return connection === undefined ? undefined : normalizeAddress(connection)
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return connection === undefined ? undefined : normalizeAddress(connection)
  return normalizeAddress(entries[Math.max(0, entries.length - trustedHops)]!)
}

/** The client address of a request received by this process, or undefined when unknown. */
export function clientAddressOf(request: Request, trustedHops: number): string | undefined {
  return pickClientAddress(connectionAddressOf(request.headers), request.headers.get('x-forwarded-for'), trustedHops)
}

/**
 * The rate limit's key for an address. An IPv6 client usually holds a whole /64, so its
 * addresses share one key; every other address or name is its own key.
 */
export function rateLimitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups.slice(0, 4).join(':')}::/64`
}

/**
 * The key a request is counted under by a rate limit: its client address, or one shared key when
 * the address is unknown (a request received before this process stamped connections), so a
 * forged header never earns a fresh count.
 */
export function clientKeyOf(request: Request): string {
  const address = clientAddressOf(request, getEnv().TRUST_PROXY_HOPS)
  return address === undefined ? 'unknown' : rateLimitKeyOf(address)
}
