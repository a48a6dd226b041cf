/**
 * First-load JavaScript of /eshop (budget: 220 KB gzip): fetch the served HTML and sum the gzip
 * sizes of every non-noModule `<script src>` it references.
 *   npm run bench:eshop-js                          # starts `npm start` (needs `npm run build`)
 *   npm run bench:eshop-js -- --url http://127.0.0.1:3000   # measures a running site
 * Ports come from PORT / SANDBOX_PORT (.env.local), as for `npm start`.
 */
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'

import nextEnv from '@next/env'

const BUDGET_KB = 220
const PAGE = '/eshop'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

const urlFlag = process.argv.indexOf('--url')
const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined
const port = Number(process.env.PORT) || 3000
const siteUrl = givenUrl ?? `http://127.0.0.1:${port}`

const server = givenUrl
  ? null
  : spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
      env: { ...process.env, PORT: String(port), SITE_URL: siteUrl },
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    })

async function waitForPage(): Promise<string> {
  const deadline = Date.now() + 3 * 60_000
  while (Date.now() < deadline) {
    const response = await fetch(siteUrl + PAGE).catch(() => null)
    if (response?.status === 200) return response.text()
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${siteUrl}${PAGE} did not answer 200 in time`)
}

function scriptSources(html: string): string[] {
  const sources: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bnomodule\b/i.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1]
    if (src) sources.push(src.replace(/&amp;/g, '&'))
  }
  return [...new Set(sources)]
}

let exitCode = 1
try {
  const html = await waitForPage()
  const rows: { src: string; raw: number; gzip: number }[] = []
  for (const src of scriptSources(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, siteUrl))).arrayBuffer())
    rows.push({ src, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
  }
  const totalKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${row.src}`)
  }
  console.log(
    `First-load JS of ${PAGE}: ${totalKb.toFixed(1)} KB gzip in ${rows.length} scripts ` +
      `(budget ${BUDGET_KB} KB) → ${totalKb <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  )
  exitCode = totalKb <= BUDGET_KB ? 0 : 1
} catch (error) {
  console.error(error)
} finally {
  if (server?.pid) {
    process.kill(-server.pid, 'SIGTERM')
    await new Promise((resolve) => server.on('exit', resolve))
  }
}
process.exit(exitCode)
