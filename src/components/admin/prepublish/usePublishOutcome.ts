'use client'

import { toast, useAllFormFields, useDocumentEvents, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useMemo, useRef, useState } from 'react'

import {
  PUBLISH_REFUSAL_PREFIX,
  publishOutcomeMessage,
} from '@/lib/prepublish/publishOutcomeMessage'
import type { PrepublishDocumentKind, PrepublishIssue } from '@/lib/prepublish/types'

import { focusField } from './focusField'

export type PublishOutcome =
  | { state: 'none' }
  | { state: 'published' | 'refused'; errors: Array<Pick<PrepublishIssue, 'message' | 'path'>> }

const ENTITY: Record<PrepublishDocumentKind, string> = { pages: 'pages', homepage: 'homepage' }

async function errorsOf(kind: PrepublishDocumentKind, data: unknown): Promise<PrepublishIssue[]> {
  const response = await fetch('/api/prepublish-checks', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, data }),
  })
  if (!response.ok) return []
  const body = (await response.json()) as { issues?: PrepublishIssue[] }
  return (body.issues ?? []).filter((issue) => issue.severity === 'error')
}

/** Focus after Payload's own re-render of the form (and its toast) has settled. */
const focusSoon = (path: string) => requestAnimationFrame(() => focusField(path))

/**
 * What became of the last "Zveřejnit změny" on a page or the homepage: published although the check
 * found errors (the published document is checked again), or refused by the server because the
 * admin switch blocks errors (its field errors carry PUBLISH_REFUSAL_PREFIX). Either way the
 * editor is told in Czech which errors and focus moves to the first.
 */
export function usePublishOutcome(kind: PrepublishDocumentKind): PublishOutcome {
  const { mostRecentUpdate } = useDocumentEvents()
  const { id } = useDocumentInfo()
  // The provider outlives the view: an update from before this view opened is not its publish.
  const updateBeforeOpening = useRef(mostRecentUpdate)
  const [fields] = useAllFormFields()
  const [published, setPublished] = useState<PublishOutcome>({ state: 'none' })

  useEffect(() => {
    const doc = mostRecentUpdate?.doc as { _status?: string } | undefined
    if (
      !mostRecentUpdate ||
      mostRecentUpdate === updateBeforeOpening.current ||
      mostRecentUpdate.entitySlug !== ENTITY[kind] ||
      String(mostRecentUpdate.id ?? '') !== String(id ?? '') ||
      doc?._status !== 'published'
    ) {
      return
    }
    let current = true
    errorsOf(kind, doc)
      .then((errors) => {
        if (!current) return
        setPublished(errors.length ? { state: 'published', errors } : { state: 'none' })
        if (errors.length === 0) return
        toast.error(publishOutcomeMessage('published', errors))
        focusSoon(errors[0]!.path)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [mostRecentUpdate, kind, id])

  const refused = useMemo(
    () =>
      Object.entries(fields).flatMap(([path, field]) =>
        typeof field.errorMessage === 'string' &&
        field.errorMessage.startsWith(PUBLISH_REFUSAL_PREFIX)
          ? [{ path, message: field.errorMessage.slice(PUBLISH_REFUSAL_PREFIX.length) }]
          : [],
      ),
    [fields],
  )
  const refusedKey = refused.map((error) => error.path).join('|')

  // Focus once per refusal (the set of refused fields), not on every keystroke.
  useEffect(() => {
    if (refused[0]) focusSoon(refused[0].path)
  }, [refusedKey]) // eslint-disable-line react-hooks/exhaustive-deps

  // Fixed fields lose their server error; with the last one the refusal notice goes.
  return refused.length ? { state: 'refused', errors: refused } : published
}
