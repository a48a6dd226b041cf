import { type ChildProcess, spawn } from 'node:child_process'

import { E2E } from './ports'

export type DevServer = { stop: () => Promise<void> }

/** Starts `next dev` (tests/e2e/devServer.ts) in its own process group; resolves once healthy. */
export async function startDevServer(): Promise<DevServer> {
  const server = spawn('node_modules/.bin/tsx', ['tests/e2e/devServer.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => stopGroup(server)
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next dev exited with code ${server.exitCode}`)
    const status = await fetch(`${E2E.devSiteUrl}/api/health`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return { stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error('next dev did not answer within 2 minutes')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** `next dev` leaves children: the whole group is stopped, and awaited. */
async function stopGroup(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.on('exit', resolve))
  process.kill(-server.pid!, 'SIGTERM')
  await exited
}
