import { afterAll, beforeAll, beforeEach } from 'vitest'

import { getBlogPost } from '@/provider/calls/getBlogPost'
import { getBlogPosts } from '@/provider/calls/getBlogPosts'
import { getCaseStudies } from '@/provider/calls/getCaseStudies'
import { getCaseStudy } from '@/provider/calls/getCaseStudy'
import { getProducts } from '@/provider/calls/getProducts'
import { getWebinar } from '@/provider/calls/getWebinar'
import { getWebinars } from '@/provider/calls/getWebinars'
import { createProviderClient, type ProviderClientOptions } from '@/provider/client'
import { createTransport } from '@/provider/transport'
import { type RunningSandbox, type SandboxOptions, startSandbox } from '@sandbox/server'
import type { FaultInput } from '@sandbox/faults'

export const SITE_URL = 'http://localhost:3000'

/** Starts a private sandbox for the file and resets it before each test. */
export function sandboxForFile(options: SandboxOptions = {}) {
  let sandbox: RunningSandbox | undefined
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, siteUrl: SITE_URL, faults: [], ...options })
  })
  afterAll(async () => {
    await sandbox?.close()
  })
  beforeEach(async () => {
    await control('POST', '/__sandbox/reset')
  })

  function url(): string {
    if (!sandbox) throw new Error('sandbox not started')
    return sandbox.url
  }

  async function control(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${url()}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response
  }

  /** The site's client, plus the public list calls the server readers make on its transport. */
  function client(options: Partial<ProviderClientOptions> = {}) {
    const settings = { baseUrl: url(), timeoutMs: 5000, ...options }
    const transport = createTransport(settings)
    return {
      ...createProviderClient(settings),
      transport,
      getBlogPosts: () => getBlogPosts(transport),
      getBlogPost: (slug: string) => getBlogPost(transport, slug),
      getCaseStudies: () => getCaseStudies(transport),
      getCaseStudy: (slug: string) => getCaseStudy(transport, slug),
      getWebinars: (now?: Date) => getWebinars(transport, now),
      getWebinar: (slug: string) => getWebinar(transport, slug),
      getProducts: () => getProducts(transport),
    }
  }

  async function addFault(fault: FaultInput): Promise<void> {
    await control('POST', '/__sandbox/faults', fault)
  }

  /** Drives the identity login page like a browser and returns the one-time identity token. */
  async function identityTokenFor(mail: string, returnUrl = `${SITE_URL}/eshop/cart?krok=2`) {
    const page = await fetch(`${url()}/identity/login?return_url=${encodeURIComponent(returnUrl)}`)
    if (page.status !== 200) throw new Error(`login page: ${page.status}`)
    const submitted = await fetch(`${url()}/identity/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return_url: returnUrl, email: mail }).toString(),
    })
    const location = submitted.headers.get('location')
    if (submitted.status !== 303 || !location) throw new Error(`login: ${submitted.status}`)
    return { location: new URL(location), token: new URL(location).searchParams.get('token') ?? '' }
  }

  /** A client acting for `mail`, logged in through the identity page and session exchange. */
  async function loggedInClient(mail: string, options: Partial<ProviderClientOptions> = {}) {
    const { token } = await identityTokenFor(mail)
    const session = await client().exchangeSession(token)
    return { session, api: client({ ...options, getToken: () => session.token }) }
  }

  /** Opens the gateway page, presses a button and returns the parameters it sends back. */
  async function payAtGateway(paymentUrl: string, result: 'paid' | 'cancelled' | 'failed') {
    const page = await fetch(paymentUrl)
    const html = await page.text()
    const paymentId = new URL(paymentUrl).searchParams.get('payment_id') ?? ''
    const submitted = await fetch(new URL(new URL(paymentUrl).pathname, paymentUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_id: paymentId, result }).toString(),
    })
    const location = submitted.headers.get('location')
    if (submitted.status !== 303 || !location) throw new Error(`gateway: ${submitted.status}`)
    return { html, returnedTo: new URL(location) }
  }

  return { url, control, client, addFault, identityTokenFor, loggedInClient, payAtGateway }
}
