/**
 * First-load JavaScript of each template (issue 15 budgets, KB gzip): the served HTML's
 * non-noModule `<script src>` and script preloads, fetched and gzipped (lib/firstLoadJs.ts).
 * Pages with a form (the enquiry forms, the cart) must also not carry react-hook-form before
 * someone starts filling it.
 *   npm run bench:js                                # every template on the production build
 *   npm run bench:js -- --url http://127.0.0.1:3000 # a running site
 */
import { benchSite, warmPage } from './lib/benchSite'
import { firstLoadJs } from './lib/firstLoadJs'

/** A string of react-hook-form's code that survives minification. */
const FORM_LIBRARY_MARKER = 'HookFormControlContext'

const TEMPLATES: { path: string; budgetKb: number; form?: true }[] = [
  { path: '/', budgetKb: 160 },
  { path: '/elektronicky-podpis', budgetKb: 150 },
  { path: '/blog', budgetKb: 150 },
  { path: '/udalosti', budgetKb: 150 },
  { path: '/hledat?q=podpis', budgetKb: 150 },
  { path: '/kontakt', budgetKb: 160, form: true },
  { path: '/konzultace', budgetKb: 160, form: true },
  { path: '/eshop', budgetKb: 190 },
  { path: '/eshop/cart', budgetKb: 190, form: true },
]

const urlFlag = process.argv.indexOf('--url')
const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined
const site = givenUrl ? undefined : benchSite('js')

try {
  await site?.start()
  const origin = givenUrl ?? site!.origin
  let failures = 0
  for (const template of TEMPLATES) {
    const referenced = await firstLoadJs(await warmPage(origin, template.path), origin)
    // A reference the server answers with an error page is no JavaScript the browser runs.
    const missing = referenced.scripts.filter((script) => script.status !== 200)
    const scripts = referenced.scripts.filter((script) => script.status === 200)
    const totalKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024
    const withFormLibrary = template.form
      ? (
          await Promise.all(
            scripts.map(async (script) =>
              (await (await fetch(new URL(script.src, origin))).text()).includes(
                FORM_LIBRARY_MARKER,
              )
                ? script.src
                : null,
            ),
          )
        ).filter(Boolean)
      : []
    const ok = totalKb <= template.budgetKb && withFormLibrary.length === 0
    failures += ok ? 0 : 1
    console.log(
      `${template.path.padEnd(22)} ${totalKb.toFixed(1).padStart(6)} KB gzip in ${String(scripts.length).padStart(2)} scripts ` +
        `(budget ${template.budgetKb})` +
        (template.form
          ? `, react-hook-form before interaction: ${withFormLibrary.join(', ') || 'none'}`
          : '') +
        ` → ${ok ? 'OK' : 'OVER BUDGET'}` +
        missing.map((script) => `\n    HTTP ${script.status} ${script.src} (not counted)`).join(''),
    )
  }
  console.log(failures ? `${failures} template(s) OVER BUDGET` : 'OK: every template within budget')
  process.exitCode = failures ? 1 : 0
} finally {
  await site?.dispose()
}
