/**
 * Start-up budget: time from launching `npm start` (or a cold `npm run dev`) to the first 200 of `/`.
 *   npm run bench:startup            # production server, after `npm run build`
 *   npm run bench:startup -- --dev   # cold dev: fresh database, no dev compile cache
 * Each run uses a fresh temporary data folder (new database, migrations, seed) unless --warm.
 */
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dev = process.argv.includes('--dev')
const warm = process.argv.includes('--warm')
const port = 3200
const dataDir = warm
  ? path.resolve('.data')
  : mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-'))
if (!warm) chmodSync(dataDir, 0o755)
if (dev && !warm) rmSync('.next/dev', { recursive: true, force: true })

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  SITE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  SANDBOX_PORT: '4210',
  EMBEDDED_PG_PORT: '0',
}
delete env.DATABASE_URL

const started = performance.now()
const child = spawn('node_modules/.bin/tsx', [dev ? 'scripts/dev.ts' : 'scripts/start.ts'], {
  env,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
})

let status = 0
const deadline = started + 5 * 60_000
while (performance.now() < deadline) {
  status = await fetch(`http://127.0.0.1:${port}/`)
    .then((response) => response.status)
    .catch(() => 0)
  if (status === 200) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const seconds = (performance.now() - started) / 1000

process.kill(-child.pid!, 'SIGTERM')
await new Promise((resolve) => child.on('exit', resolve))
if (!warm) rmSync(dataDir, { recursive: true, force: true })

const label = dev ? 'cold `npm run dev`' : '`npm start`'
console.log(
  status === 200
    ? `${label} → first 200 of / after ${seconds.toFixed(2)} s (${warm ? 'existing' : 'fresh'} database)`
    : `${label} → no 200 within the limit (last status ${status})`,
)
process.exit(status === 200 ? 0 : 1)
