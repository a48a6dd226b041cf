import { makeZodJitless } from '@/upstream/zodJitless'

// The Content-Security-Policy has no 'unsafe-eval': zod must not compile or probe `new Function`
// in the browser (src/upstream/zodJitless.ts says why not through zod's `config()`).
// tests/e2e/consoleClean.spec.ts fails on the CSP violation the probe would cause.
makeZodJitless()
