import os from 'node:os'
import path from 'node:path'

import { E2E } from './ports'

/**
 * The e2e server's own output (the Next server: request log, Payload's logger, warnings) is
 * copied into this file (tests/e2e/server.ts), and checked after the run (serverLogCheck.ts):
 * what the test visitors typed into forms, and the secret, must never be in it.
 */
export const SERVER_LOG_FILE = path.join(os.tmpdir(), `site-602-e2e-server-${E2E.sitePort}.log`)

/** The e2e server's PAYLOAD_SECRET, chosen by playwright.config.ts so the check knows it. */
export const SECRET_VARIABLE = 'E2E_PAYLOAD_SECRET'
