import config from '@payload-config'
import { Forbidden, handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { createUser, testPayload } from '../support/payload'

/** The REST API exactly as Next serves it under /api, without a running server. */
const rest = (url: string, init?: RequestInit) => {
  const request = new Request(`http://127.0.0.1${url}`, init)
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

describe('access control', () => {
  it('denies anonymous REST requests to /api/users', async () => {
    const payload = await testPayload()
    await createUser(payload, 'admin')
    const response = await rest('/api/users')
    expect(response.status).toBe(403)
  })

  it('hides unpublished drafts from anonymous visitors but shows them to editors', async () => {
    const payload = await testPayload()
    const path = `koncept-${Date.now()}`
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Rozpracovaný koncept', path },
      draft: true,
      context: { disableRevalidate: true },
    })

    const byId = await rest(`/api/pages/${draft.id}?draft=true`)
    expect(byId.status).toBe(404)
    const list = await rest(`/api/pages?where[path][equals]=${path}&draft=true`)
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0)

    const editor = await createUser(payload, 'editor')
    const asEditor = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(asEditor.totalDocs).toBe(1)
  })

  it('shows published pages to anonymous visitors', async () => {
    const payload = await testPayload()
    const path = `verejna-${Date.now()}`
    await payload.create({
      collection: 'pages',
      data: { title: 'Veřejná stránka', path, _status: 'published' },
      context: { disableRevalidate: true },
    })
    const response = await rest(`/api/pages?where[path][equals]=${path}`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('does not let an editor create a user or raise their own role', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    await expect(
      payload.create({
        collection: 'users',
        data: {
          email: `novy-${Date.now()}@test.example.cz`,
          password: 'Test-heslo-1234',
          roles: ['editor'],
        },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toBeInstanceOf(Forbidden)

    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.roles).toEqual(['editor'])
  })

  it('lets an admin create users', async () => {
    const payload = await testPayload()
    const admin = await createUser(payload, 'admin')
    const created = await payload.create({
      collection: 'users',
      data: {
        email: `redaktor-${Date.now()}@test.example.cz`,
        password: 'Test-heslo-1234',
        roles: ['editor'],
      },
      overrideAccess: false,
      user: admin,
    })
    expect(created.roles).toEqual(['editor'])
  })

  it('never locks an account, however many wrong passwords (the sign-in throttle slows clients)', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: editor.email, password: 'spatne-heslo' },
        }),
      ).rejects.toThrow()
    }
    const signedIn = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: 'Test-heslo-1234' },
    })
    expect(signedIn.user?.email).toBe(editor.email)
  })
})
