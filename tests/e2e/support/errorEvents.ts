import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'

import { sourceMapFileOf } from '../../../scripts/lib/compileHints'

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
  debug_meta?: { images?: Array<{ type: string; code_file: string; debug_id: string }> }
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

let browserMaps: Map<string, string> | undefined

/** The browser's maps' debug ids (each map names the script it belongs to by it). */
export function keptBrowserMapIds(): Set<string> {
  return new Set(browserMapsByDebugId().keys())
}

/** The browser's maps (kept out of the served folder by postbuild), by the debug id in each. */
function browserMapsByDebugId(): Map<string, string> {
  if (browserMaps) return browserMaps
  browserMaps = new Map()
  const folder = path.resolve('.next/sourcemaps')
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.map')) continue
    const map = path.join(folder, file)
    const debugId = /"debugId"\s*:\s*"([^"]+)"/.exec(readFileSync(map, 'utf8'))?.[1]
    if (debugId) browserMaps.set(debugId, map)
  }
  return browserMaps
}

/**
 * The map of a frame's script, found as the service finds it among the uploaded maps: a browser
 * script by the debug id the report lists for it (Turbopack names a browser map after its own
 * hash), a server chunk by the map it names (beside it in .next/server, never served). Frames
 * name the script by its URL (browser) or `app:///_next/…` (server: the SDK's rewrite).
 */
function mapOf(frame: StackFrame, event: ErrorEvent): string | undefined {
  const file = frame.abs_path ?? frame.filename ?? ''
  const inBuild = /\/_next\/((?:static|server)\/[^?#]+\.js)/.exec(file)?.[1]
  if (!inBuild) return undefined
  if (inBuild.startsWith('static/')) {
    const image = event.debug_meta?.images?.find((candidate) => candidate.code_file === file)
    return image && browserMapsByDebugId().get(image.debug_id)
  }
  const script = path.resolve('.next', inBuild)
  if (!existsSync(script)) return undefined
  const map = sourceMapFileOf(script, readFileSync(script, 'utf8'))
  return existsSync(map) ? map : undefined
}

export type OriginalFrame = { source: string; line: number; debugId?: string; map: string }

/**
 * Each frame of the event's exceptions read through the build's source maps (1-based line and
 * column, as reported), the way the error-reporting service reads them with the uploaded maps.
 */
export function originalFrames(event: ErrorEvent): OriginalFrame[] {
  const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? [])
  return frames.flatMap((frame) => {
    const map = mapOf(frame, event)
    if (!map || !frame.lineno || !frame.colno) return []
    const payload = JSON.parse(readFileSync(map, 'utf8')) as { debugId?: string }
    const entry = new SourceMap(payload as never).findEntry(frame.lineno - 1, frame.colno - 1)
    // a mapping of the frame's own line (Node's lookup otherwise falls back to an earlier one)
    if (!('originalSource' in entry) || entry.generatedLine !== frame.lineno - 1) return []
    return [
      {
        source: decodeURIComponent(entry.originalSource),
        line: entry.originalLine + 1,
        debugId: payload.debugId,
        map,
      },
    ]
  })
}
