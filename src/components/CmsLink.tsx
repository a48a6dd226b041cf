import Link from 'next/link'
import type { ReactNode } from 'react'

import { type DataLayerEventName, dataLayerEventAttribute } from '@/lib/analytics/dataLayer'
import type { ResolvedLink } from '@/lib/links/resolveLink'

/**
 * The site's one link: client-side navigation inside the site, a new tab (with `rel="noopener"`
 * and a hint for screen readers) when the editor asked for one or the link leaves the site. An
 * `analyticsEvent` is pushed on click by the one listener, dataLayerClicksScript.
 */
export function CmsLink({
  link,
  className,
  children,
  analyticsEvent,
}: {
  link: ResolvedLink
  className?: string
  children?: ReactNode
  analyticsEvent?: DataLayerEventName | null
}) {
  const content = children ?? link.label
  const eventProps = analyticsEvent ? { [dataLayerEventAttribute]: analyticsEvent } : {}
  if (link.newTab) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener" {...eventProps}>
        {content}
        <span className="visually-hidden"> (otevře se v nové záložce)</span>
      </a>
    )
  }
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={className} {...eventProps}>
        {content}
      </Link>
    )
  }
  return (
    <a href={link.href} className={className} {...eventProps}>
      {content}
    </a>
  )
}
