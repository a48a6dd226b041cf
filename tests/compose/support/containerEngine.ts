import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const exec = promisify(execFile)

/** The official images docker-compose.yml and the Dockerfile name besides the site's own. */
export const OFFICIAL_IMAGES = [
  'postgres:17-alpine',
  'valkey/valkey:8-alpine',
  'varnish:7.6',
  'caddy:2-alpine',
]

export type ContainerEngine = {
  /** DOCKER_HOST (and nothing else) for docker-compose. */
  env: Record<string, string>
  /** 'docker' or 'podman': what runs `ps`, `inspect` and `healthcheck`. */
  cli: string
  /** True when local stand-ins replace the official images (no registry reachable). */
  standIns: boolean
  stop: () => Promise<void>
}

const standInTools = () =>
  path.resolve(process.env.STAND_IN_TOOLS || path.join(process.cwd(), '../shared/tools'))

const succeeds = (command: string, args: string[], env?: NodeJS.ProcessEnv) =>
  exec(command, args, { env, timeout: 120_000 }).then(
    () => true,
    () => false,
  )

async function waitForSocket(socket: string, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null)
      throw new Error(`podman system service skončil (${child.exitCode})`)
    if (existsSync(socket)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`podman system service nevytvořil ${socket}`)
}

/**
 * A Docker API for docker-compose: DOCKER_HOST as given, a Docker engine on its default socket,
 * or podman's Docker-compatible service on a socket of this run (stopped by `stop`). Images that
 * cannot be pulled are made as local stand-ins by the scripts in STAND_IN_TOOLS (default
 * ../shared/tools: stand-in-node-image.sh, stand-in-images.sh), and with podman, which runs no
 * health checks without systemd, `stand-in-images.sh --healthchecks` runs them for the project.
 */
export async function containerEngine(project: string): Promise<ContainerEngine> {
  const stops: Array<() => Promise<void>> = []
  let env: Record<string, string>
  let cli: string
  if (
    process.env.DOCKER_HOST ||
    (existsSync('/var/run/docker.sock') && (await succeeds('docker', ['info'])))
  ) {
    env = process.env.DOCKER_HOST ? { DOCKER_HOST: process.env.DOCKER_HOST } : {}
    cli = process.env.DOCKER_HOST?.includes('podman') ? 'podman' : 'docker'
  } else {
    const socket = `/tmp/site-602-podman-${process.pid}.sock`
    const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
      stdio: 'ignore',
    })
    service.on('error', () => {})
    stops.push(async () => {
      service.kill('SIGTERM')
    })
    await waitForSocket(socket, service)
    env = { DOCKER_HOST: `unix://${socket}` }
    cli = 'podman'
  }

  const nodeImage = `node:${readFileSync('.node-version', 'utf8').trim()}-bookworm-slim`
  const missing: string[] = []
  for (const image of [nodeImage, ...OFFICIAL_IMAGES]) {
    if (await succeeds(cli, ['image', 'inspect', image])) continue
    if (!(await succeeds(cli, ['pull', '-q', image]))) missing.push(image)
  }
  const standIns = missing.length > 0
  if (standIns) {
    const tools = standInTools()
    console.info(
      `[compose] Registr kontejnerů není dostupný (${missing.join(', ')}): lokální náhrady oficiálních obrazů z ${tools}.`,
    )
    await exec('bash', [path.join(tools, 'stand-in-node-image.sh')], { timeout: 1_800_000 })
    await exec('bash', [path.join(tools, 'stand-in-images.sh')], { timeout: 1_800_000 })
  }
  if (cli === 'podman') {
    const loop = spawn(
      'bash',
      [path.join(standInTools(), 'stand-in-images.sh'), '--healthchecks', project, '2'],
      { stdio: 'ignore', detached: true },
    )
    loop.on('error', () => {})
    stops.push(async () => {
      if (loop.pid) process.kill(-loop.pid, 'SIGTERM')
    })
  }
  return {
    env,
    cli,
    standIns,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => {})
    },
  }
}
