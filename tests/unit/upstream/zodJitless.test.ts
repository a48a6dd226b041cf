import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { installedVersion } from './installedVersion'

/**
 * src/upstream/zodJitless.ts sets zod's private global config rather than importing its
 * `config()`, to keep zod off pages that run none (docs/architecture.md "Where we lean on
 * internals"). These fail when zod changes where it keeps that config or stops adopting one set
 * before it loads: then use `config({ jitless: true })` or follow zod.
 */
/** A fresh Node process (zod is loaded once per process): our setter first, then zod. */
function zodAfterSetter(setter: boolean): { jitless: unknown; probed: boolean } {
  const script = `
    ${setter ? "const { makeZodJitless } = await import('./src/upstream/zodJitless.ts'); makeZodJitless()" : ''}
    let probed = false
    const RealFunction = globalThis.Function
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) { probed = true; return Reflect.construct(target, args) },
    })
    const { config, util } = await import('zod/v4/core')
    util.allowsEval.value
    process.stdout.write(JSON.stringify({ jitless: config().jitless ?? null, probed }))
  `
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { encoding: 'utf8' },
  )
  return JSON.parse(output) as { jitless: unknown; probed: boolean }
}

describe("zod's jitless config set before zod loads (src/upstream/)", () => {
  it('was checked against this zod version', () => {
    expect(installedVersion('zod')).toBe('4.6.7')
  })

  it('is adopted by zod: its config says jitless and it never probes new Function', () => {
    expect(zodAfterSetter(true)).toEqual({ jitless: true, probed: false })
  }, 30_000)

  it('is needed: without it zod probes new Function', () => {
    expect(zodAfterSetter(false)).toEqual({ jitless: null, probed: true })
  }, 30_000)
})
