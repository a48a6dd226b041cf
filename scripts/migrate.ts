/** `npm run migrate` (and `npm run seed` with --seed): migrations against DATABASE_URL or the embedded database. */
import { prepareStack, run, tsxBin } from './lib/stack'

const stack = await prepareStack({
  dev: process.env.NODE_ENV !== 'production',
  withProvider: false,
})
try {
  await run(tsxBin, ['server/migrate.ts', ...process.argv.slice(2)], stack.env)
} finally {
  await stack.stop()
}
