// One outbox worker process for tests/follow-ups.test.ts: sends the morning digests with the site's
// own sendDueDigests and mailer (SMTP_URL of the environment), on a clock that starts at DIGEST_NOW,
// against the database of the environment, until killed.
import { closeDatabases } from '@/lib/platform/db'
import { sendDueDigests } from '@/lib/leads/outbox/digest'

let stopping = false
process.on('SIGTERM', () => {
  stopping = true
})

async function main() {
  const started = Date.now()
  const clock = () => Number(process.env.DIGEST_NOW) + (Date.now() - started)
  // The first pass opens the database; the test adds its staff and leads once both workers are ready.
  let sent = await sendDueDigests(() => clock() - 24 * 3_600_000)
  console.log('ready')
  while (!stopping) {
    const n = await sendDueDigests(clock)
    sent += n
    if (n === 0) await new Promise((resolve) => setTimeout(resolve, 10))
  }
  await closeDatabases()
  console.log(JSON.stringify({ sent }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
