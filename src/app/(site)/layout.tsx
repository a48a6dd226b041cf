import './globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { ConsentBanner } from '@/components/consent/ConsentBanner'
import { ErrorReporting } from '@/components/siteStatus/ErrorReporting'
import { GlobalErrorNotice } from '@/components/siteStatus/GlobalErrorNotice'
import { VersionWatch } from '@/components/siteStatus/VersionWatch'
import { env } from '@/lib/env'
import { COMPANY_NAME } from '@/lib/site'

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { template: `%s | ${COMPANY_NAME}`, default: `${COMPANY_NAME} – Jednodušeji. Digitálně.` },
  description:
    'Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR pro firmy i veřejnou správu.',
}

export const viewport: Viewport = { themeColor: '#0b3d91', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="cs">
      <body>
        <a className="skip-link" href="#obsah">
          Přeskočit na obsah
        </a>
        <main id="obsah">{children}</main>
        <GlobalErrorNotice />
        <VersionWatch />
        <ConsentBanner />
        <ErrorReporting />
      </body>
    </html>
  )
}
