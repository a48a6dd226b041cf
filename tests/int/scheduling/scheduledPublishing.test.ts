import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { ScheduledPublications } from '@/components/admin/dashboard/ScheduledPublications'
import { closeQueuePools, queueSchema, workerPool } from '@/queue/queueDatabase'
import type { User } from '@/payload-types'
import { requeueStrandedSchedules } from '@/scheduling/requeueStrandedSchedules'
import { runScheduledPublish } from '@/scheduling/runScheduledPublish'
import { pendingPublications } from '@/scheduling/scheduledPublications'
import { SCHEDULED_PUBLISH_QUEUE } from '@/scheduling/scheduledPublishQueue'
import type {
  ScheduledPublishWorker,
  startScheduledPublishWorker,
} from '@/scheduling/scheduledPublishWorker'
import { scheduleLabel } from '@/scheduling/scheduleLabel'

import { eventually } from '../../support/leads'
import { createUser, testPayload } from '../../support/payload'

/**
 * Scheduled publishing: Payload's schedulePublish jobs, run by pg-boss workers against the real
 * database, at their time, once; refused when invalid or not the editor's to schedule.
 */
/**
 * Prompt, not the 2 s budget itself: that one is measured end to end (through both replicas and
 * the HTTP cache) by tests/topology; here the first run also warms this process's code paths.
 */
const PROMPT_MS = 3000

let payload: Payload
let startWorker: typeof startScheduledPublishWorker
const workers: ScheduledPublishWorker[] = []

beforeAll(async () => {
  payload = await testPayload()
  ;({ startScheduledPublishWorker: startWorker } =
    await import('@/scheduling/scheduledPublishWorker'))
})
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
})
afterAll(closeQueuePools)

const worker = async () => {
  const started = await startWorker({ payload, pollMs: 500 })
  workers.push(started)
  return started
}

