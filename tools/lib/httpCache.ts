import { execFile, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { captureOutput, stopChild, waitUntilReady } from '../../scripts/lib/childProcess'

export type HttpCacheBackend = { host: string; port: number }

export type RunningHttpCache = {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  pid: number
  /** Varnish's counters (`varnishstat -j`) by name, e.g. `MAIN.cache_hit`, `MAIN.client_req`. */
  counters: () => Promise<Record<string, number>>
  /** Kills varnishd by PID, waits for its exit and removes its temporary folders. */
  stop: () => Promise<void>
}

const VARNISHD = process.env.VARNISHD_BIN || '/usr/sbin/varnishd'
const VARNISHSTAT = 'varnishstat'
const httpCacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../http-cache')

/**
 * The site's HTTP cache (`http-cache/site.vcl`) in a foreground `varnishd` (Debian package),
 * listening on 127.0.0.1:<port>, in front of `backends` (round-robin, probed on /api/live).
 * Its backends.vcl, working directory and shared memory live in a fresh temporary folder.
 *
 * As root, varnishd drops privileges to the users `varnish` (compiler) and `vcache` (worker) of
 * the Debian package: the temporary folder is made world-readable so they can reach their files.
 */
export async function startHttpCache({
  port,
  backends,
  storageMb = 64,
}: {
  port: number
  backends: HttpCacheBackend[]
  storageMb?: number
}): Promise<RunningHttpCache> {
  if (backends.length === 0) throw new Error('startHttpCache: at least one backend')
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'http-cache-'))
  chmodSync(tempDir, 0o755)
  const workDir = path.join(tempDir, 'varnishd')
  mkdirSync(workDir, { mode: 0o755 })
  writeFileSync(path.join(tempDir, 'backends.vcl'), backendsVcl(backends), { mode: 0o644 })
  const removeTempDir = () => rmSync(tempDir, { recursive: true, force: true })

  const options: Array<[string, string]> = [
    ['-n', workDir],
    ['-a', `127.0.0.1:${port}`],
    ['-T', 'none'],
    ['-f', path.join(httpCacheDir, 'site.vcl')],
    ['-p', `vcl_path=${tempDir}:${httpCacheDir}`],
    ['-s', `malloc,${storageMb}m`],
  ]
  const child = spawn(VARNISHD, ['-F', ...options.flat()], { stdio: ['ignore', 'pipe', 'pipe'] })
  const output = captureOutput(child)
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', reject)
  }).catch((error: unknown) => {
    removeTempDir()
    throw new Error(`varnishd could not be started (apt-get install varnish): ${error}`)
  })

  try {
    await waitUntilReady(child, () => answersHttp(port), {
      describe: `varnishd na portu ${port}`,
      output,
      // Loading the VCL compiles it with the C compiler: a second or two on a busy machine.
      timeoutMs: 30_000,
    })
  } catch (error) {
    await stopChild(child)
    removeTempDir()
    throw error
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    counters: () => readCounters(workDir),
    stop: async () => {
      await stopChild(child)
      removeTempDir()
    },
  }
}

/** `varnishstat -j` of one instance (Varnish 7: `{ counters: { name: { value } } }`). */
function readCounters(workDir: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    execFile(
      VARNISHSTAT,
      ['-n', workDir, '-j', '-t', '5'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error)
        const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> }
        const counters = parsed.counters ?? {}
        resolve(Object.fromEntries(Object.entries(counters).map(([name, c]) => [name, c.value])))
      },
    )
  })
}

/**
 * The backends file site.vcl includes: probed backends, the round-robin director `site` and the
 * shard director `site_assets` (static assets by URL).
 */
export function backendsVcl(backends: HttpCacheBackend[]): string {
  const declarations = backends.map(
    ({ host, port }, index) => `backend app${index + 1} {
    .host = "${host}";
    .port = "${port}";
    .probe = site_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}
`,
  )
  const members = (director: string) =>
    backends.map((_, index) => `    ${director}.add_backend(app${index + 1});`)
  return [
    '# Written by tools/lib/httpCache.ts for one run; see http-cache/compose/backends.vcl.',
    '',
    ...declarations,
    'sub vcl_init {',
    '    new site = directors.round_robin();',
    ...members('site'),
    '    new site_assets = directors.shard();',
    ...members('site_assets'),
    '    site_assets.reconfigure();',
    '}',
    '',
  ].join('\n')
}

/**
 * True once varnishd answers HTTP. A BAN from loopback is answered by the VCL itself (no backend
 * request, nothing cached yet), so readiness never shows up in a backend's request count.
 */
function answersHttp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'BAN', path: '/', timeout: 1000 },
      (response) => {
        response.resume()
        resolve(response.statusCode !== undefined)
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(false))
    request.end()
  })
}
