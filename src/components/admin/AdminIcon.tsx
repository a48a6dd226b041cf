import { COMPANY_NAME } from '@/lib/site'

import styles from './AdminBrand.module.css'
import { BrandMark } from './BrandMark'

/**
 * The admin's small icon (the breadcrumb link to the dashboard). It carries the link's name:
 * Payload wraps it in a link with no text of its own. It fills that link (18 px, 16 px on phones).
 */
export function AdminIcon() {
  return (
    <span className={styles.icon} role="img" aria-label={COMPANY_NAME}>
      <BrandMark />
    </span>
  )
}
