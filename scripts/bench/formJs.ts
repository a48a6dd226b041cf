/**
 * First-load JavaScript of a page with an enquiry form (budget: 160 KB gzip before interaction):
 * fetch the served HTML and sum the gzip sizes of every non-noModule `<script src>` (and script
 * preload) it references; also says whether any of them carries react-hook-form, which must
 * arrive only when a person starts filling the form in.
 *   npm run bench:form-js                            # /kontakt on the production build
 *   npm run bench:form-js -- /sofa-tarify            # another page with a form
 *   npm run bench:form-js -- --url http://127.0.0.1:3000   # measures a running site
 */
import { benchSite, warmPage } from './lib/benchSite'
import { firstLoadJs } from './lib/firstLoadJs'

const BUDGET_KB = 160
/** A string of react-hook-form's code that survives minification. */
const FORM_LIBRARY_MARKER = 'HookFormControlContext'

const args = process.argv.slice(2)
const urlFlag = args.indexOf('--url')
const givenUrl = urlFlag >= 0 ? args[urlFlag + 1] : undefined
const page = args.find((arg, index) => arg.startsWith('/') && index !== urlFlag + 1) ?? '/kontakt'
const site = givenUrl ? undefined : benchSite('form-js')

try {
  await site?.start()
  const origin = givenUrl ?? site!.origin
  const referenced = await firstLoadJs(await warmPage(origin, page), origin)
  // A reference the server answers with an error page is no JavaScript the browser runs (a stale
  // react-loadable-manifest of the build has shown such preloads): reported, not counted.
  const missing = referenced.scripts.filter((script) => script.status !== 200)
  for (const script of missing) console.log(`  HTTP ${script.status}  ${script.src} (not counted)`)
  const scripts = referenced.scripts.filter((script) => script.status === 200)
  const js = { scripts, totalKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024 }
  const withFormLibrary: string[] = []
  for (const script of js.scripts) {
    const body = await (await fetch(new URL(script.src, origin))).text()
    if (body.includes(FORM_LIBRARY_MARKER)) withFormLibrary.push(script.src)
  }
  for (const script of js.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB gz  ${script.src}`)
  }
  const ok = js.totalKb <= BUDGET_KB && withFormLibrary.length === 0
  console.log(
    `First-load JS of ${page}: ${js.totalKb.toFixed(1)} KB gzip in ${js.scripts.length} scripts ` +
      `(budget ${BUDGET_KB} KB); react-hook-form before interaction: ` +
      `${withFormLibrary.length ? withFormLibrary.join(', ') : 'none'} → ${ok ? 'OK' : 'OVER BUDGET'}`,
  )
  process.exitCode = ok ? 0 : 1
} finally {
  await site?.dispose()
}
