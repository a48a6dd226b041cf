import styles from './Tags.module.css'

/** Short labels as chips: a post's tags, a job's terms. */
export function Tags({ names, label = 'Štítky' }: { names: string[]; label?: string }) {
  if (names.length === 0) return null
  return (
    <ul className={styles.tags} aria-label={label}>
      {names.map((name) => (
        <li key={name} className={styles.tag}>
          {name}
        </li>
      ))}
    </ul>
  )
}
