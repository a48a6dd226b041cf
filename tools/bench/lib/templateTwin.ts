import { stripScripts, stripScriptPreloadHeader } from './twinHtml'
import { type TwinPage, twinHeaders } from './twinSite'

/**
 * Makes a template's static twin from its HTML as the site serves it through the HTTP cache to
 * a visitor without a session, or says why it cannot: a page that does not answer 200 itself
 * (a redirect, a 404, a step that sends a visitor without a session elsewhere) has no HTML of
 * its own to compare with, and a page whose HTML is only a shell filled by script has nothing a
 * twin could show. Such a template is reported as "no twin: <reason>" and misses the budget.
 */
export type TemplateTwin = { twin: TwinPage; noTwin: null } | { twin: null; noTwin: string }

export async function templateTwin(cache: string, pagePath: string): Promise<TemplateTwin> {
  const response = await fetch(`${cache}${pagePath}`, { redirect: 'manual' }).catch(
    (error: Error) => error,
  )
  if (response instanceof Error) return { twin: null, noTwin: `fetch failed (${response.message})` }
  if (response.status !== 200) {
    const location = response.headers.get('location')
    return {
      twin: null,
      noTwin: `answers ${response.status}${location ? ` → ${location}` : ''}`,
    }
  }
  const served = await response.text()
  const html = stripScripts(served)
  if (!/<main\b/i.test(html)) return { twin: null, noTwin: 'no <main> in the served HTML' }
  const headers = twinHeaders(response.headers)
  const link = stripScriptPreloadHeader(headers.link)
  if (link) headers.link = link
  else delete headers.link
  return { twin: { html, headers }, noTwin: null }
}
