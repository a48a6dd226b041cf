import { migrate, startTestDatabase, type TestDatabase } from '../support/testDatabase'

let database: TestDatabase | undefined

/** One empty, migrated database per `vitest --project int` run; workers inherit its environment. */
export async function setup() {
  database = await startTestDatabase()
  await migrate(database.env)
  Object.assign(process.env, database.env)
}

export async function teardown() {
  await database?.stop()
}
