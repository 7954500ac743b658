// A process that keeps booking while tests/backup.test.ts backs the database up: one booking after
// another (two travellers and a payment each, in one transaction, noted "writer <n>"), on the
// database of the environment, until SIGTERM; then prints how many it wrote.
import { closeDatabases, getDb, writeTransaction } from '@/lib/platform/db'
import { insertBooking, insertLead } from './backup-rows'

let stopping = false
process.on('SIGTERM', () => {
  stopping = true
})

async function main() {
  const db = await getDb()
  const leadId = await insertLead(db, 'GH-WRITER01')
  console.log('ready')
  let written = 0
  while (!stopping) {
    const n = written + 1
    await writeTransaction(db, (trx) =>
      insertBooking(trx, {
        leadId,
        tag: `writer ${n}`,
        travellers: 2,
        payments: [{ kind: 'received', amount: 10_000 + n, receipt: `GH/2026-27/W${n}` }],
      }),
    )
    written = n
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  await closeDatabases()
  console.log(JSON.stringify({ written }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
