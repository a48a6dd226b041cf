import type { ServerResponse } from 'node:http'

/**
 * A header as it will be sent: from the object given to `writeHead` (which wins), else as set on
 * the response. Empty when absent.
 */
export function headerOf(response: ServerResponse, headerArgs: unknown[], name: string): string {
  const headers = headerArgs.find(
    (arg) => arg && typeof arg === 'object' && !Array.isArray(arg),
  ) as Record<string, unknown> | undefined
  const fromArgs = headers
    ? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
    : undefined
  return String(fromArgs ?? response.getHeader(name) ?? '')
}
