/**
 * zod 4 compiles its parsers with `new Function` unless its global config says `jitless`, and the
 * Content-Security-Policy has no 'unsafe-eval', so compiled parsers cannot run in the browser;
 * without `jitless` zod probes `new Function` before its first parse, which the browser reports
 * as a CSP violation (console, Lighthouse best practices) before zod falls back anyway.
 *
 * zod's public `config({ jitless: true })` does the same, but importing it puts zod's core and
 * util modules (about 5 KB gzip: Turbopack keeps whole modules) on every page, most of which run
 * no zod. zod keeps that config on `globalThis.__zod_globalConfig` (zod 4.6.7
 * `v4/core/core.js`) and adopts one set before it loads, so this sets it there instead.
 * tests/unit/upstream/zodJitless.test.ts fails when zod stops adopting it.
 */
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> }

/** Called by src/instrumentation-client.ts, before any page code (and so any zod) loads. */
export function makeZodJitless(): void {
  zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true }
}
