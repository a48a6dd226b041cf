import { randomBytes } from 'node:crypto'

import { asVisitor, outputMarks, outputSince, type AbuseCheck, type CheckResult } from './check'

/** How much the replicas' log may grow for all the requests below (three 900 KB e-mails were 2.7 MB). */
const MAX_GROWTH_BYTES = 200 * 1024

/**
 * Log forging and flooding (issue 38): values a request controls that Payload or the request log
 * could write — a `%0A` followed by a fake entry, terminal escape codes, an e-mail address in a
 * parameter, a 900 KB "e-mail" in throttled password resets — sent straight to a replica (its
 * output is the server log) and through Varnish. A finding: a line of the replicas' output that
 * starts with the forged text, a raw `ESC[2J`, the typed e-mail, or more than
 * MAX_GROWTH_BYTES of output for all of it.
 */
export const logForging: AbuseCheck = async ({ topology }) => {
  const marker = `FORGED${randomBytes(4).toString('hex')}`
  const email = `jan.${marker.toLowerCase()}@example.cz`
  const forgedLine = `\n[12:00:00] INFO (payload): ${marker} admin signed in\n{"level":30,"msg":"${marker}"}`
  const escape = '\u001b[2J\u001b[31m'
  const values = [forgedLine, `${escape}${marker}`, email, `${forgedLine}${escape}${email}`]
  const replica = topology.replicas[0]!.url
  const marks = outputMarks(topology)
  const statuses: number[] = []

  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) }).catch(
      () => null,
    )
    await response?.arrayBuffer().catch(() => undefined)
    statuses.push(response?.status ?? 0)
  }

  for (const value of values) {
    const q = encodeURIComponent(value)
    for (const origin of [replica, topology.siteUrl]) {
      // Query shapes that reach Payload's query layer (a 500 there quotes its parameters).
      await send(`${origin}/api/pages?where[title][equals]=${q}`, {
        headers: asVisitor('198.51.100.61'),
      })
      await send(`${origin}/api/pages?where[_status][in]=${q},y`, {
        headers: asVisitor('198.51.100.61'),
      })
      await send(`${origin}/api/pages?where[title][all]=${q}`, {
        headers: asVisitor('198.51.100.61'),
      })
      await send(`${origin}/api/pages/${q}`, { headers: asVisitor('198.51.100.61') })
      await send(`${origin}/${q}?q=${q}`, {
        headers: { ...asVisitor('198.51.100.61'), 'x-request-id': value.slice(0, 100) },
      })
    }
  }
  // Throttled password resets (5 per 15 min per address): the 6th to 8th are logged.
  const huge = `${'a'.repeat(900 * 1024)}@${marker.toLowerCase()}.cz`
  for (let i = 0; i < 8; i++) {
    await send(`${replica}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asVisitor('198.51.100.62') },
      body: JSON.stringify({ email: huge }),
    })
  }
  // The log of the last request may still be on its way.
  await new Promise((resolve) => setTimeout(resolve, 500))

  const output = outputSince(topology, marks)
  const lines = output.split('\n')
  const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '').trimStart()
  const forged = lines.filter(
    (line) =>
      plain(line).startsWith(`[12:00:00] INFO (payload): ${marker}`) ||
      plain(line).startsWith(`{"level":30,"msg":"${marker}"`),
  )
  const rawEscape = output.includes('\u001b[2J')
  const leakedEmail =
    output.includes(email) || output.includes(`aaaaaaaaaaaaaaaa@${marker.toLowerCase()}`)
  const growth = Buffer.byteLength(output)
  const results: CheckResult[] = [
    {
      check: 'log forging: line breaks',
      sent: `${statuses.length - 8} requests with %0A + a fake entry, escape codes, an e-mail in the query, id, path`,
      outcome: `${forged.length} forged lines; statuses ${[...new Set(statuses)].join(' ')}`,
      finding: forged.length > 0,
    },
    {
      check: 'log forging: escape codes',
      sent: 'ESC[2J ESC[31m in the same places',
      outcome: rawEscape ? 'ESC[2J reached the log raw' : 'no raw ESC[2J in the log',
      finding: rawEscape,
    },
    {
      check: 'log forging: personal data',
      sent: `${email} in parameters; 8 password resets with a 900 KB e-mail`,
      outcome: leakedEmail ? 'the typed e-mail is in the log' : 'no typed e-mail in the log',
      finding: leakedEmail,
    },
    {
      check: 'log flooding',
      sent: '3 throttled password resets with 900 KB e-mails (and everything above)',
      outcome: `the replicas' log grew by ${Math.round(growth / 1024)} KB`,
      finding: growth > MAX_GROWTH_BYTES,
    },
  ]
  return results
}
