import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { STANDALONE_CONFIG_ENV } from '@/upstream/nextStandaloneConfig'

/**
 * src/upstream/nextStandaloneConfig.ts leans on one private name of Next (docs/architecture.md "Where we lean
 * on internals"). These fail when Next changes what it relies on: then check whether
 * `next({ conf })` reaches the router server at last, and drop the private name if it does.
 */
const require = createRequire(import.meta.url)
const source = (module: string) => readFileSync(require.resolve(module), 'utf8')

describe("Next's standalone configuration hand-over", () => {
  it('is checked against the Next version it was written for', () => {
    expect((require('next/package.json') as { version: string }).version).toBe('16.4.6')
  })

  it("is how Next's own standalone server.js passes the build's configuration", () => {
    expect(source('next/dist/build/utils.js')).toContain(
      `process.env.${STANDALONE_CONFIG_ENV} = JSON.stringify(nextConfig)`,
    )
    expect(source('next/dist/server/config.js')).toContain(
      `JSON.parse(process.env.${STANDALONE_CONFIG_ENV})`,
    )
  })

  it('is still needed: a custom server does not hand `conf` to the router server', () => {
    const prepare = /class NextCustomServer[\s\S]*?async prepare\(\) \{([\s\S]*?)\n {4}\}/.exec(
      source('next/dist/server/next.js'),
    )?.[1]
    expect(prepare).toContain('getRequestHandlers({')
    expect(prepare).not.toMatch(/conf/)
  })
})
