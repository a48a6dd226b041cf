import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startSandbox } from '../../sandbox/server'
import { exited, stopChild, waitUntilReady } from '../../scripts/lib/childProcess'
import { makeLocalCertificate, startEdge } from '../../scripts/lib/edge'
import { startEmbeddedDatabase, type RunningDatabase } from '../../scripts/lib/embeddedDatabase'
import { findFreePort } from '../../scripts/lib/findFreePort'
import { withHeapLimit } from '../../scripts/lib/heapLimit'
import { startHttpCache } from './httpCache'
import { startRedisServer } from './redisServer'
import { run, tsxBin } from '../../scripts/lib/stack'
import { STANDALONE_SERVER } from '../../scripts/lib/standaloneServer'
import { TOOK_OVER_LOG } from '../../src/cache/invalidation/sharedTierLeader'
import { internalHealthHeaders } from '../../src/lib/healthEndpoint'

const STANDALONE_SERVER_PATH = path.resolve(STANDALONE_SERVER)
/** SIGTERM to SIGKILL: the replica drains first (SHUTDOWN_DRAIN_MS, 3 s), as `docker stop` allows 10 s. */
const STOP_GRACE_MS = 10_000

export type AppReplica = {
  name: string
  url: string
  /** The internal header that asks its /api/health for details (src/lib/healthEndpoint.ts). */
  healthHeaders: Record<string, string>
  /** Everything the replica printed, for the "logged once per outage" checks. */
  output: () => string
  /** Resident memory of the server process, in bytes. */
  residentBytes: () => number
  /** How the server process exited (null while it runs, or when a signal ended it). */
  exitCode: () => number | null
  stop: () => Promise<void>
  /**
   * SIGKILL, as when the machine or the container dies: no shutdown hook runs, requests and lead
   * deliveries in flight are cut off. Resolves once the process has exited.
   */
  kill: () => Promise<void>
  /**
   * Starts the replica again on the same port after `stop` or `kill` (waits for its health check),
   * from `serverPath` when given: a deploy of another build.
   */
  start: (serverPath?: string) => Promise<void>
}

type Running<T> = T & { stop: () => Promise<void> }

export type TopologyOptions = {
  /**
   * Extra environment of both replicas (and the migrations), over the topology's own: the chaos
   * run lowers `PROVIDER_TIMEOUT_MS` and raises the enquiry limit with it.
   */
  env?: Record<string, string>
  /** The standalone server both replicas start from (another build); default `.next/standalone`. */
  serverPath?: string
}

/**
 * The production topology on 127.0.0.1: one PostgreSQL (embedded, in a temporary folder), the
 * provider sandbox, Redis, two replicas of the production build (`.next/standalone/site-server.js`,
 * as `npm start` runs it), Varnish in front of both and the edge (edge/Caddyfile, Debian's caddy)
 * in front of Varnish, with a local certificate for 127.0.0.1. `siteUrl` is Varnish (plain HTTP,
 * which Node's fetch reaches without trusting a certificate); `edge` is what visitors reach in
 * docker-compose.yml. Parts can be stopped and started again on the same port to test outages.
 */
