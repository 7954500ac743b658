// A stub of the agency's upstream provider for the end-to-end tests.
// GET reads are proxied to the embedded site's own /api/web contract (STUB_SOURCE), so
// both sources serve the same catalogue; paths listed in STUB_FAIL always answer 500.
// POSTs (leads) are recorded and answered 200, or 503 while `postsDown` is set.
// Control: GET/DELETE /__stub/requests, POST /__stub/config, GET /__stub/health.
import http from 'node:http'

const port = Number(process.env.STUB_PORT || 3102)
const source = (process.env.STUB_SOURCE || 'http://127.0.0.1:3100').replace(/\/+$/, '')
const permanentFailures = (process.env.STUB_FAIL || '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)

const state = { failures: [], postsDown: false, postDelayMs: 0, requests: [], subscribers: new Set() }

/** A failure entry matches a whole path, or a path with its query string prefix. */
function failing(url) {
  return [...permanentFailures, ...state.failures].some(
    (entry) => url === entry || url.split('?')[0] === entry || url.startsWith(entry + '&'),
  )
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const server = http.createServer(async (req, res) => {
  const url = req.url || '/'
  const body = await readBody(req)

  if (url === '/__stub/health') return send(res, 200, { ok: true })
  if (url === '/__stub/requests') {
    if (req.method === 'DELETE') state.requests = []
    return send(res, 200, state.requests)
  }
  if (url === '/__stub/config' && req.method === 'POST') {
    const config = JSON.parse(body || '{}')
    if (Array.isArray(config.failures)) state.failures = config.failures
    if (typeof config.postsDown === 'boolean') state.postsDown = config.postsDown
    if (typeof config.postDelayMs === 'number') state.postDelayMs = config.postDelayMs
    return send(res, 200, { ...state, subscribers: [...state.subscribers], requests: undefined })
  }

  if (req.method === 'POST') {
    let parsed = null
    try {
      parsed = JSON.parse(body)
    } catch {
      parsed = body
    }
    if (state.postDelayMs) await new Promise((r) => setTimeout(r, state.postDelayMs))
    if (state.postsDown) return send(res, 503, { message: 'Service unavailable' })
    state.requests.push({
      method: req.method,
      path: url,
      contentType: req.headers['content-type'] || '',
      idempotencyKey: req.headers['idempotency-key'] || '',
      body: parsed,
      at: Date.now(),
    })
    if (url === '/api/web/email' && parsed && typeof parsed.email === 'string') {
      const email = parsed.email.trim().toLowerCase()
      if (state.subscribers.has(email)) return send(res, 400, { message: 'Email already exists' })
      state.subscribers.add(email)
    }
    return send(res, 200, { success: true, message: 'Created' })
  }

  if (failing(url)) return send(res, 500, { message: 'Internal Server Error' })
  try {
    const upstream = await fetch(source + url, { signal: AbortSignal.timeout(10_000) })
    const buffer = Buffer.from(await upstream.arrayBuffer())
    res.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') || 'application/octet-stream',
    })
    res.end(buffer)
  } catch (error) {
    send(res, 502, { message: `stub could not reach ${source}: ${error.message}` })
  }
})

server.listen(port, '127.0.0.1', () => console.log(`stub upstream on http://127.0.0.1:${port} -> ${source}`))
