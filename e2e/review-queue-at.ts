import { sendDueReviewRequests } from '@/lib/leads/outbox/review-requests'
import { closeDatabases } from '@/lib/platform/db'

/**
 * The review requests' queue run once at a moved clock, on the database of the environment (an
 * e2e server's DATA_DIR), sending by its SMTP_URL: `node --import tsx --import
 * ./bench/support/next-server-modules.mjs --conditions react-server e2e/review-queue-at.ts <ISO instant>`. Prints how many e-mails went ("sent 1"). The journey spec moves the
 * clock past a departure's return with it, never waiting for a day to pass.
 */
const at = Date.parse(process.argv[2] ?? '')
if (Number.isNaN(at)) {
  console.error('usage: review-queue-at.ts <ISO instant> (run as the journey spec runs it)')
  process.exit(2)
}
sendDueReviewRequests(() => at)
  .then((sent) => console.log(`sent ${sent}`))
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => closeDatabases())
