import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { isAdminUser } from '@/lib/auth/isAdminUser'

import { BrowserRenderError } from './BrowserRenderError'
import { ERROR_CHECK, ErrorReportingCheck } from './errorCheck'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Kontrola hlášení chyb', robots: { index: false } }

/**
 * For administrators after a deployment: a render error on purpose, on the server or in the
 * browser, to see it arrive in the error-reporting service with this build's release and frames
 * read through its source maps (docs/operations.md "Error reports"). Anyone else gets the 404.
 */
export default async function ErrorCheckPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isAdminUser(user)) notFound()
  const { chyba } = await searchParams
  if (chyba === ERROR_CHECK.server.param) throw new ErrorReportingCheck(ERROR_CHECK.server.message)
  if (chyba === ERROR_CHECK.browser.param) return <BrowserRenderError />
  return (
    <section className="not-found" aria-labelledby="error-check-title">
      <h1 id="error-check-title">Kontrola hlášení chyb</h1>
      <p>
        Každý odkaz vyvolá chybu při vykreslení stránky. Návštěvník by viděl oznámení o nedostupné
        stránce, služba hlášení chyb dostane hlášení s verzí webu a čitelným výpisem zásobníku.
      </p>
      <p>
        <a className="button" href={`?chyba=${ERROR_CHECK.server.param}`}>
          Chyba na serveru
        </a>{' '}
        <a className="button button--outline" href={`?chyba=${ERROR_CHECK.browser.param}`}>
          Chyba v prohlížeči
        </a>
      </p>
    </section>
  )
}