const rest = (url: string, init: RequestInit = {}, token?: string) => {
  const request = new Request(`http://127.0.0.1${url}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...init.headers,
    },
  })
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

const signIn = async (role: 'admin' | 'editor'): Promise<{ user: User; token: string }> => {
  const user = await createUser(payload, role)
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'Test-heslo-1234' },
  })
  return { user, token: token! }
}

let pathCounter = 0
const uniquePath = (name: string) => `planovani-${name}-${Date.now()}-${++pathCounter}`

const draftPage = (title: string) =>
  payload.create({ collection: 'pages', data: { title, path: uniquePath('koncept') }, draft: true })

const publishedPage = (title: string) =>
  payload.create({
    collection: 'pages',
    data: { title, path: uniquePath('zverejnena'), _status: 'published' },
  })

/** What visitors get: the published version (null while never published). */
const publishedState = async (id: number) => {
  const page = await payload.findByID({ collection: 'pages', id, draft: false, depth: 0 })
  return { status: page._status, title: page.title }
}

const schedule = (
  token: string,
  body: { type?: string; page?: number; global?: string; waitUntil: unknown; taskSlug?: string },
) =>
  rest(
    '/api/payload-jobs',
    {
      method: 'POST',
      body: JSON.stringify({
        taskSlug: body.taskSlug ?? 'schedulePublish',
        waitUntil: body.waitUntil,
        input: {
          type: body.type ?? 'publish',
          ...(body.page !== undefined
            ? { doc: { relationTo: 'pages', value: String(body.page) } }
            : { global: body.global }),
        },
      }),
    },
    token,
  )

const created = async (response: Response): Promise<number> => {
  expect(response.status, await response.clone().text()).toBe(201)
  const body = (await response.json()) as { doc: { id: number } }
  return body.doc.id
}

/** The payload job once Payload has marked it done (a moment after the page is published). */
const completed = (jobId: number) =>
  eventually(
    async () => {
      const job = await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0 })
      return job.completedAt ? job : undefined
    },
    5000,
    `job ${jobId} completed`,
  )

const pgBossJobs = async (payloadJobId: number) => {
  const { rows } = await workerPool().query<{ state: string }>(
    `SELECT state FROM ${queueSchema()}.job WHERE name = $1 AND singleton_key = $2`,
    [SCHEDULED_PUBLISH_QUEUE, String(payloadJobId)],
  )
  return rows.map((row) => row.state)
}

describe('a scheduled publication', () => {
  it('publishes the latest draft at its time, not before, through the pg-boss worker', async () => {
    const { token } = await signIn('editor')
    const page = await publishedPage('Původní znění')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Nové znění' },
      draft: true,
    })
    await worker()
    const at = new Date(Date.now() + 3000)
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: at.toISOString() }),
    )
    await eventually(
      async () => ((await pgBossJobs(jobId)).length ? true : undefined),
      5000,
      'pg-boss job',
    )

    const seen = await eventually(
      async () => ((await publishedState(page.id)).title === 'Nové znění' ? Date.now() : undefined),
      10_000,
      'the publish',
    )
    expect(seen).toBeGreaterThanOrEqual(at.getTime())
    expect(seen - at.getTime()).toBeLessThan(PROMPT_MS)
    const job = await completed(jobId)
    expect(job.log).toHaveLength(1)
  })

  it('unpublishes at its time', async () => {
    const { token } = await signIn('editor')
    const page = await publishedPage('Akce skončila')
    await worker()
    const at = new Date(Date.now() + 1500)
    await created(await schedule(token, { type: 'unpublish', page: page.id, waitUntil: at }))
    expect((await publishedState(page.id)).status).toBe('published')
    const seen = await eventually(
      async () => ((await publishedState(page.id)).status === 'draft' ? Date.now() : undefined),
      10_000,
      'the unpublish',
    )
    expect(seen - at.getTime()).toBeLessThan(PROMPT_MS)
  })

  it('schedules the homepage and the info banner (globals) too', async () => {
    const { token } = await signIn('editor')
    await payload.updateGlobal({
      slug: 'info-banner',
      data: { enabled: true, text: 'Naplánovaná lišta' },
      draft: true,
    })
    await worker()
    await created(
      await schedule(token, { global: 'info-banner', waitUntil: new Date(Date.now() + 500) }),
    )
    await eventually(
      async () => {
        const banner = await payload.findGlobal({ slug: 'info-banner', draft: false, depth: 0 })
        return banner.text === 'Naplánovaná lišta' && banner._status === 'published'
          ? true
          : undefined
      },
      10_000,
      'the banner',
    )
  })

  it('is run once by two workers, and a repeated pg-boss job finds nothing to do', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Dva pracovníci')
    await Promise.all([worker(), worker()])
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: new Date(Date.now() + 1000) }),
    )
    await eventually(
      async () => ((await publishedState(page.id)).status === 'published' ? true : undefined),
      10_000,
      'the publish',
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const job = await completed(jobId)
    expect(job.log).toHaveLength(1)
    const { totalDocs } = await payload.countVersions({
      collection: 'pages',
      where: {
        and: [{ parent: { equals: page.id } }, { 'version._status': { equals: 'published' } }],
      },
    })
    expect(totalDocs).toBe(1)
    expect(await runScheduledPublish(payload, { payloadJobId: jobId })).toBe('gone')
  })

  it('lets only one of two simultaneous runs of the same payload job through', async () => {
    const page = await draftPage('Souběh')
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    const outcomes = await Promise.all([
      runScheduledPublish(payload, { payloadJobId: Number(job.id) }),
      runScheduledPublish(payload, { payloadJobId: Number(job.id) }),
    ])
    expect(outcomes.sort()).toEqual(['done', 'gone'])
  })

  it('shows in the list column as "Naplánováno na …" in Prague time', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Lednová akce')
    await created(await schedule(token, { page: page.id, waitUntil: '2027-01-12T07:00:00.000Z' }))
    await created(
      await schedule(token, {
        type: 'unpublish',
        page: page.id,
        waitUntil: '2027-07-12T06:00:00.000Z',
      }),
    )
    const labels = (await pendingPublications(payload, 'pages'))
      .filter((each) => 'id' in each.target && each.target.id === String(page.id))
      .map(scheduleLabel)
    expect(labels).toEqual([
      'Naplánováno na 12. 1. 2027 8:00',
      'Zrušení zveřejnění 12. 7. 2027 8:00',
    ])
  })
})

describe('bad input', () => {
  it('publishes at once when the time is already past, and says so on the dashboard', async () => {
    const { token, user } = await signIn('editor')
    const page = await draftPage('Pozdě naplánováno')
    await worker()
    const sent = Date.now()
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: new Date(sent - 3_600_000) }),
    )
    const seen = await eventually(
      async () => ((await publishedState(page.id)).status === 'published' ? Date.now() : undefined),
      10_000,
      'the publish',
    )
    expect(seen - sent).toBeLessThan(PROMPT_MS)
    await completed(jobId)
    const html = renderToStaticMarkup((await ScheduledPublications({ payload, user }))!)
    expect(html).toContain('Pozdě naplánováno</a> – Zveřejnění na')
    expect(html).toContain('zveřejněno hned, čas už uplynul')
  })

  it('refuses an invalid date with a Czech message (400)', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Špatné datum')
    for (const waitUntil of ['zítra ráno', '2027-13-45T25:00', '1970-01-01T00:00:00Z', null]) {
      const response = await schedule(token, { page: page.id, waitUntil })
      expect(response.status, String(waitUntil)).toBe(400)
      expect(await response.text()).toContain('Datum a čas zveřejnění nejsou platné')
    }
    expect(
      (await pendingPublications(payload, 'pages')).some(
        (each) => 'id' in each.target && each.target.id === String(page.id),
      ),
    ).toBe(false)
  })

  it('cancels the job of a page deleted before its time; nothing is published', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Smazaná dřív')
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: new Date(Date.now() + 60_000) }),
    )
    await eventually(
      async () => ((await pgBossJobs(jobId))[0] === 'created' ? true : undefined),
      5000,
      'job',
    )
    await payload.delete({ collection: 'pages', id: page.id })
    expect(await pgBossJobs(jobId)).toEqual(['cancelled'])
    expect(
      await payload.count({ collection: 'payload-jobs', where: { id: { equals: jobId } } }),
    ).toEqual({
      totalDocs: 0,
    })
    expect(await runScheduledPublish(payload, { payloadJobId: jobId })).toBe('gone')
  })

  it('fails closed, visibly, when the scheduling account was deleted before the time', async () => {
    const editor = await signIn('editor')
    const { user: admin } = await signIn('admin')
    const page = await draftPage('Autor odešel')
    const jobId = await created(
      await schedule(editor.token, { page: page.id, waitUntil: new Date(Date.now() - 1000) }),
    )
    await payload.delete({ collection: 'users', id: editor.user.id })
    expect(await runScheduledPublish(payload, { payloadJobId: jobId })).toBe('failed')
    expect((await publishedState(page.id)).status).toBe('draft')
    const html = renderToStaticMarkup((await ScheduledPublications({ payload, user: admin }))!)
    expect(html).toContain('Autor odešel</a> – Zveřejnění na')
    expect(html).toContain('účet, který ho naplánoval, už neexistuje')
  })

  it('re-sends, from the minute monitor, a scheduled job whose pg-boss job is missing', async () => {
    const page = await draftPage('Bez fronty')
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    const jobId = Number(job.id)
    await eventually(async () => ((await pgBossJobs(jobId)).length ? true : undefined), 5000, 'job')
    await workerPool().query(`DELETE FROM ${queueSchema()}.job WHERE singleton_key = $1`, [
      String(jobId),
    ])
    expect(await requeueStrandedSchedules(0)).toBeGreaterThanOrEqual(1)
    expect(await pgBossJobs(jobId)).toEqual(['created'])
    expect(await requeueStrandedSchedules(0)).toBe(0)
  })
})

describe('who may schedule', () => {
  it('lets an editor schedule only publications, in their own name', async () => {
    const editor = await signIn('editor')
    const { user: admin } = await signIn('admin')
    const page = await draftPage('Cizí jméno')
    const response = await rest(
      '/api/payload-jobs',
      {
        method: 'POST',
        body: JSON.stringify({
          taskSlug: 'schedulePublish',
          waitUntil: new Date(Date.now() + 60_000),
          completedAt: new Date().toISOString(),
          input: {
            type: 'publish',
            doc: { relationTo: 'pages', value: String(page.id) },
            user: { relationTo: 'users', value: admin.id },
          },
        }),
      },
      editor.token,
    )
    const jobId = await created(response)
    const job = await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0 })
    expect((job.input as { user: unknown }).user).toEqual({
      relationTo: 'users',
      value: editor.user.id,
    })
    expect(job.completedAt).toBeFalsy()
  })

  it('refuses other tasks, other targets, anonymous callers and the run endpoints', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Jen plánování')
    const soon = new Date(Date.now() + 60_000)
    expect(
      (await schedule(token, { taskSlug: 'inline', page: page.id, waitUntil: soon })).status,
    ).toBe(403)
    expect((await schedule(token, { global: 'site-settings', waitUntil: soon })).status).toBe(400)
    expect(
      (await schedule(token, { global: 'homepage', waitUntil: soon, type: 'delete' })).status,
    ).toBe(400)
    expect((await schedule('', { page: page.id, waitUntil: soon })).status).toBe(403)
    const users = await rest(
      '/api/payload-jobs',
      {
        method: 'POST',
        body: JSON.stringify({
          taskSlug: 'schedulePublish',
          waitUntil: soon,
          input: { doc: { relationTo: 'users', value: '1' } },
        }),
      },
      token,
    )
    expect(users.status).toBe(400)
    for (const path of ['/api/payload-jobs/run', '/api/payload-jobs/handle-schedules']) {
      expect([401, 403, 404]).toContain((await rest(path, { method: 'GET' }, token)).status)
    }
    expect((await rest('/api/payload-jobs', {}, '')).status).toBe(403)
  })

  it('refuses a drawer schedule in the name of an account that does not exist', async () => {
    const page = await draftPage('Neznámý účet')
    await expect(
      payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          doc: { relationTo: 'pages', value: page.id },
          user: { relationTo: 'users', value: 987_654 },
        },
        waitUntil: new Date(Date.now() + 60_000),
      }),
    ).rejects.toThrow()
  })
})
