import Link from 'next/link'

import { COMPANY_NAME } from '@/lib/site'

import styles from './Header.module.css'

export function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label={`${COMPANY_NAME} – úvodní stránka`}>
      <svg className={styles.logoMark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="11" fill="currentColor" />
        <text
          x="24"
          y="31"
          textAnchor="middle"
          fontSize="19"
          fontWeight="800"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          602
        </text>
      </svg>
      <span className={styles.logoText}>
        Software<strong>602</strong>
      </span>
    </Link>
  )
}
