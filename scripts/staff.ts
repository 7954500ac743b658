import { parseArgs } from 'node:util'
import * as z from 'zod/mini'
import { AuthConfigError } from '@/lib/staff/secret'
import { addStaff, listStaff, removeStaff, setStaffPassword, StaffError } from '@/lib/staff/accounts'
import { closeDatabases, getDb } from '@/lib/platform/db'
import { COMMAND_LINE_ACTOR } from '@/lib/staff/audit'
import { newStaffSchema, staffEmailSchema, staffPasswordSchema } from '@/lib/staff/schemas'

/**
 * `npm run staff -- <command>`: the back office's staff accounts from the command line, on the
 * database of the environment (DATABASE_URL's PostgreSQL, or DATA_DIR/site.db). The first owner
 * is made here; later staff can be made by an owner at /admin/staff too.
 */

const USAGE = `Usage:
  npm run staff -- add --email E --password P --role owner|agent [--name N]
  npm run staff -- list
  npm run staff -- remove --email E
  npm run staff -- password --email E --password P`

class UsageError extends Error {}

function parse<T extends z.ZodMiniType>(schema: T, values: unknown): z.output<T> {
  const result = schema.safeParse(values)
  if (result.success) return result.data
  throw new UsageError(result.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'))
}

async function auditFromCommandLine(action: string, subject: string, detail: Record<string, unknown> = {}) {
  await (
    await getDb()
  )
    .insertInto('audit_log')
    .values({
      at: Date.now(),
      actor_id: null,
      actor_name: COMMAND_LINE_ACTOR,
      action,
      subject,
      detail: JSON.stringify(detail),
    })
    .execute()
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
  })
  const [command, ...rest] = positionals
  if (rest.length) throw new UsageError(`Unexpected argument: ${rest[0]}`)
  switch (command) {
    case 'add': {
      const input = parse(newStaffSchema, values)
      const member = await addStaff(input)
      await auditFromCommandLine('staff.added', member.email, { role: member.role })
      console.log(`Added ${member.email} as ${member.role}. Sign in at /admin/sign-in.`)
      return
    }
    case 'list': {
      const staff = await listStaff()
      if (!staff.length)
        console.log('No staff yet. Add the first owner with: npm run staff -- add --email E --password P --role owner')
      for (const member of staff) {
        console.log(
          `${member.email}\t${member.role}\t${member.twoFactorEnabled ? '2FA on' : '2FA off'}\t${member.name}`,
        )
      }
      return
    }
    case 'remove': {
      const { email } = parse(staffEmailSchema, values)
      const member = await removeStaff(email)
      await auditFromCommandLine('staff.removed', member.email)
      console.log(`Removed ${member.email}.`)
      return
    }
    case 'password': {
      const { email, password } = parse(staffPasswordSchema, values)
      const member = await setStaffPassword(email, password)
      await auditFromCommandLine('staff.password', member.email)
      console.log(`New password set for ${member.email}; their sessions have ended.`)
      return
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command')
  }
}

run(process.argv.slice(2))
  .catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof StaffError || error instanceof AuthConfigError) {
      console.error(error.message)
      if (error instanceof UsageError) console.error(USAGE)
      process.exitCode = error instanceof UsageError ? 2 : 1
    } else {
      console.error(error)
      process.exitCode = 1
    }
  })
  .finally(() => closeDatabases())
