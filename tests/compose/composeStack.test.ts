import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http2 from 'node:http2'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { answerOfEnquiry, percentiles } from '../../tools/lib/leadDeliveries'
import { enquiryClient, sampleEnquiry } from '../../tools/lib/serverAction'
import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { editorRequest, pageIdByPath, signIn } from '../topology/support/editor'
import { pollUntil, sleep } from '../topology/support/polling'
import { containerEngine, type ContainerEngine } from './support/containerEngine'

/**
 * What a company deploys, started as an operator starts it: `docker compose up --build` of
 * docker-compose.yml (db, redis, migrate, sandbox, app1, app2, worker, varnish, edge, backup),
 * checked only from outside — through the edge over HTTPS, the sandbox's published test
 * controls, and the container engine — then stopped with `down -v`. Not part of `npm test`
 * (it builds the images: README "Tests"); `npm run test:compose`.
 */
const exec = promisify(execFile)
const PROJECT = 'site602compose'
// The seeded administrator the topology tests sign in as (tests/topology/support/editor.ts).
const ADMIN = { email: 'admin@example.cz', password: 'Heslo-602-admin' }
const PUBLISH_BUDGET_MS = 2000
/** docker-compose.yml's stop_grace_period of the worker; the replicas have compose's 10 s. */
const WORKER_GRACE_S = 20
const REPLICA_GRACE_S = 10

let engine: ContainerEngine
let stackEnv: NodeJS.ProcessEnv
let site = ''
let sandbox = ''
let buildSeconds = 0
let upSeconds = 0

