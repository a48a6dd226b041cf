// The Content-Security-Policy has no 'unsafe-eval', so zod 4's compiled parsers cannot run in the
// browser; without `jitless` it probes `new Function` before its first parse, which the browser
// reports as a CSP violation (console, Lighthouse best practices) before zod falls back anyway.
// zod keeps its global config on globalThis (zod/v4/core/core.js) and adopts one set before it
// loads; importing its `config()` here would put 5 KB of zod on every page.
// tests/e2e/consoleClean.spec.ts fails if a zod upgrade renames it.
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true }
