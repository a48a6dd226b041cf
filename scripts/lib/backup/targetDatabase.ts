import pg from 'pg'

/** Schemas of PostgreSQL itself: everything else belongs to someone's data. */
const SYSTEM_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

/** Tables, views, sequences… outside the system schemas: 0 for a database nothing uses yet. */
export function userRelationCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${SYSTEM_SCHEMAS}`,
    )
    return Number(rows[0]?.count ?? 0)
  })
}

export function serverVersionNum(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
    return Number(rows[0]?.server_version_num)
  })
}

/**
 * `restore --force`: drops every schema apart from the system ones and recreates an empty
 * `public`, in one transaction, so the restore that follows starts from an empty database.
 */
export function dropAllSchemas(url: string): Promise<void> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `SELECT n.nspname FROM pg_namespace n WHERE ${SYSTEM_SCHEMAS}`,
    )
    await client.query('BEGIN')
    for (const { nspname } of rows) {
      await client.query(`DROP SCHEMA ${pg.escapeIdentifier(nspname)} CASCADE`)
    }
    await client.query('CREATE SCHEMA public')
    await client.query('COMMIT')
  })
}