async function compose(args: string[], timeoutMs = 300_000) {
  const { stdout } = await exec(
    'docker-compose',
    ['-p', PROJECT, '-f', 'docker-compose.yml', ...args],
    {
      env: stackEnv,
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return stdout
}

/** The container's state as the engine reports it after it stopped. */
async function exitCodeOf(service: string): Promise<number> {
  const id = (await compose(['ps', '-q', service])).trim()
  const { stdout } = await exec(engine.cli, ['inspect', '--format', '{{.State.ExitCode}}', id], {
    env: stackEnv,
  })
  return Number(stdout.trim())
}

const inContainer = async (service: string, command: string) =>
  (await compose(['exec', '-T', service, 'sh', '-c', command], 60_000)).trim()

type Accepted = { idempotencyKey: string | null; body: { email?: string } }
async function acceptedForms(): Promise<Accepted[]> {
  const response = await fetch(`${sandbox}/__sandbox/send-form`)
  return ((await response.json()) as { data: Accepted[] }).data
}
const acceptedFor = async (email: string) =>
  (await acceptedForms()).filter((form) => form.body.email === email)

async function sendEnquiry(email: string) {
  const manifest = await inContainer('app1', 'cat .next/server/server-reference-manifest.json')
  const client = enquiryClient(site, {}, manifest)
  const token = await client.token()
  expect(token).toBeTruthy()
  await sleep(MIN_FILL_MS + 200)
  expect(answerOfEnquiry(await client.send(sampleEnquiry(email, token!)))).toBe('ok')
}

/** Seconds `compose stop` took for a service, and its exit code. */
async function stopService(service: string, graceSeconds: number) {
  const started = Date.now()
  await compose(['stop', '-t', String(graceSeconds), service], (graceSeconds + 30) * 1000)
  return { seconds: (Date.now() - started) / 1000, exitCode: await exitCodeOf(service) }
}

beforeAll(async () => {
  engine = await containerEngine(PROJECT)
  const [httpsPort, httpPort, sandboxPort] = [
    await findFreePort(),
    await findFreePort(),
    await findFreePort(),
  ]
  stackEnv = {
    ...process.env,
    ...engine.env,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    EDGE_HTTPS_PORT: String(httpsPort),
    EDGE_HTTP_PORT: String(httpPort),
    EDGE_CERTS_DIR: process.env.COMPOSE_TEST_CERTS_DIR,
    SANDBOX_PUBLISHED_PORT: String(sandboxPort),
    PROVIDER_PUBLIC_URL: `http://localhost:${sandboxPort}`,
    BACKUP_INTERVAL: '3600',
  }
  site = `https://localhost:${httpsPort}`
  sandbox = `http://127.0.0.1:${sandboxPort}`
  await compose(['down', '-v', '--remove-orphans'], 120_000).catch(() => {})

  let started = Date.now()
  await compose(['build'], 3_600_000)
  buildSeconds = (Date.now() - started) / 1000
  started = Date.now()
  await compose(['up', '-d'], 900_000)
  try {
    await pollUntil(async () => (await fetch(`${site}/api/health`)).ok, {
      timeoutMs: 300_000,
      intervalMs: 1000,
      what: `${site}/api/health`,
    })
  } catch (error) {
    console.error(await compose(['logs', '--tail', '40']).catch(String))
    throw error
  }
  upSeconds = (Date.now() - started) / 1000
  console.info(
    `[compose] build ${buildSeconds.toFixed(0)} s, up → healthy through the edge ${upSeconds.toFixed(0)} s${engine.standIns ? ' (stand-in images)' : ''}`,
  )
}, 5_400_000)

afterAll(async () => {
  if (stackEnv) {
    const sizes = await exec(
      engine.cli,
      ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}'],
      {
        env: stackEnv,
      },
    ).catch(() => ({ stdout: '' }))
    console.info(
      `[compose] images:\n${sizes.stdout
        .split('\n')
        .filter((line) => line.includes('site-602-app'))
        .join('\n')}`,
    )
    await compose(['down', '-v', '--remove-orphans'], 300_000).catch((error) =>
      console.error(`[compose] down -v: ${String(error)}`),
    )
  }
  await engine?.stop()
}, 600_000)

describe('docker compose up: the whole stack', () => {
  it('refuses to start without PAYLOAD_SECRET, naming it in one line', async () => {
    const { PAYLOAD_SECRET: _, ...withoutSecret } = stackEnv
    const failed = await exec('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
      env: withoutSecret,
    }).then(
      () => '',
      (error: { stderr?: string }) => error.stderr ?? '',
    )
    expect(failed).toMatch(/PAYLOAD_SECRET/)
  })

  it('runs every process of the site as node, PID 1, under the unprivileged user', async () => {
    const expected: Record<string, string> = {
      app1: 'node site-server.js',
      app2: 'node site-server.js',
      worker: 'node worker.js',
      sandbox: 'node sandbox.js',
    }
    for (const [service, command] of Object.entries(expected)) {
      const pid1 = await inContainer(service, "tr '\\0' ' ' < /proc/1/cmdline; echo; id -u")
      expect(
        pid1.split('\n').map((line) => line.trim()),
        service,
      ).toEqual([command, '1001'])
    }
    expect(await exitCodeOf('migrate')).toBe(0)
    // The health check with what the image contains.
    expect(await inContainer('app1', 'node health.js')).toMatch(/^200 /)
  })

  it('serves pages over HTTP/2 through the edge; plain HTTP redirects to the published port', async () => {
    const ca = readFileSync(`${process.env.COMPOSE_TEST_CERTS_DIR}/cert.pem`)
    const session = http2.connect(site, { ca })
    const status = await new Promise<number>((resolve, reject) => {
      const request = session.request({ ':path': '/' })
      request.on('response', (headers) => resolve(Number(headers[':status'])))
      request.on('error', reject)
      request.resume()
      request.end()
    })
    session.close()
    expect(status).toBe(200)
    const home = await fetch(`${site}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html lang="cs"')

    const plain = await fetch(`http://localhost:${stackEnv.EDGE_HTTP_PORT}/kontakt`, {
      redirect: 'manual',
    })
    expect(plain.status).toBe(308)
    expect(plain.headers.get('location')).toBe(`${site}/kontakt`)
  })

  it('signs an editor in, and the search answers', async () => {
    expect(await signIn(site)).toBeTruthy()
    const search = await fetch(`${site}/hledat?q=podpis`)
    expect(search.status).toBe(200)
    expect(await search.text()).toMatch(/podpis/i)
  })

  it('publishes a change visible through Varnish and the edge within 2 s', async () => {
    const token = await signIn(site)
    const id = await pageIdByPath(site, token, 'gdpr')
    await fetch(`${site}/gdpr`)
    expect((await fetch(`${site}/gdpr`)).headers.get('x-cache')).toBe('HIT')
    const title = `Ochrana osobních údajů ${Date.now()}`
    await editorRequest(site, token, 'PATCH', `/api/pages/${id}`, { title, _status: 'published' })
    const elapsed = await pollUntil(
      async () => (await (await fetch(`${site}/gdpr`)).text()).includes(title),
      {
        timeoutMs: PUBLISH_BUDGET_MS,
        what: `${site}/gdpr after the publish`,
      },
    )
    console.info(`[compose] publish visible through the edge after ${elapsed} ms`)
  })

  it('delivers an enquiry to the provider exactly once, through the worker', async () => {
    const email = `compose-${Date.now()}@example.cz`
    await sendEnquiry(email)
    await pollUntil(async () => (await acceptedFor(email)).length > 0, {
      timeoutMs: 60_000,
      intervalMs: 250,
      what: 'the enquiry at the provider',
    })
    await sleep(1000)
    expect(await acceptedFor(email)).toHaveLength(1)
  })

  it('writes a backup snapshot named by the running build once migrations have run', async () => {
    const { c: buildId } = (await (await fetch(`${site}/version.json`)).json()) as { c: string }
    const status = await pollUntil(
      async () => JSON.parse(await inContainer('backup', 'cat /backups/status.json')).ok === true,
      { timeoutMs: 180_000, intervalMs: 1000, what: 'a finished backup' },
    ).then(async () => JSON.parse(await inContainer('backup', 'cat /backups/status.json')))
    expect(status.snapshot).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-${buildId}$`))
    const files = await inContainer('backup', `ls /backups/${status.snapshot}`)
    expect(files.split('\n').sort()).toEqual(['database.dump', 'manifest.json', 'media.tar'])
  })

  it('stops the worker mid-delivery with exit 0 in its grace; the lead arrives once', async () => {
    const email = `compose-stop-${Date.now()}@example.cz`
    // The provider holds the delivery 6 s: the worker is stopped while it waits.
    const fault = await fetch(`${sandbox}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/send-form', kind: 'slow', delayMs: 6000, times: 1 }),
    })
    expect(fault.status).toBe(201)
    await sendEnquiry(email)
    await pollUntil(
      async () => {
        const response = await fetch(`${sandbox}/__sandbox/requests?path=/send-form`)
        const { data } = (await response.json()) as { data: Array<{ body: { email?: string } }> }
        return data.some((request) => request.body?.email === email)
      },
      { timeoutMs: 60_000, intervalMs: 100, what: 'the delivery in flight' },
    )
    const stopped = await stopService('worker', WORKER_GRACE_S)
    console.info(
      `[compose] worker stopped in ${stopped.seconds.toFixed(1)} s, exit ${stopped.exitCode}`,
    )
    expect(stopped.exitCode).toBe(0)
    expect(stopped.seconds).toBeLessThan(WORKER_GRACE_S)

    await compose(['start', 'worker'])
    await pollUntil(async () => (await acceptedFor(email)).length > 0, {
      timeoutMs: 60_000,
      intervalMs: 250,
      what: 'the held enquiry at the provider',
    })
    // A started worker that took the lead again would send it within its first poll.
    await sleep(3000)
    const accepted = await acceptedFor(email)
    expect(accepted).toHaveLength(1)
    const { duplicates } = (await (await fetch(`${sandbox}/__sandbox/send-form`)).json()) as {
      duplicates: unknown[]
    }
    expect(duplicates).toEqual([])
  })

  it('stops a replica with exit 0 in its grace while the other keeps serving', async () => {
    const latencies: number[] = []
    let failures = 0
    let serving = true
    const traffic = (async () => {
      while (serving) {
        const started = Date.now()
        const response = await fetch(`${site}/kontakt`).catch(() => null)
        if (response?.status !== 200) failures++
        await response?.arrayBuffer()
        latencies.push(Date.now() - started)
      }
    })()
    const stopped = await stopService('app2', REPLICA_GRACE_S)
    serving = false
    await traffic
    console.info(
      `[compose] app2 stopped in ${stopped.seconds.toFixed(1)} s, exit ${stopped.exitCode}; ${latencies.length} requests meanwhile, p95 ${percentiles(latencies).p95} ms, ${failures} failed`,
    )
    expect(stopped.exitCode).toBe(0)
    expect(stopped.seconds).toBeLessThan(REPLICA_GRACE_S)
    expect(failures).toBe(0)
    await compose(['start', 'app2'])
  })
})
