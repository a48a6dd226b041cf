'use client'

import { publishOutcomeMessage } from '@/lib/prepublish/publishOutcomeMessage'
import type { PrepublishDocumentKind } from '@/lib/prepublish/types'

import { focusField } from './focusField'
import { usePublishOutcome } from './usePublishOutcome'
import styles from './PrepublishChecksPanel.module.css'

/**
 * At the top of "Kontrola před zveřejněním" after "Zveřejnit změny": published with errors, or refused
 * because of them; an alert (read out at once) with a button per error that moves to its field.
 */
export function PublishOutcomeNotice({ kind }: { kind: PrepublishDocumentKind }) {
  const outcome = usePublishOutcome(kind)
  if (outcome.state === 'none') return null
  return (
    <div role="alert" className={styles.outcome} data-publish-outcome={outcome.state}>
      <p className={styles.outcomeText}>{publishOutcomeMessage(outcome.state, outcome.errors)}</p>
      <ul className={styles.list}>
        {outcome.errors.map((error, index) => (
          <li key={`${error.path}-${index}`} className={styles.error}>
            <button type="button" className={styles.issue} onClick={() => focusField(error.path)}>
              Přejít k chybě {index + 1}: {error.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
