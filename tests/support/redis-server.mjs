// A redis-server of the tests' own (Debian's binary; scripts/test.sh installs it when missing),
// on a free port in a temporary folder, which a test can stop and start again on the same port to
// see the site without Redis and after it is back. Used by Jest and the several-instances e2e test.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.mjs'

/** True when a redis-server binary is on the PATH. */
export function haveRedisServer() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** Starts a redis-server; `stop()` and `start()` take it away and bring it back on its port. */
export async function startRedisServer() {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-redis-'))
  let child
  const server = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child) return
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: 'ignore' },
      )
      // A test process that dies takes its redis-server with it.
      const started = child
      process.once('exit', () => started.kill('SIGKILL'))
      const deadline = Date.now() + 10_000
      while (!(await answers(port))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async stop() {
      if (!child) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
      child = undefined
    },
    async close() {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  await server.start()
  return server
}
