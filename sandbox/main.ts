import { startSandbox } from './server'

const port = Number(process.env.SANDBOX_PORT ?? 4010)
// An origin, as the site's own env parsing makes it (docker-compose.yml passes `…:443`).
const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000').origin

const sandbox = await startSandbox({
  port,
  // Loopback unless told otherwise (the docker-compose service listens on the container network).
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  siteUrl,
  publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  secret: process.env.SANDBOX_SECRET || undefined,
})
console.log(`[sandbox] provider sandbox running at ${sandbox.url} (site: ${siteUrl})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('[sandbox] provider sandbox stopping…')
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
