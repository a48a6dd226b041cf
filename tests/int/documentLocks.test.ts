import config from '@payload-config'
import { Forbidden, handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page, User } from '@/payload-types'

import { createUser, signInToken, testPayload } from '../support/payload'

/**
 * Document locks (`payload-locked-documents`, src/upstream/documentLockAccess.ts): only ever in the
 * name of whoever writes them; administrators clear any. Through the Local API as a signed-in
 * user (overrideAccess: false) and through the REST API with an editor's token.
 */
const LOCKS = 'payload-locked-documents'

let payload: Payload
let admin: User
let editor: User
let otherEditor: User
let editorToken = ''
let page: Page

const owner = (user: User) => ({ relationTo: 'users' as const, value: user.id })

/** The REST API exactly as Next serves it under /api, as the editor. */
const restAsEditor = (method: string, path: string, body?: unknown) =>
  handleEndpoints({
    config,
    path: path.split('?')[0]!,
    request: new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { Authorization: `JWT ${editorToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })

/** A lock written by Payload itself (as the admin's editing does), in `user`'s name. */
const lockBy = (user: User, document: { relationTo: 'pages' | 'users'; value: number }) =>
  payload.create({ collection: LOCKS, data: { document, user: owner(user) } })

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
  otherEditor = await createUser(payload, 'editor')
  editorToken = await signInToken(editor.email)
  page = await payload.create({
    collection: 'pages',
    data: { title: 'Zamykaná stránka', path: `zamek-${Date.now()}` },
    draft: true,
    context: { disableRevalidate: true },
  })
})

describe('document locks', () => {
  it('an editor cannot lock anything in someone else’s name, the admin’s account included', async () => {
    const asEditor = { overrideAccess: false, user: editor } as const
    await expect(
      payload.create({
        collection: LOCKS,
        data: { document: { relationTo: 'users', value: admin.id }, user: owner(admin) },
        ...asEditor,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: LOCKS,
        data: { document: { relationTo: 'pages', value: page.id }, user: owner(otherEditor) },
        ...asEditor,
      }),
    ).rejects.toBeInstanceOf(Forbidden)

    const viaRest = await restAsEditor('POST', `/api/${LOCKS}`, {
      document: { relationTo: 'users', value: admin.id },
      user: owner(admin),
    })
    expect(viaRest.status).toBe(403)
    const stored = await payload.find({
      collection: LOCKS,
      where: { 'user.value': { equals: admin.id } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('an editor locks for itself, and sees another user’s lock', async () => {
    const viaRest = await restAsEditor('POST', `/api/${LOCKS}`, {
      document: { relationTo: 'pages', value: page.id },
      user: owner(editor),
    })
    expect(viaRest.status).toBe(201)
    const own = ((await viaRest.json()) as { doc: { id: number } }).doc
    expect((await restAsEditor('DELETE', `/api/${LOCKS}/${own.id}`)).status).toBe(200)

    const others = await lockBy(otherEditor, { relationTo: 'pages', value: page.id })
    const seen = await restAsEditor(
      'GET',
      `/api/${LOCKS}?where[document.value][equals]=${page.id}&where[document.relationTo][equals]=pages`,
    )
    const body = (await seen.json()) as { docs: { id: number }[] }
    expect(seen.status, JSON.stringify(body)).toBe(200)
    const docs = body.docs
    expect(docs.map((lock) => lock.id)).toEqual([others.id])
    await payload.delete({ collection: LOCKS, id: others.id })
  })

  it('an editor cannot rewrite or remove someone else’s lock, only take it over', async () => {
    const others = await lockBy(otherEditor, { relationTo: 'pages', value: page.id })
    // moving it to the admin, or changing what it locks while it stays in their name
    const toAdmin = await restAsEditor('PATCH', `/api/${LOCKS}/${others.id}`, {
      user: owner(admin),
    })
    expect(toAdmin.status).toBe(403)
    const elsewhere = await restAsEditor('PATCH', `/api/${LOCKS}/${others.id}`, {
      document: { relationTo: 'users', value: admin.id },
    })
    expect([403, 404]).toContain(elsewhere.status)
    await expect(
      payload.update({
        collection: LOCKS,
        id: others.id,
        data: { globalSlug: 'header' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    expect([403, 404]).toContain(
      (await restAsEditor('DELETE', `/api/${LOCKS}/${others.id}`)).status,
    )
    const unchanged = await payload.findByID({ collection: LOCKS, id: others.id, depth: 0 })
    expect(unchanged.user).toEqual(owner(otherEditor))
    expect(unchanged.document).toEqual({ relationTo: 'pages', value: page.id })
    expect(unchanged.globalSlug ?? null).toBeNull()

    // the admin's "Take over" button: the same lock, now in the editor's own name
    const takeOver = await restAsEditor('PATCH', `/api/${LOCKS}/${others.id}`, {
      user: owner(editor),
    })
    expect(takeOver.status).toBe(200)
    const taken = await payload.findByID({ collection: LOCKS, id: others.id, depth: 0 })
    expect(taken.user).toEqual(owner(editor))
    await payload.delete({ collection: LOCKS, id: others.id })
  })

  it('an administrator clears anyone’s lock', async () => {
    const others = await lockBy(editor, { relationTo: 'pages', value: page.id })
    await payload.delete({ collection: LOCKS, id: others.id, overrideAccess: false, user: admin })
    const left = await payload.find({ collection: LOCKS, where: { id: { equals: others.id } } })
    expect(left.totalDocs).toBe(0)
  })
})
