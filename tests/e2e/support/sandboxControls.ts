import { E2E } from './ports'

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

export async function sentForms(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${E2E.sandboxUrl}/__sandbox/requests?path=/send-form&method=POST`)
  const { data } = (await response.json()) as { data: Array<{ body: Record<string, unknown> }> }
  return data.map((request) => request.body)
}
