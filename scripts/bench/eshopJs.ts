/**
 * First-load JavaScript of /eshop (budget: 220 KB gzip): fetch the served HTML and sum the gzip
 * sizes of every non-noModule `<script src>` it references.
 *   npm run bench:eshop-js                          # starts the production build (npm run build)
 *   npm run bench:eshop-js -- --url http://127.0.0.1:3000   # measures a running site
 */
import { benchSite, warmPage } from './lib/benchSite'
import { firstLoadJs } from './lib/firstLoadJs'

const BUDGET_KB = 220
const PAGE = '/eshop'

const urlFlag = process.argv.indexOf('--url')
const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined
const site = givenUrl ? undefined : benchSite('eshop-js')

try {
  await site?.start()
  const origin = givenUrl ?? site!.origin
  const js = await firstLoadJs(await warmPage(origin, PAGE), origin)
  for (const script of js.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB gz  ${script.src}`)
  }
  const ok = js.totalKb <= BUDGET_KB
  console.log(
    `First-load JS of ${PAGE}: ${js.totalKb.toFixed(1)} KB gzip in ${js.scripts.length} scripts ` +
      `(budget ${BUDGET_KB} KB) → ${ok ? 'OK' : 'OVER BUDGET'}`,
  )
  process.exitCode = ok ? 0 : 1
} finally {
  await site?.dispose()
}
