import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { hintScripts, reportingSdkScripts } from '../../../scripts/lib/compileHints'
import { precompressStaticAssets } from '../../../scripts/lib/precompressStaticAssets'
import { sleep, stopProcessGroup } from './benchSite'
import { REPORTING_ELEMENT, REPORTING_IMPORT, reportingSources } from './reportingYardstick'

/**
 * The baseline of the throughput budgets (DESIGN.md "Measuring"): a bare Next app, built and run
 * by this project's Next, whose static routes serve the very same HTML bytes as the pages under
 * test. Each route is prerendered at build time (`force-static`), so a request costs Next's
 * routing, its cache and gzip, and nothing of ours.
 */
export type StaticTwin = {
  origin: string
  url: (name: string) => string
  nextUrl: (name: string) => string
  /** A page of `reportingPages`. */
  reportingUrl: (name: string) => string
  stop: () => Promise<void>
}

const routeSource = `import { readFileSync } from 'node:fs'
import path from 'node:path'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return NAMES.map((name) => ({ name }))
}

export async function GET(_request, context) {
  const { name } = await context.params
  const html = readFileSync(path.join(process.cwd(), 'html', name + '.html'))
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
`

/**
 * A React page of the twin (`nextPages`): the `<link>`s (attributes as React props; React puts
 * them in the head) and the markup of its <main>. It ships Next's and React's client runtime, as
 * any Next page does, and nothing else.
 */
export type TwinNextPage = { links: Array<Record<string, string>>; main: string }

const layoutSource = `export default function Layout({ children }) {
  return (
    <html lang="cs">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Bench twin</title>
      </head>
      <body>{children}</body>
    </html>
  )
}
`

/** The twins' React page; `EXTRA_IMPORT` and `EXTRA_ELEMENT` are where a variant adds to it. */
const pageSource = `import { readFileSync } from 'node:fs'
import path from 'node:path'
EXTRA_IMPORT
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return NAMES.map((name) => ({ name }))
}

export default async function Page({ params }) {
  const { name } = await params
  const page = JSON.parse(readFileSync(path.join(process.cwd(), 'html', name + '.json'), 'utf8'))
  return (
    <>
      {page.links.map((link) => <link key={link.href ?? link.imageSrcSet} {...link} />)}
      <main dangerouslySetInnerHTML={{ __html: page.main }} />
      EXTRA_ELEMENT
    </>
  )
}
`

/**
 * `publicFiles` (path under the twin's origin → bytes) are served as static files, for pages that
 * bring their own stylesheets and images (the Lighthouse floors). `nextPages` are served at
 * `nextUrl(name)`, `reportingPages` at `reportingUrl(name)`: the same React page with the site's
 * error reporting added (lib/reportingYardstick.ts; it reads /client-config.json, which
 * `publicFiles` then has to bring).
 */
