import type { PrepublishIssue } from './types'

/** The prefix collections/shared/refusePublishingWithErrors.ts gives each refused field. */
export const PUBLISH_REFUSAL_PREFIX = 'Nelze zveřejnit (kontrola před zveřejněním): '

const count = (n: number) => (n === 1 ? '1 chybou' : `${n} chybami`)

/**
 * What the editor is told after pressing "Zveřejnit změny" on a document with pre-publish errors:
 * that it went out with them (the setting off), or that it did not (the setting on).
 */
export function publishOutcomeMessage(
  outcome: 'published' | 'refused',
  errors: ReadonlyArray<Pick<PrepublishIssue, 'message'>>,
): string {
  const list = errors.map((error, index) => `${index + 1}. ${error.message}`).join(' ')
  return outcome === 'published'
    ? `Zveřejněno, ale s ${count(errors.length)} z kontroly před zveřejněním: ${list}`
    : `Nezveřejněno: kontrola před zveřejněním našla ${errors.length === 1 ? 'chybu' : `chyby (${errors.length})`} a zveřejnění s chybami je vypnuté. ${list} Opravte ${errors.length === 1 ? 'ji' : 'je'}, nebo uložte koncept.`
}
