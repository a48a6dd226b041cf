/**
 * The edge's local certificate for development (docker-compose.yml with EDGE_TLS=files, the
 * default): a self-signed key and certificate for localhost, 127.0.0.1, ::1 and SITE_DOMAIN
 * when it is set, written to edge/certs/ (gitignored; the `edge` service mounts it).
 *   npx tsx scripts/edgeCertificate.ts
 * Browsers warn about it until it is trusted; production uses EDGE_TLS=acme or a certificate
 * of its own in EDGE_CERTS_DIR (docs/operations.md "The edge").
 */
import path from 'node:path'

import { makeLocalCertificate } from './lib/edge'

const VALID_DAYS = 90
const names = [
  ...new Set(
    [process.env.SITE_DOMAIN, 'localhost', '127.0.0.1', '::1'].filter((name): name is string =>
      Boolean(name),
    ),
  ),
]
const { certFile, keyFile } = await makeLocalCertificate(
  path.resolve('edge/certs'),
  names,
  VALID_DAYS,
)
console.log(`${certFile} and ${keyFile}: ${names.join(', ')}, valid ${VALID_DAYS} days`)
