import styles from './CardGridSkeleton.module.css'

/** Shown by loading.tsx while a list renders for the first time. */
export function CardGridSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.label}>{label}</span>
      <div className={styles.band} />
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className={styles.card} />
        ))}
      </div>
    </div>
  )
}
