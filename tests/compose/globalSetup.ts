import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { makeLocalCertificate } from '../../scripts/lib/edge'

/**
 * The edge's certificate for this run (localhost), made before the test processes start so that
 * they trust it (NODE_EXTRA_CA_CERTS is read when Node starts): fetch() then talks HTTPS to the
 * edge as a browser that trusts the certificate would.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-602-compose-certs-'))
  const { certFile } = await makeLocalCertificate(dir, ['localhost', '127.0.0.1'], 2)
  process.env.COMPOSE_TEST_CERTS_DIR = dir
  process.env.NODE_EXTRA_CA_CERTS = certFile
  return () => rmSync(dir, { recursive: true, force: true })
}
