/**
 * `npm run test:e2e` after the build: the e2e suite split into E2E_SHARDS Playwright runs at once
 * (default 2), each with its own production server, database, sandbox and ports
 * (tests/e2e/support/ports.ts), so no test sees another shard's data. One run waits mostly on
 * its server or its browser, so two keep a two-core machine busy. Arguments go to every shard
 * (`npm run test:e2e -- tests/e2e/search.spec.ts`); `npx playwright test` still runs one.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const shards = Math.max(1, Number(process.env.E2E_SHARDS) || 2)
const basePort = Number(process.env.E2E_PORT) || 3100
const baseSandboxPort = Number(process.env.E2E_SANDBOX_PORT) || 4110
/** Ports of one shard: site, its `next dev` and error sink take +0..+2 (ports.ts). */
const PORT_STEP = 100
const children = new Set<ReturnType<typeof spawn>>()

function runShard(index: number): Promise<{ index: number; code: number; summary: string[] }> {
  const label = shards > 1 ? `[e2e ${index}/${shards}] ` : ''
  const offset = (index - 1) * PORT_STEP
  const child = spawn(
    'node_modules/.bin/playwright',
    [
      'test',
      ...(shards > 1 ? [`--shard=${index}/${shards}`, '--pass-with-no-tests'] : []),
      `--output=test-results/shard-${index}`,
      ...process.argv.slice(2),
    ],
    {
      env: {
        ...process.env,
        E2E_PORT: String(basePort + offset),
        E2E_SANDBOX_PORT: String(baseSandboxPort + offset),
        E2E_ERROR_SINK_PORT: String(basePort + offset + 2),
        PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/shard-${index}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  children.add(child)
  const summary: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${label}${line}\n`)
      // Playwright's closing counts ("12 passed (3.1m)", "1 failed", "2 flaky", "3 skipped").
      if (/^\s+\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/.test(line)) {
        summary.push(line.trim())
      }
    })
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ index, code: code ?? (signal ? 1 : 0), summary }))
  })
}

// A stop is passed on to every shard (each stops its server); the results are awaited below.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)))
for (const { index, code, summary } of results) {
  console.log(`e2e shard ${index}/${shards}: ${summary.join(', ') || `exit ${code}`}`)
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0)
