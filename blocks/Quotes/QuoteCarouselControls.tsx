import styles from './styles.module.css'

/** The control's accessible name says what pressing it does (WCAG 2.2.2). */
export const QUOTE_ROTATION_LABELS = {
  pause: 'Pozastavit prezentaci citací',
  play: 'Spustit prezentaci citací',
} as const

/**
 * The pause/play control and a dot per quote to choose one, as the server renders them: the
 * carousel's behaviour (quoteCarouselBehaviour.ts) finds them by their data attributes.
 */
export function QuoteCarouselControls({ count }: { count: number }) {
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.rotation}
        aria-label={QUOTE_ROTATION_LABELS.pause}
        data-playing="true"
        data-carousel-rotation=""
      >
        <span className={styles.rotationIcon} aria-hidden="true" />
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={`Citace ${index + 1}`}
            aria-current={index === 0 ? 'true' : undefined}
            data-carousel-dot={index}
          />
        ))}
      </div>
    </div>
  )
}
