import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

export interface WorkerProcess {
  child: ChildProcess
  /** Resolves once the worker printed "ready". */
  ready: Promise<void>
  /** What the worker printed, once it exited 0 (it rejects on any other exit). */
  done: Promise<string>
}

/**
 * Starts one of tests/support's worker scripts as its own process: node with tsx's loader (not
 * the tsx command, a parent that relays signals), so the test's SIGTERM reaches the worker's own
 * handler, which finishes its pass and prints what it did.
 */
export function startWorkerProcess(script: string, env: NodeJS.ProcessEnv): WorkerProcess {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      // The server's own next/navigation, as the bundler gives it (the bookings' reminders reach the
      // back office's action runner through the leads' entry).
      '--import',
      path.join(root, 'bench/support/next-server-modules.mjs'),
      '--conditions',
      'react-server',
      path.join(__dirname, script),
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  let err = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.startsWith('ready\n') && resolve())
    child.on('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready: ${err}`)))
  })
  const done = new Promise<string>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`worker exited ${code}: ${err}`)))),
  )
  return { child, ready, done }
}
