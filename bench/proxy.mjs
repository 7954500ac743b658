// The trip page through the production proxy (bench/run.mjs): one nginx runs the site's configuration
// (deploy/nginx/site.conf, through e2e/nginx.mjs) in front of the running site, and a second server block of the
// same nginx serves the page's exact bytes from a file, gzip-compressed as `next start` compressed them
// (gzip_static). autocannon loads both with the same connections, asking for gzip as browsers do, in four turns of
// half the duration each (proxy, file, file, proxy), so that a machine getting busier or quieter weighs on both
// alike; the ratio between the two is the figure that counts.
import autocannon from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { freePort, startNginx } from '../e2e/nginx.mjs'
import { cleanups, CONNECTIONS, log, root, summarize, THROUGHPUT_PATH } from './lib.mjs'

const GZIP = { 'accept-encoding': 'gzip' }
/** Requests that warm the proxy's entry before the load (it must answer HIT by then). */
const WARM_TRIES = 20

/** One GET without decoding: the status, headers and bytes as sent. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

/** Two turns' summaries as one: requests/s over both, the higher p50 and p99, the counts added up. */
function combine(results) {
  const [a, b] = results.map(summarize)
  const statusCounts = { ...a.statusCounts }
  for (const [code, count] of Object.entries(b.statusCounts)) statusCounts[code] = (statusCounts[code] ?? 0) + count
  const seconds = results.reduce((sum, result) => sum + result.duration, 0)
  return {
    requestsPerSecond: (a.requests + b.requests) / seconds,
    p50Ms: Math.max(a.p50Ms, b.p50Ms),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    requests: a.requests + b.requests,
    statusCounts,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    turns: [a, b],
  }
}

/**
 * Requests/s and latency of the trip page through the proxy in front of `base` (the site), then from the same nginx
 * serving its bytes as a file; answers { path, bodyBytes, durationSeconds, connections, proxy, static, ratio }.
 */
export async function measureProxyThroughput(base, { duration }) {
  const page = await rawGet(base + THROUGHPUT_PATH, GZIP)
  if (page.status !== 200 || page.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${THROUGHPUT_PATH} answered ${page.status} ${page.headers['content-encoding'] ?? 'uncompressed'}`)
  }
  const staticPort = await freePort()
  const nginx = await startNginx({
    upstream: [new URL(base).host],
    siteConf: path.join(root, 'deploy/nginx/site.conf'),
    extraHttp: [
      // The page as a file: its gzip bytes for clients that take gzip (all of the load), and the HTML for the others.
      '    server {',
      `        listen 127.0.0.1:${staticPort};`,
      '        root static;',
      '        gzip_static on;',
      '        gzip off;',
      '        location / {',
      `            default_type "${page.headers['content-type']}";`,
      '        }',
      '    }',
    ].join('\n'),
  })
  cleanups.push(() => nginx.stop())
  const file = path.join(nginx.dir, 'static', THROUGHPUT_PATH)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(`${file}.gz`, page.body)
  writeFileSync(file, gunzipSync(page.body))
  const targets = { proxy: nginx.url + THROUGHPUT_PATH, static: `http://127.0.0.1:${staticPort}${THROUGHPUT_PATH}` }

  // The same bytes from both, and the proxy's from its cache.
  const fromFile = await rawGet(targets.static, GZIP)
  if (fromFile.headers['content-encoding'] !== 'gzip' || !fromFile.body.equals(page.body)) {
    throw new Error('the static server does not send the page as it was fetched')
  }
  let cached
  for (let i = 0; i < WARM_TRIES && cached?.headers['x-cache-status'] !== 'HIT'; i++) {
    cached = await rawGet(targets.proxy, GZIP)
  }
  if (cached.headers['x-cache-status'] !== 'HIT') {
    throw new Error(`the proxy does not answer ${THROUGHPUT_PATH} from its cache`)
  }

  log(
    `throughput of ${THROUGHPUT_PATH} (${page.body.byteLength} bytes gzip): through nginx's micro-cache and as a file`,
  )
  const turns = { proxy: [], static: [] }
  for (const name of ['proxy', 'static', 'static', 'proxy']) {
    turns[name].push(
      await autocannon({ url: targets[name], connections: CONNECTIONS, duration: duration / 2, headers: GZIP }),
    )
  }
  await nginx.stop()
  const [proxy, fixed] = [combine(turns.proxy), combine(turns.static)]
  return {
    path: THROUGHPUT_PATH,
    bodyBytes: page.body.byteLength,
    // Next's gzip of the same page: equal unless the page was rendered again in between.
    proxyBodyBytes: cached.body.byteLength,
    durationSeconds: duration,
    connections: CONNECTIONS,
    proxy,
    static: fixed,
    ratio: proxy.requestsPerSecond / fixed.requestsPerSecond,
  }
}
