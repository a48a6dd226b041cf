import './globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { ConsentBanner } from '@/components/consent/ConsentBanner'
import { ErrorReporting } from '@/components/siteStatus/ErrorReporting'
import { GlobalErrorNotice } from '@/components/siteStatus/GlobalErrorNotice'
import { VersionWatch } from '@/components/siteStatus/VersionWatch'
import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { InfoBanner } from '@/components/InfoBanner/InfoBanner'
import { inlineScripts } from '@/lib/preHydration/inlineScripts'
import { getDraftAccess } from '@/cms/getDraftAccess'
import { getInfoBanner, getShellFooter, getShellHeader, getSiteSettings } from '@/cms/getGlobals'
import { env } from '@/lib/env'
import { COMPANY_NAME_SUFFIX, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@/lib/site'

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { template: `%s${COMPANY_NAME_SUFFIX}`, default: DEFAULT_TITLE },
  description: DEFAULT_DESCRIPTION,
}

export const viewport: Viewport = { themeColor: '#0b3d91', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // An editor in draft mode sees the draft menus and footer (their live preview); everyone else
  // the published ones, cached by tag: a page served from the cache reads none of them.
  const access = await getDraftAccess()
  const draftViewer = access.kind === 'drafts' ? access.user : null
  const [header, footer, banner, settings] = await Promise.all([
    getShellHeader(draftViewer),
    getShellFooter(draftViewer),
    getInfoBanner(),
    getSiteSettings(),
  ])
  return (
    // The banners' inline scripts mark <html> before hydration (info banner closed, cookie choice made).
    <html lang="cs" suppressHydrationWarning>
      <head>
        {/* Drafts are for editors only: no search engine keeps a preview. */}
        {draftViewer ? <meta name="robots" content="noindex, nofollow" /> : null}
        {/* Without JavaScript nothing measures anyone and the banner's buttons cannot work: it
            would only cover the bottom of the screen (and focus there) for good. */}
        <noscript>
          <style>{'[data-consent-pending]{display:none}'}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#obsah">
          Přeskočit na obsah
        </a>
        <InfoBanner banner={banner} />
        <Header header={header} />
        <main id="obsah" tabIndex={-1}>
          {children}
        </main>
        <Footer footer={footer} settings={settings} />
        <GlobalErrorNotice />
        <VersionWatch />
        {/* Hides the server-rendered cookie banner before first paint when a choice is stored,
            and answers a click on it made before hydration; counts every click on a tagged link
            (dataLayerClicksScript, the one analytics click listener). */}
        <script
          dangerouslySetInnerHTML={{
            __html: inlineScripts.shell,
          }}
        />
        <ConsentBanner />
        <ErrorReporting />
      </body>
    </html>
  )
}
