import { BackHomeButton } from '@/components/content/BackHomeButton'
import { notFoundMetadata } from '@/lib/seo/notFoundMetadata'

export const metadata = notFoundMetadata

export default function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">404</p>
      <h1 id="not-found-title">Tuto stránku jsme nenašli</h1>
      <p>
        Odkaz mohl zastarat nebo se v adrese objevil překlep. Zkuste začít znovu na úvodní stránce.
      </p>
      <BackHomeButton />
    </section>
  )
}
