import { Writable } from 'node:stream'

import config from '@payload-config'
import fc from 'fast-check'
import { handleEndpoints, type FlattenedField, type Payload, type SanitizedConfig } from 'payload'
import { validOperators } from 'payload/shared'
import * as qs from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refuseBadRestCall } from '@/lib/http/restRequestGuard'
import { payloadLoggerOptions } from '@/lib/logging/payloadLoggerOptions'

import { createUser, signInToken, testPayload } from '../support/payload'

/**
 * Issue 54: no query shape makes Payload's REST API answer 5xx, and what it refuses leaves one
 * short log line, never a stack. A type-aware generator reads every collection's real fields
 * from the built config (group, array and block paths, `blockType`, relationships one hop
 * deep), asks with Payload's own operators and values of the field's type or any other (huge
 * floats, quotes, lists), sorts by duplicate and mixed paths and by the `where`'s own path, and
 * sends each query by GET and by method override, anonymous and as admin, through the route's
 * guard and Payload's REST handler (as src/app/(payload)/api/[...slug]/route.ts does).
 * The requests run on a Payload instance whose logger has the site's pino options and a sink
 * this test reads (Payload's `logger: { options, destination }`).
 */

const RUNS = 1300 // × 4 requests each
const SEED = Date.now() % 2_147_483_647

type Line = { level: number; msg?: string; err?: unknown; stack?: unknown }
const lines: Line[] = []
let captureConfig: SanitizedConfig
let payload: Payload
let adminToken: string

beforeAll(async () => {
  const base = await testPayload()
  const admin = await createUser(base, 'admin')
  adminToken = await signInToken(admin.email)
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as Line)
      }
      done()
    },
  })
  captureConfig = {
    ...(await config),
    logger: {
      options: payloadLoggerOptions('info'),
      destination: sink,
    } as unknown as SanitizedConfig['logger'],
  }
  payload = await testPayload('query-shapes', captureConfig)
})

afterAll(async () => {
  await payload?.destroy()
})

const rest = async (request: Request) => {
  const refused = await refuseBadRestCall(captureConfig, request)
  const response =
    refused ??
    (await handleEndpoints({
      config: captureConfig,
      path: new URL(request.url).pathname,
      payloadInstanceCacheKey: 'query-shapes',
      request,
    }))
  return { status: response.status, body: await response.text() }
}

type Kind =
  'text' | 'number' | 'date' | 'checkbox' | 'select' | 'id' | 'blockType' | 'json' | 'other'
type QueryPath = { path: string; kind: Kind; options: string[] }

/** Every queryable path of these fields, with what decides its values. */
function queryPaths(
  fields: readonly FlattenedField[],
  fieldsOf: (slug: string) => readonly FlattenedField[] | undefined,
  prefix = '',
  hops = 0,
): QueryPath[] {
  return fields.flatMap((field): QueryPath[] => {
    const path = `${prefix}${field.name}`
    const self = (kind: Kind, options: string[] = []) => [{ path, kind, options }]
    switch (field.type) {
      case 'group':
      case 'tab':
      case 'array':
        return [...self('other'), ...queryPaths(field.flattenedFields, fieldsOf, `${path}.`, hops)]
      case 'blocks': {
        const blocks = (field.blocks ?? []).filter((block) => typeof block === 'object')
        return [
          ...self('other'),
          { path: `${path}.blockType`, kind: 'blockType', options: blocks.map((b) => b.slug) },
          ...blocks.flatMap((block) =>
            queryPaths(block.flattenedFields, fieldsOf, `${path}.`, hops),
          ),
        ]
      }
      case 'relationship':
      case 'upload': {
        if (typeof field.relationTo !== 'string') {
          return [
            ...self('id'),
            { path: `${path}.value`, kind: 'id', options: [] },
            { path: `${path}.relationTo`, kind: 'select', options: field.relationTo },
          ]
        }
        const related = hops < 1 ? (fieldsOf(field.relationTo) ?? []) : []
        return [
          ...self('id'),
          { path: `${path}.id`, kind: 'id', options: [] },
          ...queryPaths(related, fieldsOf, `${path}.`, hops + 1),
        ]
      }
      case 'number':
        return self('number')
      case 'date':
        return self('date')
      case 'checkbox':
        return self('checkbox')
      case 'select':
      case 'radio':
        return self(
          'select',
          (field.options ?? []).map((option) =>
            typeof option === 'string' ? option : option.value,
          ),
        )
      case 'json':
      case 'richText':
        return [...self('json'), { path: `${path}.root.type`, kind: 'json', options: [] }]
      case 'join':
      case 'point':
        return self('other')
      default:
        return self(field.name === 'id' ? 'id' : 'text')
    }
  })
}

