'use client'

import { useAllFormFields } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useState } from 'react'

import type { PrepublishDocumentKind, PrepublishIssue } from '@/lib/prepublish/types'

/** Waits for a pause in typing: the check asks the server, once per pause. */
const DEBOUNCE_MS = 700

export type PrepublishState =
  { status: 'checking' } | { status: 'failed' } | { status: 'done'; issues: PrepublishIssue[] }

const isIssue = (value: unknown): value is PrepublishIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PrepublishIssue).message === 'string' &&
  typeof (value as PrepublishIssue).path === 'string'

/** The server's pre-publish issues for the current, unsaved form state. */
export function usePrepublishIssues(kind: PrepublishDocumentKind): PrepublishState {
  const [fields] = useAllFormFields()
  const [state, setState] = useState<PrepublishState>({ status: 'checking' })

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const data = reduceFieldsToValues(fields, true)
        const response = await fetch('/api/prepublish-checks', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ kind, data }),
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`prepublish-checks ${response.status}`)
        const body = (await response.json()) as { issues?: unknown }
        if (!Array.isArray(body.issues)) throw new Error('prepublish-checks: no issues list')
        setState({ status: 'done', issues: body.issues.filter(isIssue) })
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [fields, kind])

  return state
}
