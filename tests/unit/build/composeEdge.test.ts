import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const compose = readFileSync(
  path.resolve(import.meta.dirname, '../../../docker-compose.yml'),
  'utf8',
)

/** Each service's block of docker-compose.yml by name (services are indented by two spaces). */
function services(): Map<string, string> {
  const section = compose.slice(compose.indexOf('\nservices:\n'), compose.indexOf('\nvolumes:\n'))
  const blocks = section.split(/\n(?= {2}[a-z0-9-]+:)/).slice(1)
  return new Map(blocks.map((block) => [/^ {2}([a-z0-9-]+):/.exec(block)![1]!, block]))
}

describe('docker-compose.yml: the edge is the one way to the site', () => {
  it('only the edge publishes the site (and the provider sandbox its own port)', () => {
    const publishing = [...services()]
      .filter(([, block]) => /\n {4}ports:/.test(block))
      .map(([name]) => name)
    expect(publishing.sort()).toEqual(['edge', 'sandbox'])
    expect(services().get('sandbox')).toMatch(/\n {6}- '\$\{SANDBOX_PUBLISHED_PORT:-4010\}:4010'/)
  })

  it('runs edge/Caddyfile (the file the tests run) in the official Caddy 2 image', () => {
    const edge = services().get('edge')!
    expect(edge).toMatch(/\n {4}image: caddy:2[.\d]*-alpine\n/)
    expect(edge).toContain('- ./edge/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(edge).toContain('EDGE_BACKEND: varnish:80')
  })

  it('tells the replicas about both proxies of ours (edge and Varnish)', () => {
    expect(compose.match(/TRUSTED_PROXY_HOPS: \d+/g)).toEqual(['TRUSTED_PROXY_HOPS: 2'])
  })
})
