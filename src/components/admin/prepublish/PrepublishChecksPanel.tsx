'use client'

import { Component, type ReactNode } from 'react'

import type { PrepublishDocumentKind } from '@/lib/prepublish/types'

import { focusField } from './focusField'
import { PublishOutcomeNotice } from './PublishOutcomeNotice'
import { usePrepublishIssues } from './usePrepublishIssues'
import styles from './PrepublishChecksPanel.module.css'

const QUIET_NOTE = 'Kontrolu před zveřejněním se teď nepodařilo provést. Zveřejnit můžete i tak.'

/** A failing check must never take the edit view down with it. */
class CheckBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <p className={styles.note}>{QUIET_NOTE}</p> : this.props.children
  }
}

function IssueList({ kind }: { kind: PrepublishDocumentKind }) {
  const state = usePrepublishIssues(kind)
  if (state.status === 'checking') return <p className={styles.note}>Kontroluji…</p>
  if (state.status === 'failed') return <p className={styles.note}>{QUIET_NOTE}</p>
  if (state.issues.length === 0) return <p className={styles.ok}>Vše v pořádku</p>
  return (
    <ul className={styles.list}>
      {state.issues.map((issue, index) => (
        <li key={`${issue.path}-${index}`} className={styles[issue.severity]}>
          <button type="button" className={styles.issue} onClick={() => focusField(issue.path)}>
            <span className={styles.severity}>
              {issue.severity === 'error' ? 'Chyba' : 'Upozornění'}:
            </span>{' '}
            {issue.message}
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * "Kontrola před zveřejněním" in the sidebar of pages and the homepage (a `ui` field): what to fix
 * before publishing, for the form as it is now; each item moves focus to its field.
 */
export function PrepublishChecksPanel({ kind = 'pages' }: { kind?: PrepublishDocumentKind }) {
  return (
    <section
      className={styles.panel}
      aria-labelledby="prepublish-checks-heading"
      aria-live="polite"
    >
      <h3 id="prepublish-checks-heading" className={styles.heading}>
        Kontrola před zveřejněním
      </h3>
      <CheckBoundary>
        <PublishOutcomeNotice kind={kind} />
        <IssueList kind={kind} />
      </CheckBoundary>
    </section>
  )
}
