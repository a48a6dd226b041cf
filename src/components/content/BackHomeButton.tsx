import Link from 'next/link'

/** The button that closes a dead end (404, a confirmation): back to the homepage. */
export function BackHomeButton() {
  return (
    <p>
      <Link className="button" href="/">
        Zpět na úvodní stránku
      </Link>
    </p>
  )
}
