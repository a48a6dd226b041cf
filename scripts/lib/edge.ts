import { execFile, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { isIP } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { captureOutput, stopChild, waitUntilReady } from './childProcess'
import { findFreePort } from './findFreePort'

/** The edge's one configuration, shipped in docker-compose.yml (edge/Caddyfile). */
export const EDGE_CADDYFILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../edge/Caddyfile',
)
const CADDY = process.env.CADDY_BIN || '/usr/bin/caddy'
const OPENSSL = 'openssl'

export type EdgeOptions = {
  /** The HTTP cache (or any HTTP/1.1 server) behind the edge, http://host:port. */
  backend: string
  certFile: string
  keyFile: string
  /** Public HTTPS port; a free one when unset. */
  httpsPort?: number
}

export type RunningEdge = {
  /** https://127.0.0.1:<port>: HTTP/2, or HTTP/1.1 when the client offers only that (ALPN). */
  url: string
  /** http://127.0.0.1:<port>: plain HTTP, which only redirects to HTTPS. */
  redirectUrl: string
  /** http://127.0.0.1:<port>: the health-only listener (/api/live, /api/health). */
  healthUrl: string
  pid: number
  stop: () => Promise<void>
}

/**
 * Debian's `caddy` running edge/Caddyfile as docker-compose.yml runs it, with the listeners on
 * 127.0.0.1 and a certificate from files (EDGE_TLS=files). The environment is built here from
 * nothing but PATH, so a developer's own SITE_DOMAIN or EDGE_* cannot change what is tested;
 * Caddy's data and config folders are a fresh temporary folder.
 */
export function edgeCommand(
  options: Required<EdgeOptions> & { httpPort: number; healthPort: number; stateDir: string },
) {
  const backend = new URL(options.backend)
  const env: NodeJS.ProcessEnv = {
    // (Next's types require it; Caddy does not read it.)
    NODE_ENV: process.env.NODE_ENV,
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.stateDir,
    XDG_DATA_HOME: path.join(options.stateDir, 'data'),
    XDG_CONFIG_HOME: path.join(options.stateDir, 'config'),
    SITE_DOMAIN: '127.0.0.1',
    EDGE_TLS: 'files',
    EDGE_CERT_FILE: options.certFile,
    EDGE_KEY_FILE: options.keyFile,
    EDGE_BACKEND: backend.host,
    EDGE_BIND_ADDRESS: '127.0.0.1',
    EDGE_HTTPS_PORT: String(options.httpsPort),
    EDGE_HTTP_PORT: String(options.httpPort),
    EDGE_HEALTH_PORT: String(options.healthPort),
  }
  return {
    command: CADDY,
    args: ['run', '--config', EDGE_CADDYFILE, '--adapter', 'caddyfile'],
    env,
  }
}

/**
 * Starts the edge and resolves once it completes TLS handshakes. A configuration Caddy refuses
 * (missing certificate, a key that does not match it) rejects with Caddy's own reason.
 */
export async function startEdge(options: EdgeOptions): Promise<RunningEdge> {
  const [httpsPort, httpPort, healthPort] = [
    options.httpsPort ?? (await findFreePort()),
    await findFreePort(),
    await findFreePort(),
  ]
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'edge-'))
  const removeStateDir = () => rmSync(stateDir, { recursive: true, force: true })
  const { command, args, env } = edgeCommand({
    ...options,
    httpsPort,
    httpPort,
    healthPort,
    stateDir,
  })
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = captureOutput(child)
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', reject)
  }).catch((error: unknown) => {
    removeStateDir()
    throw new Error(`${CADDY} could not be started (apt-get install caddy): ${error}`)
  })
  try {
    await waitUntilReady(child, () => completesHandshake(httpsPort), {
      describe: `Edge (caddy, ${EDGE_CADDYFILE})`,
      output,
      timeoutMs: 20_000,
    })
  } catch (error) {
    await stopChild(child)
    removeStateDir()
    throw error
  }
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    redirectUrl: `http://127.0.0.1:${httpPort}`,
    healthUrl: `http://127.0.0.1:${healthPort}`,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child)
      removeStateDir()
    },
  }
}

/** True once the port answers a TLS handshake (whose certificate is checked by the tests). */
function completesHandshake(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false })
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('secureConnect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('close', () => resolve(false))
    socket.once('error', () => resolve(false))
  })
}

/**
 * A key and self-signed certificate (P-256) for `names` (host names and IP addresses), written
 * by `openssl` as cert.pem and key.pem (mode 0600) into `dir`: the local certificate of
 * development and of the tests.
 */
export async function makeLocalCertificate(
  dir: string,
  names: string[],
  days = 2,
): Promise<{ certFile: string; keyFile: string }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  const altNames = names.map((name) => (isIP(name) ? `IP:${name}` : `DNS:${name}`))
  await promisify(execFile)(OPENSSL, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    String(days),
    '-subj',
    `/CN=${names[0]}`,
    '-addext',
    `subjectAltName=${altNames.join(',')}`,
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
    throw new Error(`${OPENSSL} not found: apt-get install openssl`)
  })
  chmodSync(keyFile, 0o600)
  return { certFile, keyFile }
}
