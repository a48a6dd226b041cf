import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { STANDALONE_SERVER } from '../../scripts/lib/standaloneServer'

import { pollUntil, sleep } from './support/polling'

/**
 * `npm start` as a person runs it — the production build, the embedded PostgreSQL and the
 * sandbox on a data folder of its own, the first start migrating and seeding it — stopped as a
 * person stops it: Ctrl+C, which a terminal sends to every process of its foreground group at
 * once, and SIGTERM to npm alone (`kill`). Each time the site's background work and Payload's
 * job runner are running, and Ctrl+C comes while pages render. The stop prints its stop lines and nothing else, and exits 0 with
 * nothing left running: the database stops last (scripts/lib/serve.ts).
 */
const NOISE = [
  'uncaughtException',
  'unhandledRejection',
  'Failed query',
  '[object Object]',
  '57P01',
  'terminating connection',
  'ECONNREFUSED',
]
/**
 * Everything a stop may print: the server's stop lines, the start script's last one, and the
 * request log's lines of the requests it cut.
 */
const STOP_LINES = [
  /^\[shutdown\] SIGTERM: out of rotation, stopping in \d+ ms$/,
  /^\[shutdown\] stopped$/,
  /^\[602\] stopped$/,
  /^\{"time":"[^"]+","level":"info","msg":"request",.*"aborted":true\}$/,
]
/** Pages rendered on their first request, from Payload and the provider (sandbox). */
const UNCACHED_PAGES = ['/kontakt', '/elektronicky-podpis', '/blog', '/udalosti', '/admin']

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

let dataDir: string
let env: NodeJS.ProcessEnv
let origin: string

beforeAll(async () => {
  if (!existsSync(STANDALONE_SERVER)) {
    throw new Error('No production build: run `npm run build` first.')
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-quiet-stop-'))
  // The embedded server runs as the `postgres` system user, which must reach its data folder.
  chmodSync(dataDir, 0o755)
  const [port, sandboxPort] = [await findFreePort(), await findFreePort()]
  origin = `http://127.0.0.1:${port}`
  env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: origin,
    DATA_DIR: dataDir,
    SANDBOX_PORT: String(sandboxPort),
    EMBEDDED_PG_PORT: '0',
    // The drain of a rolling deploy (3 s) is not what this test is about.
    SHUTDOWN_DRAIN_MS: '300',
  }
  for (const name of [
    'NODE_ENV',
    'DATABASE_URL',
    'DATABASE_SCHEMA',
    'PROVIDER_API_URL',
    'PROVIDER_PUBLIC_URL',
    'IDENTITY_LOGIN_URL',
    'REDIS_URL',
    'SENTRY_DSN',
    'PROCESS_ROLE',
  ]) {
    delete env[name]
  }
})

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** `npm start` in a process group of its own (as a terminal runs it), ready and working. */
async function npmStart(): Promise<Started> {
  const child = spawn('npm', ['start'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`)
        return (await fetch(`${origin}/api/health`)).status === 200
      },
      { timeoutMs: 240_000, intervalMs: 250, what: `npm start ready\n${output}` },
    )
    // A page through Payload, and what runs in the background: the lead queue and Payload's
    // runner of scheduled publications (the one process holding its lock). The page's request
    // line is written when its connection closes, which may come after the client has the body:
    // waited for too, or it would arrive after the signal.
    const home = await fetch(`${origin}/`)
    await home.arrayBuffer()
    expect(home.status).toBe(200)
    await pollUntil(
      async () =>
        output.includes('[leads] lead queue running') &&
        output.includes('[scheduling] this process runs the scheduled publications') &&
        output.includes('"path":"/",'),
      { timeoutMs: 30_000, intervalMs: 100, what: `background work running\n${output}` },
    )
  } catch (error) {
    process.kill(-child.pid!, 'SIGKILL')
    throw error
  }
  return { child, output: () => output, exited }
}

/** Sends `signal`, waits for npm's exit; returns its code and what was printed after the signal. */
async function stop(started: Started, signal: NodeJS.Signals, target: 'group' | 'npm') {
  const { child, output, exited } = started
  const before = output().length
  process.kill(target === 'group' ? -child.pid! : child.pid!, signal)
  let timer: NodeJS.Timeout | undefined
  const code = await Promise.race([
    exited,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`npm start se nezastavil:\n${output()}`)), 60_000)
    }),
  ]).finally(() => clearTimeout(timer))
  // tsx's esbuild service in the start script's process ends when that process has (stdin
  // closed): give it a moment.
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0)
      return true
    } catch {
      return false
    }
  }
  for (let waited = 0; groupAlive() && waited < 3000; waited += 50) await sleep(50)
  const groupLeft = groupAlive()
  if (groupLeft) process.kill(-child.pid!, 'SIGKILL')
  const plain = (text: string) => text.replace(/\u001b\[[\d;]*m/g, '')
  return {
    code,
    groupLeft,
    all: plain(output()),
    afterSignal: plain(output().slice(before)).split('\n').filter(Boolean),
  }
}

const expectQuiet = (stopped: Awaited<ReturnType<typeof stop>>) => {
  expect(stopped.code, stopped.all).toBe(0)
  for (const noise of NOISE) expect(stopped.all, noise).not.toContain(noise)
  const unexpected = stopped.afterSignal.filter((line) => !STOP_LINES.some((ok) => ok.test(line)))
  expect(unexpected, stopped.all).toEqual([])
  expect(stopped.afterSignal.at(-1)).toBe('[602] stopped')
  // nothing of it is left running, the embedded database included
  expect(stopped.groupLeft).toBe(false)
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
}

describe('stopping `npm start`', () => {
  it('Ctrl+C (SIGINT to the whole process group) amid renders: stop lines only, exit 0', async () => {
    const started = await npmStart()
    // Ctrl+C while pages render: their connections are cut, their renders still read Payload.
    const cut = UNCACHED_PAGES.map((page) =>
      fetch(`${origin}${page}`)
        .then((response) => response.arrayBuffer())
        .catch(() => {}),
    )
    await sleep(300)
    const stopped = await stop(started, 'SIGINT', 'group')
    await Promise.all(cut)
    expectQuiet(stopped)
    expect(stopped.afterSignal.filter((line) => !line.startsWith('{'))).toEqual([
      '[shutdown] stopped',
      '[602] stopped',
    ])
  }, 300_000)

  it('SIGTERM to npm alone: drains, stop lines only, exit 0', async () => {
    const stopped = await stop(await npmStart(), 'SIGTERM', 'npm')
    expectQuiet(stopped)
    expect(stopped.afterSignal).toEqual([
      '[shutdown] SIGTERM: out of rotation, stopping in 300 ms',
      '[shutdown] stopped',
      '[602] stopped',
    ])
  }, 120_000)
})
