import type { SanitizedConfig } from 'payload'

/**
 * The site's built Payload config, for unit tests that check it without a database: building it
 * reads the environment, so a placeholder database address and secret are set unless given.
 */
export async function builtConfig(): Promise<SanitizedConfig> {
  process.env.DATABASE_URL ??= 'postgres://unit@127.0.0.1:1/unit'
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-of-at-least-32-characters'
  return (await import('@payload-config')).default
}
