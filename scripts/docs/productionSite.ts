import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findFreePort } from '../lib/findFreePort'

export type ProductionSite = { origin: string; stop: () => Promise<void> }

/**
 * The production build as `npm start` runs it, on a fresh temporary embedded database (migrated
 * and seeded at start) and the sandbox, on free loopback ports, so it never meets a developer's
 * `.data` or another run.
 */
export async function startProductionSite(name: string): Promise<ProductionSite> {
  if (!existsSync('.next/standalone/server.js')) {
    throw new Error('Chybí produkční build: spusťte nejdřív `npm run build`.')
  }
  const port = await findFreePort()
  const sandboxPort = await findFreePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `site-602-${name}-`))
  // The embedded server runs as the `postgres` system user, which must reach its data folder.
  chmodSync(dataDir, 0o755)

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: origin,
    DATA_DIR: dataDir,
    SANDBOX_PORT: String(sandboxPort),
    EMBEDDED_PG_PORT: '0',
  }
  for (const variable of [
    'DATABASE_URL',
    'PROVIDER_API_URL',
    'PROVIDER_PUBLIC_URL',
    'IDENTITY_LOGIN_URL',
  ]) {
    delete env[variable]
  }
  const server = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })

  const stop = async () => {
    await stopProcessGroup(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}

async function waitForHealth(origin: string, server: ChildProcess) {
  const deadline = Date.now() + 5 * 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server skončil (${server.exitCode}).`)
    const status = await fetch(`${origin}/api/health`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    if (Date.now() > deadline) throw new Error('Server nenaběhl do 5 minut.')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Stops a process started with `detached: true` (its whole group) and waits until it exits. */
async function stopProcessGroup(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.on('exit', resolve))
  process.kill(-server.pid!, 'SIGTERM')
  await exited
}
