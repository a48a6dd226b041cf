import { COMPANY_NAME } from '@/lib/site'

import styles from './AdminBrand.module.css'
import { BrandMark } from './BrandMark'

/**
 * The admin's small icon (the breadcrumb link to the dashboard). It carries the link's name:
 * Payload wraps it in a link with no text of its own.
 */
export function AdminIcon() {
  return (
    <span className={styles.icon} role="img" aria-label={COMPANY_NAME}>
      <BrandMark size={24} />
    </span>
  )
}
