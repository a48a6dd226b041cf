import { COMPANY_NAME } from '@/lib/site'

import styles from './AdminBrand.module.css'
import { BrandMark } from './BrandMark'

/** The login screen's logo: the site header's mark and wordmark, named once for screen readers. */
export function AdminLogo() {
  return (
    <span className={styles.logo} role="img" aria-label={`${COMPANY_NAME} – administrace`}>
      <BrandMark size={48} />
      <span className={styles.wordmark} aria-hidden="true">
        Software<strong>602</strong>
      </span>
    </span>
  )
}
