import type { ParsedBody } from './http'

/** A string field of a JSON object or of a submitted HTML form; null when absent. */
export function bodyField(body: ParsedBody, name: string): string | null {
  if (body.kind === 'form') return body.value.get(name)
  if (body.kind === 'json' && body.value && typeof body.value === 'object') {
    const value = (body.value as Record<string, unknown>)[name]
    return typeof value === 'string' ? value : null
  }
  return null
}

export function bodyObject(body: ParsedBody): unknown {
  if (body.kind === 'json') return body.value
  if (body.kind === 'form') return Object.fromEntries(body.value)
  return null
}