export async function startTopology(options: TopologyOptions = {}) {
  const serverPath = options.serverPath ?? STANDALONE_SERVER_PATH
  if (!existsSync(serverPath)) {
    throw new Error('No production build: run `npm run build` first.')
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-topology-'))
  chmodSync(dataDir, 0o755)
  const databasePort = await findFreePort()
  let database: RunningDatabase = await startEmbeddedDatabase({ dataDir, port: databasePort })
  const [sitePort, appPortA, appPortB, redisPort] = await Promise.all([
    findFreePort(),
    findFreePort(),
    findFreePort(),
    findFreePort(),
  ])
  const siteUrl = `http://127.0.0.1:${sitePort}`
  let sandbox = await startSandbox({ port: 0, siteUrl })
  const sandboxPort = Number(new URL(sandbox.url).port)
  let redis: Running<{ url: string }> = await startRedisServer({ port: redisPort })

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    LOCAL_DATABASE: 'true',
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    PROVIDER_API_URL: sandbox.url,
    REDIS_URL: redis.url,
    HTTP_CACHE_PURGE_URLS: siteUrl,
    // Varnish appends the visitor to X-Forwarded-For. The tests reach Varnish directly: one hop
    // (docker-compose.yml says 2, its edge writing the visitor's address first).
    TRUSTED_PROXY_HOPS: '1',
    ...options.env,
  }
  for (const name of ['DATABASE_SCHEMA', 'PROVIDER_PUBLIC_URL', 'IDENTITY_LOGIN_URL']) {
    delete env[name]
  }
  await run(tsxBin, ['server/migrate.ts', '--seed-if-empty'], env)

  const replicas = await Promise.all([
    startReplica('A', appPortA, env, serverPath),
    startReplica('B', appPortB, env, serverPath),
  ])
  const httpCache = await startHttpCache({
    port: sitePort,
    backends: [appPortA, appPortB].map((port) => ({ host: '127.0.0.1', port })),
    storageMb: 128,
  })
  const edgeCertificate = await makeLocalCertificate(path.join(dataDir, 'edge'), ['127.0.0.1'])
  const edge = await startEdge({ backend: httpCache.url, ...edgeCertificate })
  await awaitCacheLeader(replicas)

  return {
    /** The HTTPS edge: `url` (HTTP/2 or HTTP/1.1), `redirectUrl`, `healthUrl`; `ca` trusts it. */
    edge: { ...edge, ca: readFileSync(edgeCertificate.certFile) },
    siteUrl: httpCache.url,
    httpCache,
    /** The replicas' environment (benchmarks start variants of a replica with it). */
    env,
    replicas,
    /** The running sandbox (a new one after `provider.start`: read it again, do not keep it). */
    get sandbox() {
      return sandbox
    },
    /** The provider as a whole: stopped, its port refuses connections. */
    provider: {
      stop: () => sandbox.close(),
      start: async () => {
        sandbox = await startSandbox({ port: sandboxPort, siteUrl })
      },
    },
    redis: {
      url: () => redis.url,
      stop: () => redis.stop(),
      start: async () => {
        redis = await startRedisServer({ port: redisPort })
      },
    },
    database: {
      stop: () => database.stop(),
      start: async () => {
        database = await startEmbeddedDatabase({ dataDir, port: databasePort })
      },
    },
    async stop() {
      await edge.stop().catch(() => {})
      await httpCache.stop().catch(() => {})
      await Promise.all(replicas.map((replica) => replica.stop().catch(() => {})))
      await redis.stop().catch(() => {})
      await sandbox.close().catch(() => {})
      await database.stop().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type Topology = Awaited<ReturnType<typeof startTopology>>

/** One more replica of the production build on `port` (the topology's `env`, or a variant). */
export async function startReplica(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  serverPath = STANDALONE_SERVER_PATH,
): Promise<AppReplica> {
  let output = ''
  const url = `http://127.0.0.1:${port}`
  const launch = async () => {
    const started: ChildProcess = spawn(process.execPath, [serverPath], {
      // as `npm start` and the Docker image start it
      env: {
        ...env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NODE_OPTIONS: withHeapLimit(env.NODE_OPTIONS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    started.stdout!.on('data', collect)
    started.stderr!.on('data', collect)
    await waitUntilReady(started, async () => (await fetch(`${url}/api/health`)).status === 200, {
      describe: `Replika ${name}`,
      output: () => output,
      timeoutMs: 90_000,
    })
    return started
  }
  let child = await launch()
  return {
    name,
    url,
    healthHeaders: internalHealthHeaders(env.PAYLOAD_SECRET),
    output: () => output,
    residentBytes: () => residentBytes(child.pid!),
    exitCode: () => child.exitCode,
    stop: () => stopChild(child, STOP_GRACE_MS),
    kill: async () => {
      const done = exited(child)
      child.kill('SIGKILL')
      await done
    },
    start: async (nextServerPath) => {
      serverPath = nextServerPath ?? serverPath
      child = await launch()
    },
  }
}

/**
 * A replica's cache handler starts with its first page; then one replica takes the cache
 * leader's lock and clears the shared tier, bans and has every copy dropped
 * (src/cache/invalidation/sharedTierLeader.ts). Done before the tests: that takeover would disturb their
 * cache hits and counts.
 */
async function awaitCacheLeader(replicas: AppReplica[]): Promise<void> {
  for (const replica of replicas) await (await fetch(`${replica.url}/`)).arrayBuffer()
  const deadline = Date.now() + 30_000
  while (!replicas.some((replica) => replica.output().includes(TOOK_OVER_LOG))) {
    if (Date.now() > deadline) throw new Error('No replica took over the shared cache')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Its ban leaves 100 ms after the clear (src/cache/httpCachePurger.mjs).
  await new Promise((resolve) => setTimeout(resolve, 500))
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kilobytes * 1024
}
