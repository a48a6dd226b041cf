import { type ChildProcess, spawn } from 'node:child_process'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { leadsTable } from '@/leads/leadsTable'
import { storeLead } from '@/leads/storeLead'
import { closeQueuePools, requestPool } from '@/queue/queueDatabase'

import { type ErrorSink, startErrorSink } from '../../../tools/lib/errorSink'
import { findFreePort } from '../../../scripts/lib/findFreePort'
import { clearLeads, eventually, leadRecord } from '../../support/leads'
import { sandboxForFile, SITE_URL } from '../provider/sandboxHarness'

/**
 * The worker process (as `npm run worker` starts it: reporting on with SENTRY_DSN) reports a lead
 * it gave up on to the error-reporting service, once, with its environment and release and a
 * readable frame of our code, and without the visitor's data.
 */
const sandbox = sandboxForFile()
let sink: ErrorSink
let sinkPort: number
let worker: ChildProcess | undefined

beforeAll(async () => {
  sinkPort = await findFreePort()
  sink = await startErrorSink(sinkPort)
})
afterEach(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker!.once('exit', resolve))
    worker.kill('SIGKILL')
    await exited
  }
})
afterAll(async () => {
  await sink.close()
  await closeQueuePools()
})

describe('worker error reporting', () => {
  it('reports a lead whose delivery it gave up on, once', async () => {
    await clearLeads()
    await sandbox.addFault({ path: '/send-form', kind: '500' })
    const stored = await storeLead({
      kind: 'contact',
      pagePath: '/kontakt',
      enquiry: {
        firstName: 'Důvěrnájméno',
        lastName: 'Nováková',
        email: 'tajna.adresa@example.cz',
        phone: '+420 777 123 456',
        location: `Kontaktní formulář | ${SITE_URL}/kontakt`,
        text: 'Prosím o ukázku.',
        source: 'OTHER',
      },
    })
    await requestPool().query(
      `UPDATE ${leadsTable()} SET created_at = now() - interval '25 hours' WHERE id = $1`,
      [stored.id],
    )

    // node with tsx as its loader (SIGKILL then reaches the worker itself)
    worker = spawn(process.execPath, ['--import', 'tsx', 'tests/support/leadWorkerProcess.ts'], {
      env: {
        ...process.env,
        SENTRY_DSN: `http://intpublickey@127.0.0.1:${sinkPort}/1`,
        SENTRY_ENVIRONMENT: 'int-test',
        // what a bundler writes into a built worker (src/lib/release/builtRelease.ts)
        SITE_RELEASE: 'int-release-1',
        LEAD_WORKER_OPTIONS: JSON.stringify({
          providerUrl: sandbox.url(),
          scheduled: false,
          pollMs: 100,
          attemptTimeoutMs: 2000,
          giveUpHours: 24,
        }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })

    const reports = () => sink.envelopes.filter((body) => body.includes('LeadDeliveryFailed'))
    const [report] = await eventually(
      async () => (reports().length > 0 ? reports() : undefined),
      30_000,
      'the give-up report',
    )
    expect((await leadRecord(stored.id)).status).toBe('failed')
    expect(report).toContain(`Poptávka ${stored.id} nedoručena (vzdáno): Doručování vzdáno po 24 h`)
    expect(report).toContain('"environment":"int-test"')
    expect(report).toContain('"release":"int-release-1"')
    expect(report).toContain(`"lead_id":"${stored.id}"`)
    // the stack names our file (tsx maps it, as the build's maps do for the bundled worker)
    expect(report).toMatch(/"filename":"[^"]*src\/leads\/deliverLead\.ts"/)
    for (const personal of ['Důvěrnájméno', 'tajna.adresa@example.cz', '777 123 456']) {
      expect(report).not.toContain(personal)
    }
    // once: nothing more for this lead while the worker goes on
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(reports()).toHaveLength(1)
  }, 60_000)
})
