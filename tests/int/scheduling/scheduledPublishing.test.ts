import config from '@payload-config'
import { createLocalReq, getPayload, handleEndpoints, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { ScheduledPublications } from '@/components/admin/dashboard/ScheduledPublications'
import type { User } from '@/payload-types'
import { releaseRunnerLock } from '@/scheduling/runnerLock'
import { pendingPublications } from '@/scheduling/scheduledPublications'
import { schedulePublishServerFunction } from '@/scheduling/schedulePublishServerFunction'
import { scheduleLabel } from '@/scheduling/scheduleLabel'
import { pastScheduleTimeMessage } from '@/scheduling/scheduleTime'

import { eventually } from '../../support/leads'
import { createUser, signInToken, testPayload } from '../../support/payload'

/**
 * Scheduled publishing: Payload's schedulePublish jobs, run by Payload's own runner (`autoRun`
 * every second) against the real database, at their time, once, by the one process that holds
 * the runner lock; refused when invalid or not the editor's to schedule.
 */
/**
 * Prompt, not the 2 s budget itself: that one is measured end to end (through both replicas and
 * the HTTP cache) by tests/topology; here the first run also warms this process's code paths.
 */
const PROMPT_MS = 3000

let payload: Payload
const runners: Payload[] = []
let runnerCounter = 0

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(async () => {
  await Promise.all(runners.splice(0).map(stopRunner))
})

/** A worker process, as far as Payload can tell: its own instance with the runner's cron. */
const runner = async () => {
  const started = await getPayload({ config, key: `runner-${++runnerCounter}`, cron: true })
  runners.push(started)
  return started
}

const stopRunner = async (instance: Payload) => {
  await releaseRunnerLock(instance)
  await instance.destroy()
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
  return { user, token: await signInToken(user.email) }
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

describe('a scheduled publication', () => {
  it("publishes the latest draft at its time, not before, through Payload's runner", async () => {
    const { token } = await signIn('editor')
    const page = await publishedPage('Původní znění')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Nové znění' },
      draft: true,
    })
    await runner()
    const at = new Date(Date.now() + 3000)
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: at.toISOString() }),
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
    await runner()
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
    await runner()
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

  it('is run once with two workers running: only the lock holder runs jobs', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Dva pracovníci')
    await Promise.all([runner(), runner()])
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
  })

  it('is taken over by another worker when the lock holder stops', async () => {
    const { token } = await signIn('editor')
    const published = (id: number, what: string) =>
      eventually(
        async () => ((await publishedState(id)).status === 'published' ? true : undefined),
        10_000,
        what,
      )
    const holder = await runner()
    const first = await draftPage('Před převzetím')
    await created(await schedule(token, { page: first.id, waitUntil: new Date(Date.now() + 500) }))
    await published(first.id, "the holder's publish")
    // Started while the holder runs: it waits for the lock.
    await runner()
    await stopRunner(holder)
    runners.splice(runners.indexOf(holder), 1)
    const second = await draftPage('Po převzetí')
    await created(await schedule(token, { page: second.id, waitUntil: new Date(Date.now() + 500) }))
    await published(second.id, 'the publish after the take-over')
  })

  it('shows in the list column as "Naplánováno na …" in Prague time', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Lednová akce')
    // Next year's 12 January (CET, UTC+1) and 12 July (CEST, UTC+2), 08:00 in Prague: always
    // still to come, whenever the suite runs (fixed dates here would one day be past and due).
    const year = new Date().getUTCFullYear() + 1
    await created(
      await schedule(token, { page: page.id, waitUntil: new Date(Date.UTC(year, 0, 12, 7)) }),
    )
    await created(
      await schedule(token, {
        type: 'unpublish',
        page: page.id,
        waitUntil: new Date(Date.UTC(year, 6, 12, 6)),
      }),
    )
    const labels = (await pendingPublications(payload, 'pages'))
      .filter((each) => 'id' in each.target && each.target.id === String(page.id))
      .map(scheduleLabel)
    expect(labels).toEqual([
      `Naplánováno na 12. 1. ${year} 08:00`,
      `Zrušení zveřejnění 12. 7. ${year} 08:00`,
    ])
  })
})

