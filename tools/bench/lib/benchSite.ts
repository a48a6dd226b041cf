import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { STANDALONE_SERVER } from '../../../scripts/lib/standaloneServer'

/**
 * The production build as `npm start` runs it, on a fresh temporary database (seeded at the first
 * start, kept across restarts of one benchmark) and the sandbox, on loopback ports of its own.
 */
export type BenchSite = {
  origin: string
  sandbox: string
  /** Starts (or restarts) the server; `countQueries` logs every SQL statement to count them. */
  start: (options?: { countQueries?: boolean }) => Promise<void>
  /** SQL statements logged since the last start (with `countQueries`). */
  queries: () => number
  /** Process group of the running server (start script, Next, database, sandbox). */
  processGroup: () => number | undefined
  stop: () => Promise<void>
  /** Stops the server and removes the temporary database. */
  dispose: () => Promise<void>
}

export type BenchSiteOptions = {
  port?: number
  sandboxPort?: number
  /** Variables of this site's server on top of the benchmark's environment. */
  env?: Record<string, string>
  /** A file for the server's stdout instead of a pipe to this process (which reads it). */
  stdoutFile?: string
}

export function benchSite(name: string, options: BenchSiteOptions = {}): BenchSite {
  if (!existsSync(STANDALONE_SERVER)) {
    console.error('No production build: run `npm run build` first.')
    process.exit(1)
  }
  const port = options.port ?? (Number(process.env.BENCH_PORT) || 3210)
  const sandboxPort = options.sandboxPort ?? (Number(process.env.BENCH_SANDBOX_PORT) || 4210)
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `site-602-bench-${name}-`))
  chmodSync(dataDir, 0o755)

  let child: ChildProcess | undefined
  let queries = 0

  async function stop() {
    const running = child
    child = undefined
    if (running) await stopProcessGroup(running)
  }

  async function start({ countQueries = false } = {}) {
    await stop()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      SANDBOX_PORT: String(sandboxPort),
      EMBEDDED_PG_PORT: '0',
      DB_QUERY_LOG: countQueries ? 'true' : 'false',
      ...options.env,
    }
    for (const variable of [
      'DATABASE_URL',
      'PROVIDER_API_URL',
      'PROVIDER_PUBLIC_URL',
      'IDENTITY_LOGIN_URL',
    ]) {
      delete env[variable]
    }
    const stdoutFile = options.stdoutFile ? openSync(options.stdoutFile, 'a') : undefined
    const started = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
      env,
      detached: true,
      stdio: ['ignore', stdoutFile ?? 'pipe', 'inherit'],
    })
    if (stdoutFile !== undefined) closeSync(stdoutFile)
    child = started
    queries = 0
    let pending = ''
    started.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (line.includes('[db-query]')) queries += 1
    })
    const deadline = Date.now() + 5 * 60_000
    for (;;) {
      if (started.exitCode !== null) throw new Error(`The server exited (${started.exitCode})`)
      const status = await fetch(`${origin}/api/health`)
        .then((response) => response.status)
        .catch(() => 0)
      if (status === 200) return
      if (Date.now() > deadline) throw new Error('The server did not start within 5 minutes')
      await sleep(250)
    }
  }

  return {
    origin,
    sandbox: `http://127.0.0.1:${sandboxPort}`,
    start,
    queries: () => queries,
    processGroup: () => child?.pid,
    stop,
    dispose: async () => {
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Stops a process started with `detached: true` (its whole group) and waits until it exits. */
export async function stopProcessGroup(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.on('exit', resolve))
  process.kill(-server.pid!, 'SIGTERM')
  await exited
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Fetches a page until the cache answers (three times, half a second apart); returns its HTML. */
export async function warmPage(origin: string, pagePath: string): Promise<string> {
  let html = ''
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${origin}${pagePath}`)
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`)
    html = await response.text()
    await sleep(500)
  }
  return html
}
