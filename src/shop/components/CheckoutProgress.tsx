import styles from './shop.module.css'

const STEPS = ['Výběr produktu', 'Košík', 'Platba', 'Fakturační údaje', 'Hotovo'] as const

/** Where the customer is in the checkout; 1-based. */
export function CheckoutProgress({ current }: { current: number }) {
  return (
    <ol className={styles.progress} aria-label="Kroky objednávky">
      {STEPS.map((label, index) => {
        const step = index + 1
        const className =
          step === current
            ? styles.progressCurrent
            : step < current
              ? styles.progressDone
              : undefined
        return (
          <li
            key={label}
            className={`${styles.progressItem} ${className ?? ''}`}
            aria-current={step === current ? 'step' : undefined}
          >
            {label}
          </li>
        )
      })}
    </ol>
  )
}
