// Debian's nginx with the site's configuration (deploy/nginx/site.conf, filled in by deploy/nginx/site-conf.mjs) in a
// temporary folder of its own, on a free port, in front of the given instances: for the proxy's end-to-end test
// (e2e/micro-cache.proxy.spec.ts) and the benchmark (bench/proxy.mjs). It never reads or writes /etc/nginx,
// /var/lib/nginx or /var/log/nginx, and listens on no port below 1024. scripts/test.sh installs nginx when missing.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { microCacheSeconds as lifetimeIn, renderSiteConf } from '../deploy/nginx/site-conf.mjs'
import { freePort } from '../tests/support/free-port.mjs'

export { freePort }

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx'
/** site.conf from the repository's root, the working folder of the tests (the benchmark names it itself). */
export const SITE_CONF = path.resolve('deploy/nginx/site.conf')
const READY_TIMEOUT_MS = 10_000
const STOP_TIMEOUT_MS = 5_000

/** The micro-cache's lifetime in seconds, as site.conf sets it. */
export function microCacheSeconds(siteConf = SITE_CONF) {
  return lifetimeIn(readFileSync(siteConf, 'utf8'))
}

/** True when Debian's nginx binary is there. */
export function haveNginx() {
  return existsSync(NGINX_BIN) && spawnSync(NGINX_BIN, ['-v'], { stdio: 'ignore' }).status === 0
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const tail = (file, lines = 30) =>
  existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : ''

/**
 * Starts nginx with site.conf (`siteConf`) in front of `upstream` (host:port of each instance) on `port` (a free one
 * unless given), plus `extraHttp`: more of the `http` block (the benchmark's static server). Resolves once it
 * accepts connections. The http block holds what Debian's /etc/nginx/nginx.conf sets and its temporary folders in
 * the prefix; access.log notes each request's cache status and the instance that answered it.
 * @param {{ upstream: string[], port?: number, extraHttp?: string, workers?: number | 'auto', siteConf?: string }} options
 */
export async function startNginx({ upstream, port, extraHttp = '', workers = 'auto', siteConf = SITE_CONF }) {
  if (!haveNginx()) throw new Error(`nginx is missing at ${NGINX_BIN} (apt-get install -y nginx)`)
  const listenPort = port ?? (await freePort())
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-nginx-'))
  // Run by root, the master hands the work to `nobody`, which must reach the cache and temporary folders here.
  chmodSync(dir, 0o755)
  const at = (name) => path.join(dir, name)
  mkdirSync(at('temp'))
  const site = renderSiteConf(readFileSync(siteConf, 'utf8'), {
    upstream,
    listen: `127.0.0.1:${listenPort}`,
    serverName: 'localhost',
    cacheDir: at('cache'),
  })
  writeFileSync(at('site.conf'), site)
  const conf = [
    'daemon off;',
    `worker_processes ${workers};`,
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events {',
    '    worker_connections 768;',
    '}',
    'http {',
    // As Debian's nginx.conf.
    '    sendfile on;',
    '    tcp_nopush on;',
    '    types_hash_max_size 2048;',
    '    default_type application/octet-stream;',
    '    gzip on;',
    // Last, the instance that answered (none on a cache hit): the several-instances test reads it.
    `    log_format cache '$remote_addr "$request" $status $body_bytes_sent $upstream_cache_status $request_time $upstream_addr';`,
    `    access_log ${at('access.log')} cache;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${at(`temp/${kind}`)};`,
    ),
    `    include ${at('site.conf')};`,
    extraHttp,
    '}',
    '',
  ].join('\n')
  writeFileSync(at('nginx.conf'), conf)
  const args = ['-p', dir, '-c', at('nginx.conf'), '-e', at('error.log')]

  const test = spawnSync(NGINX_BIN, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (test.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`nginx refused the configuration:\n${test.stderr}${test.stdout}`)
  }

  // Its own process group: a stop takes the master and its workers together.
  const child = spawn(NGINX_BIN, args, { detached: true, stdio: 'ignore' })
  let exited = false
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true
      resolve(code ?? signal)
    })
  })
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // Gone already.
    }
  }
  // A test or benchmark process that dies takes its nginx with it.
  const onExit = () => killGroup('SIGKILL')
  process.once('exit', onExit)

  const nginx = {
    port: listenPort,
    url: `http://127.0.0.1:${listenPort}`,
    dir,
    site,
    accessLog: at('access.log'),
    errorLog: at('error.log'),
    /**
     * Every request in its access log so far: the request line ("GET /admin HTTP/1.1"), its status, the cache's
     * status and the instances that answered it (host:port, in the order nginx tried them; none on a cache hit).
     */
    accessEntries() {
      if (!existsSync(at('access.log'))) return []
      return readFileSync(at('access.log'), 'utf8')
        .split('\n')
        .map((line) => /^\S+ "([^"]*)" (\d{3}) \d+ (\S+) \S+ (.*)$/.exec(line))
        .filter(Boolean)
        .map(([, request, status, cache, upstream]) => ({
          request,
          status: Number(status),
          cache: cache === '-' ? undefined : cache,
          upstream: upstream === '-' ? [] : upstream.split(/\s*,\s*|\s+:\s+/).filter(Boolean),
        }))
    },
    /** The last lines of its error log and access log, for a failure's message. */
    logTail(lines = 30) {
      return `error.log:\n${tail(at('error.log'), lines)}\naccess.log:\n${tail(at('access.log'), lines)}`
    },
    /** Stops it (SIGQUIT lets requests under way finish; SIGKILL after 5 s) and removes its folder. */
    async stop() {
      if (!exited) {
        killGroup('SIGQUIT')
        const timer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS)
        await exit
        clearTimeout(timer)
        killGroup('SIGKILL')
      }
      process.removeListener('exit', onExit)
      rmSync(dir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await listening(listenPort))) {
    if (exited || Date.now() > deadline) {
      const log = nginx.logTail()
      await nginx.stop()
      throw new Error(`nginx did not start on port ${listenPort}:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return nginx
}