const hostileScalar = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    '1e308',
    '-1.7976931348623157e308',
    '1e400',
    '99999999999999999999',
    '2147483648',
    'NaN',
    'Infinity',
    '-0',
    "O'Brien",
    '"quoted"',
    "'; drop table pages; --",
    '%_\\',
    '+x',
    '(?i)',
    'a,b',
    '2026-13-45',
    '0001-01-01',
    'true',
    'null',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, 2 ** 53 + 1, 1e-320),
  fc.boolean(),
)

const typedValue = (queryPath: QueryPath) => {
  switch (queryPath.kind) {
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(1e308, -1e308))
    case 'id':
      return fc.oneof(fc.nat(50), fc.constantFrom(2 ** 31, 1e20, 'abc'))
    case 'date':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('2026-01-01', 'yesterday'),
      )
    case 'checkbox':
      return fc.constantFrom('true', 'false', true, false)
    case 'select':
    case 'blockType':
      return queryPath.options.length > 0
        ? fc.oneof(fc.constantFrom(...queryPath.options), hostileScalar)
        : hostileScalar
    default:
      return fc.string({ maxLength: 12 })
  }
}

const valueFor = (queryPath: QueryPath) => {
  const scalar = fc.oneof({ weight: 3, arbitrary: typedValue(queryPath) }, hostileScalar)
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 2, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('x', 'type', 'coordinates'), scalar) },
  )
}

const OPERATORS = [...validOperators, 'nope']

type Query = Record<string, unknown>

