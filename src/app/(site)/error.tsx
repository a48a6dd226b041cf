'use client'

import { useEffect } from 'react'

import { reportBoundaryError } from '@/lib/errorReporting/startBrowserReporting'
import { UNAVAILABLE_PAGE } from '@/lib/http/unavailablePage'

/**
 * What a visitor sees in place of a page that failed to render (the header, footer and menus of
 * the layout stay): the words of the outage page and a retry, which fetches and renders the page
 * again. The error is reported when reporting is on (startBrowserReporting.ts); an error of the
 * server is also reported by the server, with its stack (src/instrumentation.ts).
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => reportBoundaryError(error, 'site'), [error])
  return (
    <section className="not-found" role="alert" aria-labelledby="site-error-title">
      <h1 id="site-error-title">{UNAVAILABLE_PAGE.title}</h1>
      <p>{UNAVAILABLE_PAGE.message}</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          {UNAVAILABLE_PAGE.reload}
        </button>
      </p>
    </section>
  )
}
