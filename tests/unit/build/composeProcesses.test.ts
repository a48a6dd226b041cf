import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Service = {
  image?: string
  build?: { target?: string }
  command?: string[] | string
  entrypoint?: string[] | string
  user?: string
  init?: boolean
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test?: string[]; disable?: boolean }
}

// Anchors and merge keys resolved as compose resolves them.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>
}
const services = Object.entries(compose.services)
const siteServices = services.filter(([, service]) => service.image === 'site-602-app')
const dockerfile = read('Dockerfile')
const runnerStage = dockerfile.slice(dockerfile.indexOf(' AS runner'))
/** What scripts/postbuild.ts bundles into the standalone folder, i.e. into the image. */
const postbuild = read('scripts/postbuild.ts')
const bundledFiles = [
  'site-server.js',
  ...[...postbuild.matchAll(/^\s{4}(\w+): '(?:server|sandbox)\/\w+\.ts',$/gm)].map(
    (match) => `${match[1]}.js`,
  ),
]
const words = (value: string[] | string | undefined) =>
  Array.isArray(value) ? value : (value ?? '').split(/\s+/).filter(Boolean)

describe('every process of the site in docker-compose.yml', () => {
  it('runs from the one runtime image (never the builder with its dev dependencies)', () => {
    expect(siteServices.map(([name]) => name).sort()).toEqual(
      ['app1', 'app2', 'migrate', 'sandbox', 'worker'].sort(),
    )
    for (const [name, service] of siteServices) {
      expect(service.build?.target, name).toBe('runner')
    }
    expect(services.filter(([, service]) => service.build?.target === 'builder')).toEqual([])
  })

  it('has node itself as PID 1 on a file the build bundles: no npm, tsx or shell between', () => {
    expect(bundledFiles).toEqual(
      expect.arrayContaining(['site-server.js', 'worker.js', 'migrate.js', 'sandbox.js']),
    )
    const cmd = /^CMD (\[.*\])$/m.exec(runnerStage)
    const defaultCommand = JSON.parse(cmd![1]!) as string[]
    expect(runnerStage).not.toMatch(/^ENTRYPOINT/m)
    for (const [name, service] of siteServices) {
      const command = service.command ? words(service.command) : defaultCommand
      expect(service.entrypoint, name).toBeUndefined()
      expect(command[0], name).toBe('node')
      expect(bundledFiles, name).toContain(command[1])
      expect(command.join(' '), name).not.toMatch(/\b(npm|npx|tsx|sh|bash)\b|\.ts\b/)
    }
  })

  it('runs as the unprivileged user of the image', () => {
    expect(runnerStage).toMatch(/^USER site$/m)
    expect(runnerStage).toMatch(/useradd --system --uid 1001 site/)
    for (const [name, service] of siteServices) {
      expect(service.user, name).toBeUndefined()
    }
  })

  it('checks health with what the image contains (node, not wget or curl)', () => {
    expect(runnerStage).toMatch(/^HEALTHCHECK .* CMD \["node", "health\.js"\]$/m)
    expect(bundledFiles).toContain('health.js')
    // Only the web replicas serve /api/health; the other roles of the image switch it off.
    for (const [name, service] of siteServices.filter(([n]) => !n.startsWith('app'))) {
      expect(service.healthcheck?.disable, name).toBe(true)
    }
  })

  it('starts backups after the migrations, stopped by SIGTERM (a trap in ops/backup.sh)', () => {
    const backup = compose.services.backup!
    expect(backup.depends_on?.migrate?.condition).toBe('service_completed_successfully')
    expect(words(backup.entrypoint)).toEqual(['sh', '/ops/backup.sh', '--loop'])
    expect(read('ops/backup.sh')).toMatch(/^\s*trap '[^']+' TERM$/m)
  })
})
