/** Runs a command (e.g. `payload migrate:create`) with DATABASE_URL and PAYLOAD_SECRET set. */
import { prepareStack, run } from './lib/stack'

const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('usage: tsx scripts/with-database.ts <command> [arguments…]')
const stack = await prepareStack({ dev: true, withProvider: false })
try {
  await run(`node_modules/.bin/${command}`, args, stack.env)
} finally {
  await stack.stop()
}
