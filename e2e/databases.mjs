// Databases of the end-to-end servers on the PostgreSQL server of TEST_DATABASE_URL, shared by
// the server launcher (e2e/serve.mjs) and the several-instances test (e2e/instances.cluster.spec.ts).
import pg from 'pg'

/** Drops and creates the database of `databaseUrl`, so a run starts from an empty one (seeded on first read). */
export async function freshDatabase(databaseUrl, serverUrl = process.env.TEST_DATABASE_URL) {
  const name = new URL(databaseUrl).pathname.slice(1)
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}
