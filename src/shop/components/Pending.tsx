import styles from './shop.module.css'

/** A loading state that keeps the page's place: never a blank page. */
export function Pending({ label = 'Načítáme…' }: { label?: string }) {
  return (
    <div className={styles.pending} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  )
}
