import { setTimeout as sleep } from 'node:timers/promises'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[]
  /** The message as it arrived (headers and body). */
  raw: string
}

export interface Mailbox {
  port: number
  received: ReceivedMail[]
  close: () => Promise<void>
}

/**
 * An SMTP server on 127.0.0.1 that keeps every message it receives; port 0 takes a free one.
 * Another test process may hold a fixed port (the e2e server's one mailbox port, bound by spec
 * files that run side by side): it is waited for, up to `waitMs`, rather than failing the test.
 */
export async function startMailbox(port = 0, waitMs = 180_000): Promise<Mailbox> {
  const received: ReceivedMail[] = []
  const deadline = Date.now() + waitMs
  for (;;) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('error', resolve)
      server.listen(port, '127.0.0.1', () => resolve(undefined))
    })
    if (!error) {
      const { port: bound } = server.server.address() as { port: number }
      return { port: bound, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
    }
    if (error.code !== 'EADDRINUSE' || Date.now() > deadline) throw error
    await sleep(500)
  }
}
