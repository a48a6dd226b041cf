import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A PAYLOAD_SECRET for this machine only, generated once into the git-ignored data folder. */
export function localSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