describe('bad input', () => {
  it('refuses a time already past with a Czech reason (400), scheduling and publishing nothing', async () => {
    const { token } = await signIn('editor')
    const page = await draftPage('Čas uplynul')
    await runner()
    for (const [type, past] of [
      ['publish', 61_000],
      ['publish', 3_600_000],
      ['unpublish', 24 * 3_600_000],
    ] as const) {
      const response = await schedule(token, {
        type,
        page: page.id,
        waitUntil: new Date(Date.now() - past),
      })
      expect(response.status, `${type} ${past}`).toBe(400)
      expect(await response.text()).toContain(pastScheduleTimeMessage(type))
    }
    expect(
      await payload.count({
        collection: 'payload-jobs',
        where: { 'input.doc.value': { equals: String(page.id) } },
      }),
    ).toEqual({ totalDocs: 0 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await publishedState(page.id)).status).toBe('draft')
  })

  it("refuses it in the drawer's server function too, with the reason for the field", async () => {
    const { user } = await signIn('editor')
    const page = await draftPage('Čas uplynul v šuplíku')
    const req = await createLocalReq({ user }, payload)
    const call = (date: Date) =>
      schedulePublishServerFunction({
        type: 'publish',
        date,
        doc: { relationTo: 'pages', value: String(page.id) },
        timezone: 'Europe/Prague',
        req,
        user,
        importMap: {},
        cookies: new Map(),
        permissions: {} as never,
      })
    const jobsOfPage = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { 'input.doc.value': { equals: String(page.id) } },
          depth: 0,
        })
      ).docs

    expect(await call(new Date(Date.now() - 5 * 60_000))).toEqual({
      error: pastScheduleTimeMessage('publish'),
      field: 'date',
    })
    expect(await jobsOfPage()).toEqual([])

    const at = new Date(Date.now() + 3_600_000)
    expect(await call(at)).not.toHaveProperty('error')
    const jobs = await jobsOfPage()
    expect(jobs.map((job) => new Date(job.waitUntil!).getTime())).toEqual([at.getTime()])
  })

  it('publishes at once when the time passed within the clock-skew tolerance, and says so on the dashboard', async () => {
    const { token, user } = await signIn('editor')
    const page = await draftPage('Pozdě naplánováno')
    await runner()
    const sent = Date.now()
    // Sent half a minute after its time (a browser clock behind the server's): still accepted.
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: new Date(sent - 30_000) }),
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
    await payload.delete({ collection: 'pages', id: page.id })
    expect(
      await payload.count({ collection: 'payload-jobs', where: { id: { equals: jobId } } }),
    ).toEqual({
      totalDocs: 0,
    })
  })

  it('fails closed, visibly, when the scheduling account was deleted before the time', async () => {
    const editor = await signIn('editor')
    const { user: admin } = await signIn('admin')
    const page = await draftPage('Autor odešel')
    const jobId = await created(
      await schedule(editor.token, { page: page.id, waitUntil: new Date(Date.now() + 1500) }),
    )
    await payload.delete({ collection: 'users', id: editor.user.id })
    await runner()
    await eventually(
      async () => {
        const job = await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0 })
        return job.hasError ? true : undefined
      },
      10_000,
      'the failure',
    )
    expect((await publishedState(page.id)).status).toBe('draft')
    const html = renderToStaticMarkup((await ScheduledPublications({ payload, user: admin }))!)
    expect(html).toContain('Autor odešel</a> – Zveřejnění na')
    expect(html).toContain('účet, který ho naplánoval, už neexistuje')
  })

  it('publishes a schedule whose time passed while no worker ran, and says it was late', async () => {
    const { token, user } = await signIn('editor')
    const page = await draftPage('Bez pracovníka')
    const jobId = await created(
      await schedule(token, { page: page.id, waitUntil: new Date(Date.now() + 60_000) }),
    )
    // As if no worker had run for the last ten minutes: scheduled then, due five minutes ago.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: jobId,
      data: {
        createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
        waitUntil: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
    })
    await runner()
    await completed(jobId)
    expect((await publishedState(page.id)).status).toBe('published')
    const html = renderToStaticMarkup((await ScheduledPublications({ payload, user }))!)
    expect(html).toContain('Bez pracovníka</a> – Zveřejnění na')
    expect(html).toContain('zveřejněno se zpožděním 5 min')
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

  it('fails a drawer schedule in the name of an account that does not exist, publishing nothing', async () => {
    const page = await draftPage('Neznámý účet')
    // What the drawer's server function calls (no hooks run here: see runHooks in
    // scheduledPublishJobs.ts); Payload's task publishes with that account's rights.
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: 987_654 },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await runner()
    await eventually(
      async () => {
        const found = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
        return found.hasError ? true : undefined
      },
      10_000,
      'the failure',
    )
    expect((await publishedState(page.id)).status).toBe('draft')
  })
})
