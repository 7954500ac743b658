import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  CONNECTION_HEADER,
  clientAddressOf,
  connectionAddressOf,
  normalizeAddress,
  pickClientAddress,
  rateLimitKeyOf,
} from '@/lib/platform/client-address'

describe('normalizeAddress', () => {
  it('spells each address one way', () => {
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7')
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7')
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1')
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('[::1]')).toBe('::1')
  })

  it('keeps a name that is no address as it is, and nothing for an empty entry', () => {
    expect(normalizeAddress('unknown')).toBe('unknown')
    expect(normalizeAddress('  ')).toBeUndefined()
  })
})

describe('pickClientAddress', () => {
  it('with no trusted proxy, is the connection whatever X-Forwarded-For says', () => {
    expect(pickClientAddress('198.51.100.4', null, 0)).toBe('198.51.100.4')
    expect(pickClientAddress('198.51.100.4', '203.0.113.1', 0)).toBe('198.51.100.4')
    expect(pickClientAddress('::ffff:198.51.100.4', '203.0.113.1, 203.0.113.2', 0)).toBe('198.51.100.4')
  })

  it('with no trusted proxy and no known connection, is unknown', () => {
    expect(pickClientAddress(undefined, '203.0.113.1', 0)).toBeUndefined()
  })

  it('behind one proxy, is the entry that proxy appended, not the ones the client wrote', () => {
    expect(pickClientAddress('10.0.0.2', '198.51.100.4', 1)).toBe('198.51.100.4')
    expect(pickClientAddress('10.0.0.2', '203.0.113.1, 203.0.113.2, 198.51.100.4', 1)).toBe('198.51.100.4')
    expect(pickClientAddress(undefined, 'forged, 198.51.100.4', 1)).toBe('198.51.100.4')
  })

  it('behind two proxies, is the second entry from the right', () => {
    expect(pickClientAddress('10.0.0.3', 'forged, 198.51.100.4, 10.0.0.2', 2)).toBe('198.51.100.4')
    expect(pickClientAddress('10.0.0.3', ' forged ,, 2001:DB8::9 , 10.0.0.2 ', 2)).toBe('2001:db8::9')
  })

  it('with fewer entries than proxies, is the leftmost; with none, the connection', () => {
    expect(pickClientAddress('10.0.0.3', '198.51.100.4', 2)).toBe('198.51.100.4')
    expect(pickClientAddress('198.51.100.4', null, 1)).toBe('198.51.100.4')
    expect(pickClientAddress('198.51.100.4', ' , ', 1)).toBe('198.51.100.4')
    expect(pickClientAddress(undefined, null, 1)).toBeUndefined()
  })
})

describe('rateLimitKeyOf', () => {
  it('counts an IPv6 client by its /64 and every other address by itself', () => {
    expect(rateLimitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKeyOf('unknown')).toBe('unknown')
  })
})

describe('the connection stamp', () => {
  it('is ignored when a client writes the header itself', () => {
    const request = new Request('http://localhost/', { headers: { [CONNECTION_HEADER]: 'guess 203.0.113.9' } })
    expect(connectionAddressOf(request.headers)).toBeUndefined()
    expect(clientAddressOf(request, 0)).toBeUndefined()
  })

  it("carries the connection's address of a request this process received, whatever the client sent", async () => {
    const seen: Record<string, string | undefined> = {}
    const server = http.createServer((req, res) => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const request = new Request('http://localhost/', { headers })
      seen.connection = connectionAddressOf(request.headers)
      seen.client = clientAddressOf(request, 0)
      seen.behindOneProxy = clientAddressOf(request, 1)
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2', [CONNECTION_HEADER]: 'x 203.0.113.3' },
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(seen).toEqual({ connection: '127.0.0.1', client: '127.0.0.1', behindOneProxy: '203.0.113.1' })
  })
})
