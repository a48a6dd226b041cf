import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { withHeapLimit } from './heapLimit'
import { pendingDatabaseWork } from './pendingDatabaseWork'
import { prepareStack, run, tsxBin } from './stack'
import { STANDALONE_SERVER } from './standaloneServer'

/**
 * `npm run dev` and `npm start`: prepare the stack, apply migrations (seed an empty database),
 * then run the site's server (server/) in the foreground and tear everything down when it ends.
 * With `logFile` the server's output goes to that file (the e2e run checks its logs for personal
 * data), and to this process's output except the request log's info lines (tens of thousands in
 * an e2e run).
 */
export async function serve({ dev, logFile }: { dev: boolean; logFile?: string }): Promise<number> {
  const stack = await prepareStack({ dev, withProvider: true })
  const port = stack.env.PORT || '3000'
  const host = stack.env.HOST || '127.0.0.1'
  const siteUrl = stack.env.SITE_URL || `http://localhost:${port}`
  Object.assign(stack.env, { SITE_URL: siteUrl, NODE_ENV: dev ? 'development' : 'production' })

  try {
    const pending = await pendingDatabaseWork(stack.env)
    if (pending.pendingMigrations.length > 0 || pending.empty) {
      // In development new migrations usually bring new seed content; the seed only adds
      // what is missing. Production seeds an empty database only.
      const seedFlag = dev ? '--seed' : '--seed-if-empty'
      await run(tsxBin, ['server/migrate.ts', seedFlag], stack.env)
    }
  } catch (error) {
    await stack.stop()
    throw error
  }

  const standaloneServer = path.resolve(STANDALONE_SERVER)
  if (!dev && !existsSync(standaloneServer)) {
    await stack.stop()
    throw new Error('No production build: run `npm run build` first.')
  }
  // The site's server (server/main.ts): through tsx in development (Next's dev server and hot
  // reload inside it), the bundled build otherwise.
  const child = dev
    ? spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...stack.env, PORT: port, HOSTNAME: host },
        stdio: 'inherit',
      })
    : spawn(process.execPath, [standaloneServer], {
        env: {
          ...stack.env,
          PORT: port,
          HOSTNAME: host,
          NODE_OPTIONS: withHeapLimit(stack.env.NODE_OPTIONS),
        },
        stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      })
  if (logFile) {
    const file = createWriteStream(logFile, { flags: 'a' })
    createInterface({ input: child.stdout! }).on('line', (line) => {
      file.write(`${line}\n`)
      if (!isRoutineRequestLine(line)) process.stdout.write(`${line}\n`)
    })
    child.stderr?.on('data', (chunk: Buffer) => (process.stderr.write(chunk), file.write(chunk)))
    child.on('exit', () => file.end())
  }

  const admin = stack.env.SEED_ADMIN_EMAIL || DEFAULT_LOCAL_ADMIN_EMAIL
  const password =
    stack.env.SEED_ADMIN_PASSWORD ||
    (stack.env.LOCAL_DATABASE === 'true' ? DEFAULT_LOCAL_ADMIN_PASSWORD : '(the seed password)')
  console.log(
    [
      '',
      `  Site:      ${siteUrl}`,
      `  Admin:     ${siteUrl}/admin   sign in as ${admin} / ${password}`,
      `  Database:  ${stack.databaseLabel}`,
      `  Provider:  ${stack.providerLabel}`,
      '',
    ].join('\n'),
  )

  // Ctrl+C in a terminal reaches this process and the server at once (one process group), a
  // SIGTERM of `docker stop` or a test maybe this process alone: the server gets the signal (a
  // second one only makes it cut its connections sooner, server/drain.ts), stops taking requests,
  // drains, stops its background work and closes its connections, and exits. Only then do the
  // sandbox and the database stop; the embedded database never sees the terminal's Ctrl+C
  // (scripts/lib/embeddedDatabase.ts).
  let stopping = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    child.kill(signal)
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode ?? (stopping ? 0 : 1))),
  )
  await stack.stop()
  if (stopping) console.log('[602] stopped')
  return code
}

const isRoutineRequestLine = (line: string) =>
  line.startsWith('{"time"') && line.includes('"msg":"request"') && line.includes('"level":"info"')
