// One booking made by a process of its own, for tests/bookings.test.ts: it books the lead
// (argv: reference, then the form's values as JSON) once it reads "go" on stdin, so two such
// processes try at the same moment, and prints what happened as JSON.
import { createBooking } from '@/lib/bookings/commands'
import { testAgent } from './staff'

async function main() {
  const [reference, input] = process.argv.slice(2) as [string, string]
  console.log('ready')
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))
  try {
    const { id } = await createBooking(testAgent, reference, JSON.parse(input))
    console.log(JSON.stringify({ id }))
  } catch (error) {
    console.log(JSON.stringify({ refused: (error as Error).message }))
  }
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
