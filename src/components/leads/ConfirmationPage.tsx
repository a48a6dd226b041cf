import Link from 'next/link'

import styles from './ConfirmationPage.module.css'

/** The end of a registration or booking: what happened and where to go next. */
export function ConfirmationPage({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.confirmation} aria-labelledby="confirmation-title">
      <p className={styles.mark} aria-hidden="true">
        ✓
      </p>
      <h1 id="confirmation-title">{title}</h1>
      <p>{text}</p>
      <p>
        <Link className="button" href="/">
          Zpět na úvodní stránku
        </Link>
      </p>
    </section>
  )
}