function queriesOver(paths: QueryPath[]): fc.Arbitrary<Query> {
  const condition = fc.constantFrom(...paths).chain((queryPath) =>
    fc
      .tuple(
        fc.constantFrom(...OPERATORS),
        queryPath.kind === 'other' || queryPath.kind === 'json'
          ? fc.oneof(hostileScalar, fc.array(hostileScalar, { maxLength: 3 }))
          : valueFor(queryPath),
      )
      .map(([operator, value]) => ({
        path: queryPath.path,
        where: {
          [queryPath.path]: { [operator]: operator === 'exists' ? String(value !== false) : value },
        },
      })),
  )
  const sortItem = fc
    .tuple(fc.constantFrom(...paths), fc.boolean())
    .map(([queryPath, descending]) => `${descending ? '-' : ''}${queryPath.path}`)
  return fc
    .record({
      conditions: fc.array(condition, { minLength: 0, maxLength: 3 }),
      combine: fc.constantFrom('and', 'or', 'flat'),
      sortKind: fc.constantFrom('none', 'paths', 'duplicate', 'sameAsWhere'),
      sorts: fc.array(sortItem, { minLength: 1, maxLength: 3 }),
      extras: fc.record(
        {
          limit: hostileScalar,
          page: hostileScalar,
          depth: hostileScalar,
          draft: hostileScalar,
          select: fc.oneof(
            hostileScalar,
            fc.dictionary(
              fc.constantFrom(...paths.map((queryPath) => queryPath.path.split('.')[0]!)),
              fc.oneof(fc.boolean(), hostileScalar),
              { maxKeys: 2 },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    })
    .map(({ conditions, combine, sortKind, sorts, extras }) => {
      const query: Query = { limit: 2, depth: 0, ...extras }
      if (conditions.length > 0) {
        query.where =
          combine === 'flat'
            ? Object.assign({}, ...conditions.map((condition) => condition.where))
            : { [combine]: conditions.map((condition) => condition.where) }
      }
      if (sortKind === 'paths') query.sort = sorts.join(',')
      if (sortKind === 'duplicate') query.sort = [sorts[0], sorts[0]].join(',')
      if (sortKind === 'sameAsWhere' && conditions[0]) {
        query.sort = [conditions[0].path, ...sorts].join(',')
      }
      return query
    })
}

type Target = { url: string; paths: QueryPath[] }

function targetsOf(built: SanitizedConfig): Target[] {
  const fieldsOf = (slug: string) =>
    built.collections.find((collection) => collection.slug === slug)?.flattenedFields
  const targets: Target[] = []
  for (const collection of built.collections) {
    if (collection.endpoints === false) continue
    const paths = [
      { path: 'id', kind: 'id', options: [] } as QueryPath,
      ...queryPaths(collection.flattenedFields, fieldsOf),
    ]
    targets.push({ url: `/api/${collection.slug}`, paths })
    targets.push({ url: `/api/${collection.slug}/count`, paths })
    if (collection.versions) {
      const versionPaths = queryPaths(collection.flattenedFields, fieldsOf, 'version.')
      targets.push({ url: `/api/${collection.slug}/versions`, paths: [...paths, ...versionPaths] })
    }
  }
  for (const global of built.globals) {
    if (!global.versions) continue
    const paths = queryPaths(global.flattenedFields, fieldsOf, 'version.')
    targets.push({ url: `/api/globals/${global.slug}/versions`, paths })
  }
  return targets
}

const requestsFor = (url: string, query: string, token?: string): Request[] => {
  const auth: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
  return [
    new Request(`http://127.0.0.1${url}?${query}`, { headers: auth }),
    new Request(`http://127.0.0.1${url}`, {
      method: 'POST',
      body: query,
      headers: {
        ...auth,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-HTTP-Method-Override': 'GET',
      },
    }),
  ]
}

describe('query shapes over every collection (issue 54)', () => {
  it(`${RUNS * 4} generated requests, GET and method override, anonymous and admin: no 5xx, no stack in the log`, async () => {
    const targets = targetsOf(captureConfig)
    expect(targets.length).toBeGreaterThan(10)
    // Payload's start-up lines are not the requests'.
    lines.length = 0
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    const arbitrary = fc
      .constantFrom(...targets)
      .chain((target) => fc.tuple(fc.constant(target), queriesOver(target.paths)))
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([target, query]) => {
        const text = qs.stringify(query)
        for (const token of [undefined, adminToken]) {
          for (const [index, request] of requestsFor(target.url, text, token).entries()) {
            const logged = lines.length
            const answer = await rest(request)
            sent += 1
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
            if (answer.status >= 500) {
              failures.push(
                `${index ? 'override' : 'GET'} ${token ? 'admin' : 'anon'} ${target.url}?${decodeURIComponent(text)} → ${answer.status}, logged: ${lines
                  .slice(logged)
                  .map((line) => JSON.stringify(line.err ?? line.msg).slice(0, 160))
                  .join(' | ')}`,
              )
            }
          }
        }
      }),
      { numRuns: RUNS, seed: SEED },
    )
    console.info(`query shapes (seed ${SEED}): ${sent} requests`, Object.fromEntries(statuses))
    expect(sent).toBeGreaterThanOrEqual(5000)
    expect(failures.slice(0, 10), `seed ${SEED}: ${failures.length} × 5xx`).toEqual([])
    // Refusals are info lines: nothing at error level, no stack anywhere in the log.
    const loud = lines.filter(
      (line) => line.level >= 50 || JSON.stringify(line).includes('\\n    at '),
    )
    expect(loud.slice(0, 3), `seed ${SEED}`).toEqual([])
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100)
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100)
  }, 600_000)

  it.each([
    ['/api/pages', 'where[layout.blockType][exists]=true'],
    ['/api/pages', 'sort=layout.heading,layout.heading'],
    ['/api/pages', 'where[layout.heading][equals]=x&sort=layout.heading'],
    ['/api/pages', 'sort=hero.actions.link.url,meta.image.focalX'],
    ['/api/redirects', 'sort=to.page.title,-to.page.title'],
    ['/api/payload-locked-documents', `where[id][like]=${'9'.repeat(400)}.5`],
    ['/api/payload-locked-documents', 'where[document][like]=1.5e300'],
  ])('%s?%s → a Czech 400, anonymous and admin, by GET and method override', async (url, query) => {
    for (const token of [undefined, adminToken]) {
      for (const request of requestsFor(url, query, token)) {
        const answer = await rest(request)
        // The locks answer anonymous readers 403 before any query runs.
        if (!token && url.includes('locked')) {
          expect(answer.status).toBe(403)
          continue
        }
        expect(answer.status, answer.body).toBe(400)
        expect(answer.body).toMatch(/Neplatný dotaz: .*[ěščřžýáíéůú]/)
      }
    }
  })

  it('payload-preferences: a value nested 1,000 levels → 400, a shallow one still saves', async () => {
    const save = (value: string) =>
      rest(
        new Request('http://127.0.0.1/api/payload-preferences/query-shapes-test', {
          method: 'POST',
          body: `{"value":${value}}`,
          headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'application/json' },
        }),
      )
    expect((await save(`${'['.repeat(1000)}${']'.repeat(1000)}`)).status).toBe(400)
    expect((await save(`${'{"a":'.repeat(9000)}1${'}'.repeat(9000)}`)).status).toBe(400)
    expect((await save('{"columns":[{"accessor":"title","active":true}]}')).status).toBe(200)
  })
})
