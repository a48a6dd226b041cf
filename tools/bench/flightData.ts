/**
 * Flight data of each template (issue "featherweight"): the served HTML, the share of it that is
 * the inline React Server Components payload (`self.__next_f.push` scripts), the elements of the
 * server HTML, and the long strings the payload carries more than once (lib/flightData.ts).
 * Bytes and counts only: they do not depend on the machine's load.
 *   npm run bench:flight                                # the production build, fresh database
 *   npm run bench:flight -- --url http://127.0.0.1:3000 # a running site
 *   npm run bench:flight -- --duplicates 5              # list the 5 costliest duplicates per page
 */
import { benchSite, warmPage } from './lib/benchSite'
import { flightFigures } from './lib/flightData'

const TEMPLATES = [
  '/',
  '/blog',
  '/nase-prace',
  '/eshop/cart',
  '/kontakt',
  '/elektronicky-podpis',
  '/udalosti',
]

const flag = (name: string) => {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}
const givenUrl = flag('--url')
const listed = Number(flag('--duplicates') ?? 3)
const site = givenUrl ? undefined : benchSite('flight')

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

try {
  await site?.start()
  const origin = givenUrl ?? site!.origin
  // An article: the first post the blog lists.
  const blog = await warmPage(origin, '/blog')
  const article = /href="(\/blog\/[^"/?#]+)"/.exec(blog)?.[1]
  const paths = article ? [...TEMPLATES.slice(0, 4), article, ...TEMPLATES.slice(4)] : TEMPLATES

  console.log(
    '| page | HTML KB | gzip KB | flight KB | flight share | flight gzip KB | elements | duplicated strings (≥40 chars) | bytes duplicated |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  const details: string[] = []
  for (const pagePath of paths) {
    const figures = flightFigures(await warmPage(origin, pagePath))
    const wasted = figures.duplicates.reduce((sum, duplicate) => sum + duplicate.wastedBytes, 0)
    console.log(
      `| ${pagePath} | ${kb(figures.htmlBytes)} | ${kb(figures.htmlGzipBytes)} | ${kb(figures.flightBytes)} | ` +
        `${((100 * figures.flightBytes) / figures.htmlBytes).toFixed(0)} % | ${kb(figures.flightGzipBytes)} | ` +
        `${figures.elements} | ${figures.duplicates.length} | ${kb(wasted)} KB |`,
    )
    for (const duplicate of figures.duplicates.slice(0, listed)) {
      details.push(
        `${pagePath}: ${duplicate.times}× ${JSON.stringify(duplicate.text.slice(0, 70))} (${duplicate.wastedBytes} B)`,
      )
    }
  }
  if (details.length) console.log(`\nCostliest duplicates:\n${details.join('\n')}`)
} finally {
  await site?.dispose()
}
