import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'

import { sourceMapFileOf } from '../../../scripts/lib/sourceMaps'

/** The parts of a Sentry error event these tests read. */
export type ErrorEvent = {
  release?: string
  environment?: string
  tags?: Record<string, string>
  exception?: {
    values?: Array<{
      type?: string
      value?: string
      stacktrace?: { frames?: StackFrame[] }
    }>
  }
}

export type StackFrame = {
  filename?: string
  abs_path?: string
  lineno?: number
  colno?: number
}

/** The error events of the envelopes a sink received (header line, then item header + payload). */
export function errorEvents(envelopes: string[]): ErrorEvent[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n').filter(Boolean)
    const events: ErrorEvent[] = []
    try {
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const header = JSON.parse(lines[index]!) as { type?: string }
        if (header.type === 'event') events.push(JSON.parse(lines[index + 1]!) as ErrorEvent)
      }
    } catch {
      // not an envelope of JSON items (none of ours): skipped
    }
    return events
  })
}

export const eventMessage = (event: ErrorEvent) =>
  event.exception?.values?.map((value) => `${value.type}: ${value.value}`).join('\n') ?? ''

/**
 * The map of a frame's script, as the service finds it among the maps uploaded for the report's
 * release: by the script's address. Frames name it `app:///_next/static/…` (browser) or
 * `app:///_next/server/…` (server): the SDK's rewrite of the page's origin and of the build
 * folder. The browser's maps are kept out of the served folder by postbuild
 * (.next/sourcemaps/static/<script>.map), the server's beside its chunks (never served).
 */
function mapOf(frame: StackFrame): string | undefined {
  const file = frame.abs_path ?? frame.filename ?? ''
  const inBuild = /\/_next\/((?:static|server)\/[^?#]+\.js)/.exec(file)?.[1]
  if (!inBuild) return undefined
  if (inBuild.startsWith('static/')) {
    const map = path.resolve('.next/sourcemaps', `${inBuild}.map`)
    return existsSync(map) ? map : undefined
  }
  const script = path.resolve('.next', inBuild)
  if (!existsSync(script)) return undefined
  const map = sourceMapFileOf(script, readFileSync(script, 'utf8'))
  return existsSync(map) ? map : undefined
}

export type OriginalFrame = { source: string; line: number; map: string }

/**
 * Each frame of the event's exceptions read through the build's source maps (1-based line and
 * column, as reported), the way the error-reporting service reads them with the uploaded maps.
 */
export function originalFrames(event: ErrorEvent): OriginalFrame[] {
  const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? [])
  return frames.flatMap((frame) => {
    const map = mapOf(frame)
    if (!map || !frame.lineno || !frame.colno) return []
    const payload = JSON.parse(readFileSync(map, 'utf8')) as never
    const entry = new SourceMap(payload).findEntry(frame.lineno - 1, frame.colno - 1)
    // a mapping of the frame's own line (Node's lookup otherwise falls back to an earlier one)
    if (!('originalSource' in entry) || entry.generatedLine !== frame.lineno - 1) return []
    return [
      {
        source: decodeURIComponent(entry.originalSource),
        line: entry.originalLine + 1,
        map,
      },
    ]
  })
}
