import styles from './styles.module.css'

/** The control's accessible name says what pressing it does (WCAG 2.2.2). */
export const QUOTE_ROTATION_LABELS = {
  pause: 'Pozastavit prezentaci citací',
  play: 'Spustit prezentaci citací',
} as const

type Props = {
  count: number
  selected: number
  playing: boolean
  onToggle: () => void
  onChoose: (index: number) => void
}

/** The pause/play control of the autoplay and a dot per quote to choose one. */
export function QuoteCarouselControls({ count, selected, playing, onToggle, onChoose }: Props) {
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.rotation}
        aria-label={playing ? QUOTE_ROTATION_LABELS.pause : QUOTE_ROTATION_LABELS.play}
        data-playing={String(playing)}
        onClick={onToggle}
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
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => onChoose(index)}
          />
        ))}
      </div>
    </div>
  )
}
