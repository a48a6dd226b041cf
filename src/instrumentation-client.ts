import { config } from 'zod/v4/core'

// The Content-Security-Policy has no 'unsafe-eval', so zod 4's compiled parsers cannot run in the
// browser; without this it probes `new Function` before its first parse, which the browser
// reports as a CSP violation (console, Lighthouse best practices) before zod falls back anyway.
config({ jitless: true })
