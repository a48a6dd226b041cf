import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { enquiryClient, sampleEnquiry } from '../lib/serverAction'
import { sleep } from '../lib/siteRoutes'
import {
  asVisitor,
  countBy,
  formatCounts,
  outputMarks,
  outputSince,
  type AbuseCheck,
  type CheckResult,
  answerOf,
} from './check'

const FLOOD = Number(process.env.ABUSE_ENQUIRIES) || 30
/** ENQUIRY_RATE_LIMIT_POINTS of the topology (the default). */
const LIMIT = 5

/**
 * Enquiries as a script would send them, through Varnish (one client address: this machine):
 * a valid token after the minimum fill time, then a flood; forged and missing tokens; a filled
 * honeypot; a spoofed X-Forwarded-For; and a visitor at another address, who still gets through.
 */
export const enquiryFlood: AbuseCheck = async ({ topology }) => {
  const results: CheckResult[] = []
  const sentForms = () =>
    topology.sandbox.state.requests.filter((request) => request.path.endsWith('/send-form'))
  const marker = `flood-${Date.now()}`
  const arrived = (tag: string) =>
    sentForms().filter((request) => JSON.stringify(request.body).includes(tag)).length

  const site = enquiryClient(topology.siteUrl)
  const marks = outputMarks(topology)
  const token = await site.token()
  if (!token) throw new Error('issueEnquiryToken did not answer a token')

  // Too fast: the token was issued a moment ago.
  const tooFast = await site.send(sampleEnquiry(`${marker}-fast@example.cz`, token))
  await sleep(MIN_FILL_MS + 200)
  results.push({
    check: 'enquiry too fast',
    sent: 'an enquiry right after its token',
    outcome: answerOf(tooFast.result, tooFast.status),
    finding: answerOf(tooFast.result, tooFast.status) !== 'too-fast',
  })

  // The flood, once on a form kind no replica has limited yet (the first enquiries of a fresh
  // deployment) and once more on another kind: FLOOD enquiries each, 10 at a time.
  for (const kind of ['contact', 'pricing']) {
    const kindToken = kind === 'contact' ? token : await site.token(kind)
    if (kind !== 'contact') await sleep(MIN_FILL_MS + 200)
    const answers: string[] = []
    for (let i = 0; i < FLOOD; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, FLOOD - i) }, (_, j) =>
          site.send({
            ...sampleEnquiry(`${marker}-${kind}-${i + j}@example.cz`, kindToken ?? ''),
            kind,
          }),
        ),
      )
      answers.push(...batch.map(({ result, status }) => answerOf(result, status)))
    }
    const delivered = arrived(`${marker}-${kind}-`)
    results.push({
      check: `enquiry flood (${kind})`,
      sent: `${FLOOD} enquiries, one address, via Varnish, 10 at a time`,
      outcome: `${formatCounts(countBy(answers))}; provider got ${delivered} (limit ${LIMIT})`,
      finding: delivered > LIMIT || answers.some((answer) => answer.startsWith('HTTP')),
      details: outputSince(topology, marks)
        .split('\n')
        .filter((line) => /\[(rate-limit|send-form)\]/.test(line)),
    })
  }

  // Forged, missing and foreign tokens, honeypot: never reach the provider.
  const bots = await Promise.all(
    [
      { label: 'no token', token: '' },
      { label: 'forged token', token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
      { label: 'honeypot', token, honeypot: 'https://spam.example' },
    ].map(async ({ label, token: used, honeypot }, i) => {
      const address = `203.0.113.${10 + i}`
      const client = enquiryClient(topology.replicas[0]!.url, asVisitor(address))
      const request = { ...sampleEnquiry(`${marker}-bot-${i}@example.cz`, used) }
      if (honeypot) request.honeypot = honeypot
      const { result, status } = await client.send(request)
      return `${label} → ${answerOf(result, status)}`
    }),
  )
  const botsDelivered = arrived(`${marker}-bot-`)
  results.push({
    check: 'enquiry bots',
    sent: 'no token, forged token, filled honeypot',
    outcome: `${bots.join('; ')}; provider got ${botsDelivered}`,
    finding: botsDelivered > 0,
  })

  // A client writing its own X-Forwarded-For through Varnish is still this machine.
  const spoofed = enquiryClient(topology.siteUrl, { 'x-forwarded-for': '198.51.100.77' })
  const spoof = await spoofed.send(sampleEnquiry(`${marker}-spoof@example.cz`, token))
  results.push({
    check: 'enquiry spoofed XFF',
    sent: 'X-Forwarded-For: 198.51.100.77 via Varnish, after the flood',
    outcome: `${answerOf(spoof.result, spoof.status)}; provider got ${arrived(`${marker}-spoof`)}`,
    finding: arrived(`${marker}-spoof`) > 0,
  })

  // Another visitor (the address Varnish would append for them) is not affected by the flood.
  const other = enquiryClient(topology.replicas[1]!.url, asVisitor('198.51.100.200'))
  const otherToken = await other.token()
  await sleep(MIN_FILL_MS + 200)
  const person = await other.send(sampleEnquiry(`${marker}-person@example.cz`, otherToken ?? ''))
  // A stored lead reaches the provider through the lead worker (polls every second), not at once.
  for (let waited = 0; arrived(`${marker}-person`) === 0 && waited < 15_000; waited += 250) {
    await sleep(250)
  }
  results.push({
    check: 'enquiry other visitor',
    sent: 'a person at another address during the flood (replica B, XFF as Varnish sends)',
    outcome: `${answerOf(person.result, person.status)}; provider got ${arrived(`${marker}-person`)}`,
    finding: arrived(`${marker}-person`) !== 1,
  })
  return results
}
