// A job worker process that dies mid-send, for tests/staff-notice-processes.test.ts: it claims the
// next staff e-mail, makes its attempt (SMTP_URL of the environment: the test's record of what the
// crashed attempt sent) and is killed (SIGKILL) before it can record that it went.
import { getDb } from '@/lib/platform/db'
import { claimJob } from '@/lib/leads/jobs/queue'
import { noticeHandler } from '@/lib/leads/outbox/notifications'

async function main() {
  const job = await claimJob(await getDb(), ['notice'], Date.now())
  if (!job) throw new Error('No staff e-mail to claim')
  await noticeHandler.run(job, Date.now)
  console.log(JSON.stringify({ key: job.key }))
  process.kill(process.pid, 'SIGKILL')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
