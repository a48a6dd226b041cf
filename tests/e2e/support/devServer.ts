import { type ChildProcess, spawn } from 'node:child_process'

import { E2E } from './ports'

export type DevServer = {
  /**
   * Stops the whole group with `signal` (SIGINT: a terminal's Ctrl+C) and waits; resolves with
   * the exit code and what the server printed after the signal.
   */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; afterSignal: string }>
}

/** Starts `next dev` (tests/e2e/devServer.ts) in its own process group; resolves once healthy. */
export async function startDevServer(): Promise<DevServer> {
  const server = spawn('node_modules/.bin/tsx', ['tests/e2e/devServer.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stderr.write(chunk)
  })
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => stopGroup(server, signal, () => output)
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
async function stopGroup(server: ChildProcess, signal: NodeJS.Signals, output: () => string) {
  const before = output().length
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve))
    process.kill(-server.pid!, signal)
    await exited
  }
  return { code: server.exitCode, afterSignal: output().slice(before) }
}
