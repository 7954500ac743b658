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
  /** How many messages `refuse` turned away. */
  refused: () => number
  close: () => Promise<void>
}

export interface MailboxOptions {
  /** Another test process may hold a fixed port: it is waited for this long. */
  waitMs?: number
  /** Answers "451 try again later" to a message when it returns true (a flapping mail server). */
  refuse?: () => boolean
}

/**
 * An SMTP server on 127.0.0.1 that keeps every message it receives; port 0 takes a free one.
 * Another test process may hold a fixed port (the e2e server's one mailbox port, bound by spec
 * files that run side by side): it is waited for, up to `waitMs`, rather than failing the test.
 */
export async function startMailbox(
  port = 0,
  { waitMs = 180_000, refuse = () => false }: MailboxOptions = {},
): Promise<Mailbox> {
  const received: ReceivedMail[] = []
  let refused = 0
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
          if (refuse()) {
            refused += 1
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
            return
          }
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
      return {
        port: bound,
        received,
        refused: () => refused,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      }
    }
    if (error.code !== 'EADDRINUSE' || Date.now() > deadline) throw error
    await sleep(500)
  }
}
