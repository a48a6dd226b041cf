import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedVersion } from './installedVersion'

import { adoptAdminTimeZone, SERVER_TIME_ZONE } from '@/upstream/serverTimeZone'

import { builtConfig } from '../../support/builtConfig'

/**
 * src/upstream/serverTimeZone.ts sets the server process's zone because Payload formats the
 * version view's breadcrumb and restore dialog on the server without one (docs/architecture.md "Where we
 * lean on internals"). These fail when Payload changes that: then check whether the version
 * view passes the admin's time zone at last, and drop the workaround if it does.
 */
const nextDist = path.resolve('node_modules/@payloadcms/next/dist')

describe("the server's time zone for Payload's server-rendered admin dates (src/upstream/)", () => {
  it('was checked against this @payloadcms/next version', () => {
    expect(installedVersion('@payloadcms/next')).toBe('3.90.2')
  })

  it("is still needed: the version view formats its date without the admin's time zone", () => {
    for (const file of ['views/Version/index.js']) {
      const code = readFileSync(path.join(nextDist, file), 'utf8')
      const call = /formatDate\(\{([\s\S]*?)\}\)/.exec(code)?.[1]
      expect(call, file).toMatch(/pattern: config\??\.admin\??\.dateFormat/)
      expect(call, file).not.toMatch(/timezone/)
    }
  })

  it("is the admin's one time zone", async () => {
    const config = await builtConfig()
    expect(config.admin.timezones.defaultTimezone).toBe(SERVER_TIME_ZONE)
  }, 60_000)

  it('sets TZ for the process', () => {
    const environment = { ...process.env, TZ: 'UTC' }
    adoptAdminTimeZone(environment)
    expect(environment.TZ).toBe('Europe/Prague')
  })
})
