import { spawn } from 'node:child_process'
import path from 'node:path'

export type ScriptRun = { code: number | null; output: string; milliseconds: number }

/**
 * The environment of a backup or restore run: the test's own database and folders, never the
 * surrounding run's (the int setup exports DATABASE_URL, DATABASE_SCHEMA, DATA_DIR…).
 */
export function scriptEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_SCHEMA: '',
    MEDIA_DIR: '',
    S3_BUCKET: '',
    BUILD_ID: '',
    PG_BIN_DIR: process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin',
    ...overrides,
  }
}

function runScript(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output, milliseconds: Date.now() - started }))
  })
}

/** ops/backup.sh, as `npm run backup` and the compose `backup` service run it. */
export function runBackup(env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  return runScript('sh', [path.resolve('ops/backup.sh')], env)
}

/** `npm run restore -- <snapshot> [...]`. */
export function runRestore(args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  return runScript(path.resolve('node_modules/.bin/tsx'), ['scripts/restore.ts', ...args], env)
}
