import { describe, expect, it } from 'vitest'

import { exceedsJsonDepth, jsonTextExceedsDepth } from '@/lib/queryRules/jsonDepth'
import { parsePayloadQuery } from '@/lib/queryRules/payloadQuery'
import {
  isSerialId,
  numberProblem,
  selectionProblem,
  sortProblem,
  whereProblem,
} from '@/lib/queryRules/queryBounds'

describe('where bounds', () => {
  it('accept what the admin and the site send, whatever the field types', () => {
    for (const ok of [
      { title: { like: 'a' } },
      { _status: { in: 'draft,published' } },
      { id: { in: [1, '2'] } },
      { 'author.email': { contains: 'x' } },
      { 'seo.description': { exists: 'false' } },
      { or: [{ title: { equals: 'a' } }, { and: [{ kind: { not_equals: 'a' } }] }] },
      { title: { equals: null } },
      { document: { equals: { relationTo: 'pages', value: 3 } } },
      // Types are the database's to refuse (a Czech 400 from queryRefusal.ts), not ours.
      { order: { equals: 'abc' } },
      { id: { equals: '1e20' } },
    ]) {
      expect(whereProblem(ok), JSON.stringify(ok)).toBeNull()
    }
  })

  it('refuse what no error would express', () => {
    for (const bad of [
      { title: { unknown_op: 'a' } },
      { title: 'a' },
      { title: {} },
      { 'ti tle': { equals: 'a' } },
      { title: { equals: ['a', 'b'] } },
      { title: { like: { a: 1 } } },
      { kind: { in: [{ x: '1' }] } },
      { title: { equals: 'a\u0000' } },
      { title: { in: Array.from({ length: 1001 }, (_, index) => String(index)) } },
      { title: { equals: 'x'.repeat(10_001) } },
      { or: 'x' },
      { or: [{ or: [{ or: [{ or: [{ or: [{ or: [{ or: [{ or: [{ or: [{}] }] }] }] }] }] }] }] }] },
      'abc',
      [],
    ]) {
      expect(whereProblem(bad), JSON.stringify(bad)).toMatch(/[a-zěščřžýáíéůú]/)
    }
  })

  it('measure deep and wide queries without walking them recursively', () => {
    let deep: unknown = { title: { equals: 'a' } }
    for (let level = 0; level < 50_000; level++) deep = { and: [deep] }
    expect(whereProblem(deep)).not.toBeNull()
    const wide = { or: Array.from({ length: 500 }, () => ({ title: { equals: 'a' } })) }
    expect(whereProblem(wide)).toBe('příliš mnoho podmínek')
  })
})

describe('the other parameters', () => {
  it('sort, limit, page, depth, select, populate', () => {
    expect(sortProblem(['-createdAt', 'title', 'author.email'])).toBeNull()
    expect(sortProblem('layout.heading,layout.heading')).toBeNull()
    expect(sortProblem(['a\u0000'])).not.toBeNull()
    expect(sortProblem(Array.from({ length: 11 }, () => 'title'))).not.toBeNull()
    expect(sortProblem({ a: 1 })).not.toBeNull()
    expect(numberProblem('limit', 10)).toBeNull()
    expect(numberProblem('limit', 'abc')).not.toBeNull()
    expect(numberProblem('limit', 1e20)).not.toBeNull()
    expect(numberProblem('page', 0)).not.toBeNull()
    expect(numberProblem('depth', 2.5)).not.toBeNull()
    expect(selectionProblem('select', { title: true, seo: { description: false } })).toBeNull()
    let deep: unknown = true
    for (let level = 0; level < 20; level++) deep = { a: deep }
    expect(selectionProblem('populate', deep)).not.toBeNull()
  })

  it('ids fit PostgreSQL integer columns', () => {
    expect(isSerialId('2147483647')).toBe(true)
    expect(isSerialId('2147483648')).toBe(false)
    expect(isSerialId('1e3')).toBe(false)
  })
})

describe('JSON depth', () => {
  it('measures values iteratively', () => {
    let deep: unknown = 1
    for (let level = 0; level < 100_000; level++) deep = [deep]
    expect(exceedsJsonDepth(deep, 100)).toBe(true)
    expect(exceedsJsonDepth({ a: [{ b: 1 }] }, 3)).toBe(false)
    expect(exceedsJsonDepth({ a: [{ b: {} }] }, 3)).toBe(true)
  })

  it('measures text without parsing it, brackets inside strings not counted', () => {
    expect(jsonTextExceedsDepth(`${'['.repeat(9000)}${']'.repeat(9000)}`, 100)).toBe(true)
    expect(jsonTextExceedsDepth(`{"a":"${'['.repeat(500)}"}`, 100)).toBe(false)
    expect(jsonTextExceedsDepth(`{"a":"\\"${'{'.repeat(500)}"}`, 100)).toBe(false)
    expect(jsonTextExceedsDepth('{"a":[{"b":1}]}', 3)).toBe(false)
    expect(jsonTextExceedsDepth('{"a":[{"b":{}}]}', 3)).toBe(true)
  })
})

describe("Payload's own query parser", () => {
  it('reads brackets as Payload does (qs-esm)', () => {
    expect(parsePayloadQuery('?where[or][0][title][equals]=a&sort=-x')).toEqual({
      where: { or: [{ title: { equals: 'a' } }] },
      sort: '-x',
    })
  })
})
