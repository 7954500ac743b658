// One outbox worker process for tests/outbox.test.ts: delivers due leads to PROVIDER_URL with
// the site's own deliverDueLeads, against the database of the environment, until killed.
import { closeDatabases } from '@/lib/platform/db'
import { deliverDueLeads } from '@/lib/leads/outbox/worker'

let stopping = false
process.on('SIGTERM', () => {
  stopping = true
})

async function main() {
  const providerUrl = String(process.env.PROVIDER_URL)
  // The first pass opens the database; the test adds its leads once both workers have said "ready".
  let sent = await deliverDueLeads(providerUrl)
  console.log('ready')
  while (!stopping) {
    const n = await deliverDueLeads(providerUrl)
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
