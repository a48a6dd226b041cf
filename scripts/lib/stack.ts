import { spawn } from 'node:child_process'
import path from 'node:path'

import nextEnv from '@next/env'

import { startEmbeddedDatabase } from './embeddedDatabase'
import { localSecret } from './localSecret'

export type Stack = {
  env: NodeJS.ProcessEnv
  databaseLabel: string
  providerLabel: string
  stop: () => Promise<void>
}

const log = (line: string) => console.log(`[602] ${line}`)

/**
 * Everything the site needs before Next starts, for `dev`, `start`, `migrate` and the tests alike:
 * `.env` files, a PostgreSQL (embedded when DATABASE_URL is unset), a local PAYLOAD_SECRET for an
 * embedded database, and the provider sandbox when PROVIDER_API_URL is unset.
 */
export async function prepareStack(options: {
  dev: boolean
  withProvider: boolean
}): Promise<Stack> {
  nextEnv.loadEnvConfig(process.cwd(), options.dev, { info: () => {}, error: console.error })
  const env: NodeJS.ProcessEnv = { ...process.env }
  const stops: Array<() => Promise<void>> = []
  const dataDir = path.resolve(env.DATA_DIR || '.data')
  env.DATA_DIR = dataDir

  let databaseLabel = 'DATABASE_URL'
  if (!env.DATABASE_URL) {
    const database = await startEmbeddedDatabase({
      dataDir,
      port: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : undefined,
      log,
    })
    stops.push(database.stop)
    env.DATABASE_URL = database.url
    databaseLabel = `${database.url} (embedded PostgreSQL, data in ${path.join(dataDir, 'postgres')})`
    // A database on this machine only: a generated secret is fine. A real deployment sets its own.
    env.PAYLOAD_SECRET ||= localSecret(dataDir)
    env.LOCAL_DATABASE = 'true'
  }

  let providerLabel = 'PROVIDER_API_URL'
  if (options.withProvider && !env.PROVIDER_API_URL) {
    const { startSandbox } = await import('../../sandbox/server')
    const sandbox = await startSandbox({
      port: Number(env.SANDBOX_PORT) || 4010,
      siteUrl: env.SITE_URL || 'http://localhost:3000',
    })
    stops.push(sandbox.close)
    env.PROVIDER_API_URL = sandbox.url
    providerLabel = `${sandbox.url} (provider sandbox)`
  } else if (env.PROVIDER_API_URL) {
    providerLabel = env.PROVIDER_API_URL
  }

  return {
    env,
    databaseLabel,
    providerLabel,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => {})
    },
  }
}

/** Runs a command to completion with the stack's environment; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

export const tsxBin = path.resolve('node_modules/.bin/tsx')
