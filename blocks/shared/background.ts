import type { BackgroundClass } from './backgroundClassField'
import styles from './backgrounds.module.css'

/** The CSS class of a named background style; unknown values fall back to white. */
export function backgroundClassName(value: BackgroundClass | null | undefined): string {
  return styles[value ?? 'white'] ?? styles.white ?? ''
}
