import { actionFieldsOfForm, serverActionId } from '../lib/serverAction'
import { outputMarks, outputSince, type AbuseCheck, type CheckResult } from './check'

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** What a broken decode of an action body leaves in a replica's output. */
const DECODE_FAILURE = /Maximum call stack|TypeError|SyntaxError|Connection closed/

/**
 * Bodies of server actions that React's decoder or the action itself used to answer 500 with a
 * stack (issue 54): an empty argument list, a 5,000-level nested array as the arguments, and the
 * same nesting in the bound state of the form posted without JavaScript. Each must get a 4xx
 * with nothing decoded, and the form post a Czech page that leads back to the form.
 */
export const serverActionBodies: AbuseCheck = async ({ topology }) => {
  const site = topology.siteUrl
  const submit = serverActionId('submitEnquiryForm', 'forms/sendEnquiry')
  const issue = serverActionId('issueEnquiryToken', 'forms/sendEnquiry')
  const fetchAction = (id: string) => ({
    accept: 'text/x-component',
    'content-type': 'text/plain;charset=UTF-8',
    'next-action': id,
  })
  const formFields = actionFieldsOfForm(await (await fetch(`${site}/kontakt`)).text(), 'contact')
  const plainForm = (bound: string) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(formFields)) {
      body.append(name, name === '$ACTION_1:1' ? bound : value)
    }
    body.append('kind', 'contact')
    return body
  }
  const cases: Array<{ sent: string; init: RequestInit; czechPage?: boolean }> = [
    { sent: '[] to submitEnquiryForm', init: { headers: fetchAction(submit), body: '[]' } },
    { sent: '[] to issueEnquiryToken', init: { headers: fetchAction(issue), body: '[]' } },
    {
      sent: '5,000 nested arrays to submitEnquiryForm',
      init: { headers: fetchAction(submit), body: nested(5000) },
    },
    {
      sent: 'form without JavaScript, 5,000 nested arrays in $ACTION_1:1',
      init: { body: plainForm(nested(5000)) },
      czechPage: true,
    },
  ]
  const results: CheckResult[] = []
  for (const { sent, init, czechPage } of cases) {
    const marks = outputMarks(topology)
    const response = await fetch(`${site}/kontakt`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      ...init,
    })
    const text = await response.text()
    const logged = DECODE_FAILURE.exec(outputSince(topology, marks))?.[0]
    const readable = !czechPage || text.includes('Formulář se nepodařilo odeslat')
    results.push({
      check: 'server-action body',
      sent,
      outcome:
        `${response.status}` +
        (czechPage ? (readable ? ', Czech page' : ', no Czech page') : '') +
        (logged ? `; logged "${logged}"` : ''),
      finding: response.status >= 500 || response.status < 400 || Boolean(logged) || !readable,
    })
  }
  return results
}
