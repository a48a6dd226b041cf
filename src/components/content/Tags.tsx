import styles from './Tags.module.css'

export function Tags({ names }: { names: string[] }) {
  if (names.length === 0) return null
  return (
    <ul className={styles.tags} aria-label="Štítky">
      {names.map((name) => (
        <li key={name} className={styles.tag}>
          {name}
        </li>
      ))}
    </ul>
  )
}
