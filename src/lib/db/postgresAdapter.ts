import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The site's database adapter with its PostgreSQL-specific members (payload.config.ts uses it). */
export const postgresAdapterOf = (payload: Payload): PostgresAdapter =>
  payload.db as unknown as PostgresAdapter
