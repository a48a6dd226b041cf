/**
 * `npm run worker`: the worker role (server/worker.ts) on this machine. Prepares the stack
 * (DATABASE_URL, or the embedded database like the other scripts: scripts/lib/stack.ts), runs
 * the worker as a child — the bundled `.next/standalone/worker.js` of the last build in
 * production, server/worker.ts through tsx in development — and stops the stack only after the
 * worker has exited, so its own stop (finish, release, close pools) always has a database.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { prepareStack } from './lib/stack'
import { STANDALONE_WORKER } from './lib/standaloneServer'

const production = process.env.NODE_ENV === 'production'
const stack = await prepareStack({ dev: !production, withProvider: false })
const bundled = path.resolve(STANDALONE_WORKER)
if (production && !existsSync(bundled)) {
  await stack.stop()
  throw new Error('No production build: run `npm run build` first.')
}
const child = spawn(
  process.execPath,
  production ? [bundled] : ['--import', 'tsx', 'server/worker.ts'],
  { env: stack.env, stdio: 'inherit' },
)
// A terminal's Ctrl+C reaches the whole process group, the worker too; a SIGTERM to this
// process alone is passed on. The worker stops once whichever comes first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal))
}
const code = await new Promise<number>((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
)
await stack.stop()
process.exit(code)
