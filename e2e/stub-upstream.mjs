// A stub of the agency's upstream provider for the end-to-end tests.
// GET reads are proxied to the embedded site's own /api/web contract (STUB_SOURCE), so
// both sources serve the same catalogue; paths listed in STUB_FAIL always answer 500. Every
// read is noted with its path and the status it got, so a test can wait for a read to arrive.
// POSTs (leads) are recorded and answered 200, or 503 while `postsDown` is set. Two modes of a
// provider that took a lead but whose answer never reached the site:
// - `hangFirstAttempt`: the first attempt of each Idempotency-Key is recorded and never answered
//   (the connection is held until the site gives up on it), so the site times out and retries;
// - `honourIdempotencyKey`: a post whose key the stub has recorded already is answered as the
//   first one was and not recorded again (a provider that honours the key); without it, a repeat
//   is recorded as one more lead.
// Every lead post is also noted as an attempt, with its key and what became of it.
// Control: GET/DELETE /__stub/requests (the leads recorded; DELETE also forgets the attempts and
// keys), GET /__stub/attempts, GET/DELETE /__stub/reads, POST /__stub/config, GET /__stub/health.
import http from 'node:http'

const port = Number(process.env.STUB_PORT || 3102)
const source = (process.env.STUB_SOURCE || 'http://127.0.0.1:3100').replace(/\/+$/, '')
const permanentFailures = (process.env.STUB_FAIL || '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
/** The reads kept: the newest ones, enough for any one test to find its own. */
const READS_KEPT = 5000

const state = {
  failures: [],
  postsDown: false,
  postDelayMs: 0,
  hangFirstAttempt: false,
  honourIdempotencyKey: false,
  /** The leads recorded (accepted), oldest first. */
  requests: [],
  /** Every lead post: { path, idempotencyKey, body, at, outcome: refused | recorded | held | replayed, closedAt? }. */
  attempts: [],
  /** Every catalogue read: { path, status, at }. */
  reads: [],
  /** Idempotency keys of the leads recorded, with the status and body they were answered (or would have been). */
  answered: new Map(),
  subscribers: new Set(),
}

const BOOLEAN_SETTINGS = ['postsDown', 'hangFirstAttempt', 'honourIdempotencyKey']

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

function settings() {
  const { failures, postsDown, postDelayMs, hangFirstAttempt, honourIdempotencyKey } = state
  return {
    failures,
    postsDown,
    postDelayMs,
    hangFirstAttempt,
    honourIdempotencyKey,
    subscribers: [...state.subscribers],
  }
}

function noteRead(path, status) {
  state.reads.push({ path, status, at: Date.now() })
  if (state.reads.length > READS_KEPT) state.reads.splice(0, state.reads.length - READS_KEPT)
}

/** What the provider does with a lead post: refuse it, answer a repeat of a key it honours, or record it. */
async function takeLead(req, res, url, parsed) {
  const idempotencyKey = req.headers['idempotency-key'] || ''
  const attempt = { method: req.method, path: url, idempotencyKey, body: parsed, at: Date.now(), outcome: 'refused' }
  state.attempts.push(attempt)
  if (state.postDelayMs) await new Promise((r) => setTimeout(r, state.postDelayMs))
  if (state.postsDown) return send(res, 503, { message: 'Service unavailable' })

  const first = idempotencyKey ? state.answered.get(idempotencyKey) : undefined
  if (first && state.honourIdempotencyKey) {
    attempt.outcome = 'replayed'
    return send(res, first.status, first.body)
  }

  state.requests.push({
    method: req.method,
    path: url,
    contentType: req.headers['content-type'] || '',
    idempotencyKey,
    body: parsed,
    at: attempt.at,
  })
  let answer = { status: 200, body: { success: true, message: 'Created' } }
  if (url === '/api/web/email' && parsed && typeof parsed.email === 'string') {
    const email = parsed.email.trim().toLowerCase()
    if (state.subscribers.has(email)) answer = { status: 400, body: { message: 'Email already exists' } }
    else state.subscribers.add(email)
  }
  if (idempotencyKey && !first) state.answered.set(idempotencyKey, answer)

  if (state.hangFirstAttempt && idempotencyKey && !first) {
    // Taken, but the answer never leaves: the connection stays open until the site closes it.
    attempt.outcome = 'held'
    res.once('close', () => {
      attempt.closedAt = Date.now()
    })
    return
  }
  attempt.outcome = 'recorded'
  return send(res, answer.status, answer.body)
}

const server = http.createServer(async (req, res) => {
  const url = req.url || '/'
  const body = await readBody(req)

  if (url === '/__stub/health') return send(res, 200, { ok: true })
  if (url === '/__stub/requests') {
    if (req.method === 'DELETE') {
      state.requests = []
      state.attempts = []
      state.answered.clear()
    }
    return send(res, 200, state.requests)
  }
  if (url === '/__stub/attempts') return send(res, 200, state.attempts)
  if (url === '/__stub/reads') {
    if (req.method === 'DELETE') state.reads = []
    return send(res, 200, state.reads)
  }
  if (url === '/__stub/config' && req.method === 'POST') {
    const config = JSON.parse(body || '{}')
    if (Array.isArray(config.failures)) state.failures = config.failures
    for (const name of BOOLEAN_SETTINGS) if (typeof config[name] === 'boolean') state[name] = config[name]
    if (typeof config.postDelayMs === 'number') state.postDelayMs = config.postDelayMs
    return send(res, 200, settings())
  }

  if (req.method === 'POST') {
    let parsed = null
    try {
      parsed = JSON.parse(body)
    } catch {
      parsed = body
    }
    return takeLead(req, res, url, parsed)
  }

  if (failing(url)) {
    noteRead(url, 500)
    return send(res, 500, { message: 'Internal Server Error' })
  }
  try {
    const upstream = await fetch(source + url, { signal: AbortSignal.timeout(10_000) })
    const buffer = Buffer.from(await upstream.arrayBuffer())
    noteRead(url, upstream.status)
    res.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') || 'application/octet-stream',
    })
    res.end(buffer)
  } catch (error) {
    noteRead(url, 502)
    send(res, 502, { message: `stub could not reach ${source}: ${error.message}` })
  }
})

server.listen(port, '127.0.0.1', () => console.log(`stub upstream on http://127.0.0.1:${port} -> ${source}`))