export async function startStaticTwin(
  pages: Record<string, string>,
  publicFiles: Record<string, Buffer> = {},
  nextPages: Record<string, TwinNextPage> = {},
  reportingPages: Record<string, TwinNextPage> = {},
): Promise<StaticTwin> {
  const port = Number(process.env.BENCH_TWIN_PORT) || 3219
  const origin = `http://127.0.0.1:${port}`
  const projectModules = path.resolve('node_modules')
  const nextBin = path.join(projectModules, 'next/dist/bin/next')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-twin-'))
  symlinkSync(projectModules, path.join(dir, 'node_modules'))
  mkdirSync(path.join(dir, 'html'))
  for (const [name, html] of Object.entries(pages)) {
    writeFileSync(path.join(dir, 'html', `${name}.html`), html)
  }
  for (const [filePath, bytes] of Object.entries(publicFiles)) {
    const target = path.join(dir, 'public', filePath)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, bytes)
  }
  // What the HTTP cache's health probe asks for (http-cache/site.vcl), when one is put in front.
  mkdirSync(path.join(dir, 'app/api/live'), { recursive: true })
  writeFileSync(
    path.join(dir, 'app/api/live/route.js'),
    "export const dynamic = 'force-dynamic'\nexport function GET() {\n  return new Response('ok', { headers: { 'cache-control': 'no-store' } })\n}\n",
  )
  mkdirSync(path.join(dir, 'app/twin/[name]'), { recursive: true })
  writeFileSync(
    path.join(dir, 'app/twin/[name]/route.js'),
    routeSource.replace('NAMES', JSON.stringify(Object.keys(pages))),
  )
  const reactPages: Array<[string, Record<string, TwinNextPage>, string]> = [
    ['page-twin', nextPages, pageSource.replace('EXTRA_IMPORT', '').replace('EXTRA_ELEMENT', '')],
    [
      'reporting-twin',
      reportingPages,
      pageSource
        .replace('EXTRA_IMPORT', REPORTING_IMPORT)
        .replace('EXTRA_ELEMENT', REPORTING_ELEMENT),
    ],
  ]
  for (const [route, routePages, source] of reactPages) {
    if (Object.keys(routePages).length === 0) continue
    for (const [name, page] of Object.entries(routePages)) {
      writeFileSync(path.join(dir, 'html', `${name}.json`), JSON.stringify(page))
    }
    mkdirSync(path.join(dir, `app/${route}/[name]`), { recursive: true })
    writeFileSync(path.join(dir, 'app/layout.jsx'), layoutSource)
    writeFileSync(
      path.join(dir, `app/${route}/[name]/page.jsx`),
      source.replace('NAMES', JSON.stringify(Object.keys(routePages))),
    )
  }
  const withReporting = Object.keys(reportingPages).length > 0
  if (withReporting) {
    for (const [file, source] of Object.entries(reportingSources())) {
      mkdirSync(path.dirname(path.join(dir, 'src', file)), { recursive: true })
      writeFileSync(path.join(dir, 'src', file), source)
    }
    // The site's import alias; its types were checked in the site, not again here.
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          jsx: 'preserve',
          moduleResolution: 'bundler',
          module: 'esnext',
          strict: false,
          allowJs: true,
          isolatedModules: true,
          noEmit: true,
          paths: { '@/*': ['./src/*'] },
        },
        include: ['**/*.ts', '**/*.tsx', '**/*.jsx'],
        exclude: ['node_modules'],
      }),
    )
  }
  writeFileSync(path.join(dir, 'package.json'), '{"name":"bench-twin","private":true}\n')
  // The same response options as the site: no X-Powered-By, no ETag hashing.
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { poweredByHeader: false, generateEtags: false${withReporting ? ', typescript: { ignoreBuildErrors: true }' : ''} }\n`,
  )

  // Turbopack refuses a symlinked node_modules outside its root; webpack builds it as well.
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [nextBin, 'build', '--webpack'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`static twin build failed (${code})`)),
    )
  })

  // Like the site's build (scripts/postbuild.ts): the yardstick's reporting SDK chunk compiled off
  // the main thread, and the HTTP cache serves brotli copies of scripts. The floor's own scripts
  // get no hint: the hints of the site's start scripts are the site's work, judged against it.
  if (withReporting) {
    const dist = path.join(dir, '.next')
    const sdk = reportingSdkScripts(dist)
    if (sdk.length === 0) throw new Error('The yardstick has no error-reporting SDK chunk to hint')
    hintScripts(dist, sdk)
  }
  precompressStaticAssets(path.join(dir, '.next/static'))

  const server: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const url = (name: string) => `${origin}/twin/${name}`
  const first = Object.keys(pages)[0]!
  const deadline = Date.now() + 60_000
  for (;;) {
    const body = await fetch(url(first))
      .then((response) => (response.status === 200 ? response.text() : null))
      .catch(() => null)
    if (body !== null) {
      if (body !== pages[first]) throw new Error('The static twin does not serve the same bytes')
      break
    }
    if (Date.now() > deadline) throw new Error('The static twin did not start within 60 s')
    await sleep(250)
  }

  return {
    origin,
    url,
    nextUrl: (name: string) => `${origin}/page-twin/${name}`,
    reportingUrl: (name: string) => `${origin}/reporting-twin/${name}`,
    stop: async () => {
      await stopProcessGroup(server)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
