import { describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'

describe('content is stored in PostgreSQL', () => {
  it('reads a page back through a newly created Payload instance', async () => {
    const first = await testPayload()
    const created = await first.create({
      collection: 'pages',
      data: {
        title: 'Test trvanlivosti',
        path: `test-trvanlivost-${Date.now()}`,
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    await first.destroy()

    // A separate instance with its own connection pool: nothing can come from memory.
    const second = await testPayload('re-created')
    const found = await second.findByID({ collection: 'pages', id: created.id })
    expect(found.title).toBe('Test trvanlivosti')
    expect(found.path).toBe(created.path)

    const { rows } = await (
      second.db as unknown as {
        pool: {
          query: (sql: string, params: unknown[]) => Promise<{ rows: Array<{ title: string }> }>
        }
      }
    ).pool.query('SELECT title FROM pages WHERE id = $1', [created.id])
    expect(rows[0]?.title).toBe('Test trvanlivosti')
  })
})
