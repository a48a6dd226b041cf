import { createHash, createPublicKey } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { makeLocalCertificate, startEdge } from '../../../scripts/lib/edge'

/**
 * The edge visitors really reach, as the product ships it: edge/Caddyfile (docker-compose.yml's
 * `edge` service) run by Debian's `caddy` (scripts/lib/edge.ts), HTTPS + HTTP/2 on
 * 127.0.0.1:<port> in front of `backend`. Lighthouse models a page load by its protocol: over
 * HTTP/1.1 it opens six connections and charges every request a round trip of its own, over
 * HTTP/2 all requests share one connection, so the bench measures through this edge. The
 * certificate is self-signed, made by `openssl` for this run; Chromium is told to trust exactly
 * this key (`spkiSha256` → `--ignore-certificate-errors-spki-list`).
 */
export type EdgeCertificate = {
  key: Buffer
  cert: Buffer
  /** Base64 SHA-256 of the certificate's public key, as Chromium's SPKI list wants it. */
  spkiSha256: string
}

export type RunningTlsEdge = {
  /** https://127.0.0.1:<port> */
  url: string
  stop: () => Promise<void>
}

/** A key and self-signed certificate for 127.0.0.1, made by `openssl` for one bench run. */
export async function edgeCertificate(): Promise<EdgeCertificate> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tls-edge-'))
  try {
    const { certFile, keyFile } = await makeLocalCertificate(dir, ['127.0.0.1'])
    const cert = readFileSync(certFile)
    const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' })
    return {
      key: readFileSync(keyFile),
      cert,
      spkiSha256: createHash('sha256').update(spki).digest('base64'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The shipped edge on `port` in front of `backend` (http://host:port), serving `certificate`. */
export async function startTlsEdge({
  port,
  backend,
  certificate: { key, cert },
}: {
  port: number
  backend: string
  certificate: EdgeCertificate
}): Promise<RunningTlsEdge> {
  // Caddy reads the certificate from files: a private folder for this edge's lifetime.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tls-edge-'))
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  writeFileSync(certFile, cert)
  writeFileSync(keyFile, key, { mode: 0o600 })
  const edge = await startEdge({ backend, certFile, keyFile, httpsPort: port }).catch(
    (error: unknown) => {
      rmSync(dir, { recursive: true, force: true })
      throw error
    },
  )
  return {
    url: edge.url,
    stop: async () => {
      await edge.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
