'use client'

/**
 * The page a visitor gets when a page cannot be rendered at all (the database is down, say):
 * replaces the whole document, so it carries its own minimal styles. Server-side the answer is
 * 503 with Retry-After while the database is unreachable (src/lib/http/databaseOutageStatus.ts).
 */
export default function GlobalError() {
  return (
    <html lang="cs">
      <head>
        <title>Stránka je dočasně nedostupná | Software602</title>
        <meta name="robots" content="noindex" />
      </head>
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, sans-serif',
          color: '#14213d',
          background: '#fff',
        }}
      >
        <main style={{ maxWidth: '40rem', margin: '15vh auto', padding: '0 1.5rem' }}>
          <h1 style={{ fontSize: '1.75rem' }}>Stránka je dočasně nedostupná</h1>
          <p>Omlouváme se, stránku se teď nepodařilo načíst. Zkuste to prosím za chvíli znovu.</p>
          <p>
            <a href="" style={{ color: '#0b3d91', fontWeight: 600 }}>
              Načíst stránku znovu
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
