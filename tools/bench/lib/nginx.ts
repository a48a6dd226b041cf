import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { captureOutput, stopChild, waitUntilReady } from '../../../scripts/lib/childProcess'

/** Debian's nginx (`apt-get install nginx`); NGINX_BIN points elsewhere. */
export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx'

export const nginxAvailable = () => existsSync(NGINX_BIN)

export type RunningStaticServer = { url: string; pid: number; stop: () => Promise<void> }

export type RunningNginx = RunningStaticServer & {
  /** The same page from a file compressed beforehand (`gzip_static`), when `gzipped` was given. */
  precompressedUrl: string
}

/**
 * nginx in the foreground on 127.0.0.1:<port>, serving `html` from a file at `/`, with a minimal
 * generated config in a temporary folder: one worker per core, no access log, gzip on for
 * text/html (compressed per request at nginx's default level 1), keep-alive connections never
 * closed by a request count (neither Next nor Varnish closes them). With `gzipped` (the page's
 * gzip bytes as the cache stores them) `/pre/` serves those bytes as they are (`gzip_static`):
 * a file server doing what a cache does, no compression per request.
 * Stopped by PID; the folder is removed.
 */
export async function startNginx({
  port,
  html,
  gzipped,
}: {
  port: number
  html: Buffer
  gzipped?: Buffer
}): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-nginx-'))
  // As root nginx's workers run as `nobody`: they must be able to read the page.
  chmodSync(dir, 0o755)
  mkdirSync(path.join(dir, 'html'), { mode: 0o755 })
  writeFileSync(path.join(dir, 'html/index.html'), html, { mode: 0o644 })
  mkdirSync(path.join(dir, 'html/pre'), { mode: 0o755 })
  writeFileSync(path.join(dir, 'html/pre/index.html'), html, { mode: 0o644 })
  if (gzipped) writeFileSync(path.join(dir, 'html/pre/index.html.gz'), gzipped, { mode: 0o644 })
  const temp = (name: string) => path.join(dir, name)
  const config = `daemon off;
worker_processes auto;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
    access_log off;
    types { text/html html; }
    default_type text/html;
    charset utf-8;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 1000000;
    gzip on;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    server {
        listen 127.0.0.1:${port};
        root ${temp('html')};
        location = / { try_files /index.html =404; }
        location = /pre/ { gzip_static on; try_files /pre/index.html =404; }
    }
}
`
  writeFileSync(temp('nginx.conf'), config)
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = captureOutput(child)
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitUntilReady(child, async () => (await fetch(url)).status === 200, {
      describe: `nginx na portu ${port}`,
      output,
      timeoutMs: 10_000,
    })
  } catch (error) {
    await stopChild(child)
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    precompressedUrl: `${url}pre/`,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
