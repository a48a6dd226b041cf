import { expect } from '@playwright/test'

import { internalHealthHeaders } from '../../../src/lib/healthEndpoint'

import { E2E } from './ports'
import { SECRET_VARIABLE } from './serverLog'

/** The sandbox's test switches (sandbox/README.md), used over HTTP like any client would. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${E2E.sandboxUrl}/__sandbox/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`sandbox reset: HTTP ${response.status}`)
}

export async function addSandboxFault(fault: {
  path: string
  kind: '500' | 'slow' | '401' | '403' | 'garbage'
  method?: string
  delayMs?: number
  times?: number
  after?: number
}): Promise<void> {
  const response = await fetch(`${E2E.sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!response.ok) throw new Error(`sandbox fault: HTTP ${response.status}`)
}

export async function clearSandboxFaults(): Promise<void> {
  await fetch(`${E2E.sandboxUrl}/__sandbox/faults`, { method: 'DELETE' })
}

/** An enquiry send-form accepted (answered 2xx), with the lead's `Idempotency-Key`. */
export type AcceptedForm = {
  idempotencyKey: string | null
  body: Record<string, unknown>
  receivedAt: string
}

/** What `GET /__sandbox/send-form` answers: the accepted enquiries and keys accepted twice. */
export type AcceptedForms = {
  data: AcceptedForm[]
  duplicates: Array<{ idempotencyKey: string; count: number }>
}

/** A send-form request as the sandbox received it, also when a fault answered it. */
export type SendFormRequest = AcceptedForm & { method: string; path: string }

/** The lead backlog of `GET /api/health`. */
export type LeadBacklog = { undelivered: number; oldestUndeliveredSeconds: number; failed: number }

async function readJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** What send-form has accepted until now; does not wait for leads still on their way. */
export const acceptedForms = (): Promise<AcceptedForms> =>
  readJson<AcceptedForms>(`${E2E.sandboxUrl}/__sandbox/send-form`)

/** Every send-form request the sandbox received, faulted ones included, oldest first. */
export async function sendFormRequests(): Promise<SendFormRequest[]> {
  const url = `${E2E.sandboxUrl}/__sandbox/requests?path=/send-form&method=POST`
  return (await readJson<{ data: SendFormRequest[] }>(url)).data
}

export async function leadBacklog(): Promise<LeadBacklog> {
  // The backlog is for staff and internal callers: the test asks the internal way.
  const internal = internalHealthHeaders(process.env[SECRET_VARIABLE])
  return (await readJson<{ leads: LeadBacklog }>(`${E2E.siteUrl}/api/health`, internal)).leads
}

/**
 * Waits until the site has no stored lead left to deliver (each one delivered or failed for
 * good), so what reached the provider is final. A lead waiting for a retry keeps it waiting.
 */
export async function settleLeads(timeout = 20_000): Promise<void> {
  await expect
    .poll(async () => (await leadBacklog()).undelivered, {
      message: 'stored leads still undelivered (GET /api/health)',
      timeout,
    })
    .toBe(0)
}

/** The bodies send-form accepted, read once every stored lead is settled. */
export async function deliveredForms(): Promise<Array<Record<string, unknown>>> {
  await settleLeads()
  return (await acceptedForms()).data.map((form) => form.body)
}
