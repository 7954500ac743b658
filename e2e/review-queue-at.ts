import { sendDueReviewRequests } from '@/lib/leads/outbox/review-requests'
import { closeDatabases } from '@/lib/platform/db'

/**
 * The review requests' queue run once at a moved clock, on the database of the environment (an
 * e2e server's DATA_DIR), sending by its SMTP_URL: `tsx --conditions react-server
 * e2e/review-queue-at.ts <ISO instant>`. Prints how many e-mails went. The journey spec moves the
 * clock past a departure's return with it, never waiting for a day to pass.
 */
const at = Date.parse(process.argv[2] ?? '')
if (Number.isNaN(at)) {
  console.error('usage: tsx --conditions react-server e2e/review-queue-at.ts <ISO instant>')
  process.exit(2)
}
sendDueReviewRequests(() => at)
  .then((sent) => console.log(sent))
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => closeDatabases())
