import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { servers } from '../support'

/**
 * The processes of the several-instances test (e2e/instances.cluster.spec.ts): `next start`
 * instances of the postgres variant's build (no build of their own) and a stub provider. Each
 * runs in a process group of its own, so a stop or a `kill -9` takes everything it started,
 * and its output goes to a log file beside the test results. Whatever is still running when
 * the test worker exits is killed then, even after a failure.
 */

const running = new Set<ChildProcess>()

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // Gone already.
  }
}

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
})

export interface ClusterProcess {
  name: string
  url: string
  /** Where its standard output and error go. */
  logFile: string
  /** Resolves when it has exited, with its exit code or the signal that ended it. */
  exited: Promise<number | string>
  hasExited(): boolean
  /** SIGTERM, then SIGKILL if it has not exited within 15 s. */
  stop(): Promise<void>
  /** `kill -9`: no chance to finish anything. */
  kill(): Promise<void>
  /** The last lines it wrote, for a failure's message. */
  logTail(lines?: number): string
}

function startProcess(name: string, url: string, args: string[], env: NodeJS.ProcessEnv, logDir: string) {
  mkdirSync(logDir, { recursive: true })
  const logFile = path.join(logDir, `${name}.log`)
  const log = createWriteStream(logFile, { flags: 'a' })
  log.write(`\n===== ${new Date().toISOString()} ${args.join(' ')}\n`)
  const child = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  child.stdout!.pipe(log, { end: false })
  child.stderr!.pipe(log, { end: false })
  let ended = false
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true
      running.delete(child)
      resolve(code ?? signal ?? 'unknown')
    })
  })
  const handle: ClusterProcess = {
    name,
    url,
    logFile,
    exited,
    hasExited: () => ended,
    async stop() {
      if (ended) return
      killGroup(child, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
      // Whatever it started goes with it.
      killGroup(child, 'SIGKILL')
    },
    async kill() {
      killGroup(child, 'SIGKILL')
      await exited
    },
    logTail(lines = 40) {
      try {
        return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
      } catch {
        return ''
      }
    },
  }
  return handle
}

/** Waits until `url` answers anything over HTTP; fails when the process exits first or after `timeoutMs`. */
async function waitForAnswer(child: ClusterProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.hasExited()) {
      throw new Error(`${child.name} exited (${await child.exited}) before answering:\n${child.logTail()}`)
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) })
      return
    } catch {
      if (Date.now() > deadline) {
        throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.logTail()}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

export interface InstanceOptions {
  /** Names the instance (its log file and data folder). */
  name: string
  port: number
  databaseUrl: string
  redisUrl: string
  authSecret: string
  /** The provider's base URL: the instance runs in upstream mode (TRAVEL_API_URL). */
  upstreamUrl?: string
  /** The public origin every instance shares (the proxy's address); the instance's own address by default. */
  siteUrl?: string
  logDir: string
}

export type Instance = ClusterProcess & { port: number; env: Record<string, string> }

/**
 * Starts `next start` on the postgres variant's build with that variant's environment, but this
 * instance's own port and data folder, the given site URL, database, Redis and AUTH_SECRET, and one
 * trusted proxy (the tests name their client in X-Forwarded-For, nginx in front writes it);
 * resolves once it answers.
 */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const postgres = servers.postgres
  if (!postgres) throw new Error('The several-instances test needs the postgres variant (TEST_DATABASE_URL)')
  const url = `http://127.0.0.1:${options.port}`
  const dataDir = path.join(path.dirname(postgres.env.DATA_DIR!), `cluster-${options.name}`)
  rmSync(dataDir, { recursive: true, force: true })
  const env: Record<string, string> = {
    ...postgres.env,
    PORT: String(options.port),
    SITE_URL: options.siteUrl ?? url,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    AUTH_SECRET: options.authSecret,
    TRUST_PROXY_HOPS: '1',
    ...(options.upstreamUrl ? { TRAVEL_API_URL: options.upstreamUrl } : {}),
  }
  const inherited = { ...process.env }
  // Only what is named here decides the mode.
  delete inherited.TRAVEL_API_URL
  delete inherited.SMTP_URL
  const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')
  const instance = startProcess(
    options.name,
    url,
    [nextBin, 'start', '-p', String(options.port)],
    { ...inherited, ...env, NODE_ENV: 'production' },
    options.logDir,
  )
  try {
    await waitForAnswer(instance, `${url}/api/health`, 90_000)
  } catch (error) {
    await instance.kill()
    throw error
  }
  return Object.assign(instance, { port: options.port, env })
}

/** Starts a stub provider (e2e/stub-upstream.mjs) of this test's own on `port`. Its catalogue reads are not used. */
export async function startStubProvider(port: number, logDir: string): Promise<ClusterProcess> {
  const url = `http://127.0.0.1:${port}`
  const stub = startProcess(
    'stub',
    url,
    ['e2e/stub-upstream.mjs'],
    // Nothing listens on the discard port: a catalogue read the stub would proxy fails at once.
    { ...process.env, STUB_PORT: String(port), STUB_SOURCE: 'http://127.0.0.1:9', STUB_FAIL: '' },
    logDir,
  )
  await waitForAnswer(stub, `${url}/__stub/health`, 30_000)
  return stub
}
