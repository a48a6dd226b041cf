import Link from 'next/link'

import { COMPANY_NAME } from '@/lib/site'

import styles from './Header.module.css'

export function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label={`${COMPANY_NAME} – úvodní stránka`}>
      {/* The mark's "602" is drawn by CSS, not a text node, so the link's visible text is
          exactly "Software602", contained in its name (WCAG 2.5.3 Label in Name). */}
      <span className={styles.logoMark} aria-hidden="true" />
      <span className={styles.logoText}>
        Software<strong>602</strong>
      </span>
    </Link>
  )
}
