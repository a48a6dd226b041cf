import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { captureOutput, stopChild, waitUntilReady } from '../../scripts/lib/childProcess'

export type RunningRedis = {
  /** redis://127.0.0.1:<port> */
  url: string
  port: number
  pid: number
  /** Kills the server by PID and waits for its exit; a new one may then start on the same port. */
  stop: () => Promise<void>
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN || 'redis-server'

/**
 * A throwaway `redis-server` (Debian package) in the foreground as a child process: loopback only,
 * no persistence, bounded memory with LRU eviction (as the Next cache in production).
 * Resolves once it answers PING.
 */
export async function startRedisServer({
  port,
  dataDir,
}: {
  port: number
  dataDir?: string
}): Promise<RunningRedis> {
  const ownDir = dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'redis-'))
  const dir = path.resolve(dataDir ?? ownDir!)
  mkdirSync(dir, { recursive: true })

  const options: Record<string, string> = {
    bind: '127.0.0.1',
    port: String(port),
    daemonize: 'no',
    save: '',
    appendonly: 'no',
    maxmemory: '256mb',
    'maxmemory-policy': 'allkeys-lru',
    dir,
    loglevel: 'warning',
  }
  const args = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value])
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const output = captureOutput(child)
  const removeOwnDir = () => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true })
  }
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', reject)
  }).catch((error: unknown) => {
    removeOwnDir()
    throw new Error(`redis-server could not be started (apt-get install redis-server): ${error}`)
  })

  try {
    await waitUntilReady(child, () => ping(port), {
      describe: `redis-server na portu ${port}`,
      output,
      timeoutMs: 10_000,
    })
  } catch (error) {
    await stopChild(child)
    removeOwnDir()
    throw error
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child)
      removeOwnDir()
    },
  }
}

/** One raw RESP `PING` over TCP: true when the server answers `+PONG`. */
export function ping(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    let answer = ''
    const finish = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'))
    })
  })
}
