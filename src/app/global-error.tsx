'use client'

import { useEffect } from 'react'

import { reportBoundaryError } from '@/lib/errorReporting/startBrowserReporting'
import { UNAVAILABLE_PAGE } from '@/lib/http/unavailablePage'

/**
 * What a visitor sees when a page cannot be rendered at all: replaces the whole document, so it
 * carries its own minimal styles. The server answers such a render with 503 and the same words
 * as plain HTML while the database is unreachable (server/outageStatus.ts). The error is reported
 * when reporting is on (the site's layout that would start it is gone: this page starts it).
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => reportBoundaryError(error, 'global'), [error])
  return (
    <html lang="cs">
      <head>
        <title>{`${UNAVAILABLE_PAGE.title} | Software602`}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#14213d' }}>
        <main style={{ maxWidth: '40rem', margin: '15vh auto', padding: '0 1.5rem' }}>
          <div role="alert" aria-labelledby="global-error-title">
            <h1 id="global-error-title" style={{ fontSize: '1.75rem' }}>
              {UNAVAILABLE_PAGE.title}
            </h1>
            <p>{UNAVAILABLE_PAGE.message}</p>
            <p>
              {/* A full reload, not a re-render: what failed is the layout every page shares. */}
              <a href="" style={{ color: '#0b3d91', fontWeight: 600 }}>
                {UNAVAILABLE_PAGE.reload}
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  )
}
