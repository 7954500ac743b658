// One job worker process for tests/staff-notice-processes.test.ts: sends the staff e-mails about
// new leads with the site's own sendDueNotifications and mailer (SMTP_URL of the environment),
// against the database of the environment, until killed.
import { closeDatabases } from '@/lib/platform/db'
import { sendDueNotifications } from '@/lib/leads/outbox/notifications'

// The site's log lines would come before "ready" on stdout, which the test reads.
console.info = () => undefined

let stopping = false
process.on('SIGTERM', () => {
  stopping = true
})

async function main() {
  // The first pass opens the database; the test ages the crashed claim once both workers are ready.
  let sent = await sendDueNotifications()
  console.log('ready')
  while (!stopping) {
    const n = await sendDueNotifications()
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
