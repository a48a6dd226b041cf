'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { useHydratedShop } from '../client/useHydratedShop'
import { loginHref, safeNextPath, shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import styles from './AccountStatus.module.css'

/** Who is logged in to the e-shop, with log-in / log-out; small enough for the site header. */
export function AccountStatus() {
  const hydrated = useHydratedShop()
  const userEmail = useShopStore((state) => state.userEmail)
  const logOut = useShopStore((state) => state.logOut)
  const pathname = usePathname()

  // the server cannot know: keep the space so nothing jumps when the state is read
  if (!hydrated) return <div className={styles.status} aria-hidden="true" />

  if (!userEmail) {
    return (
      <div className={styles.status}>
        <a
          className={styles.action}
          href={loginHref({ next: safeNextPath(pathname) ?? undefined })}
        >
          Přihlásit
        </a>
      </div>
    )
  }

  return (
    <div className={styles.status}>
      <span className={styles.user}>
        Přihlášen: <strong data-testid="account-email">{userEmail}</strong>
      </span>
      <Link className={styles.link} href={shopRoutes.orderHistory}>
        Moje objednávky
      </Link>
      <button type="button" className={styles.action} onClick={logOut}>
        Odhlásit
      </button>
    </div>
  )
}
