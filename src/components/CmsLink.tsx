import Link from 'next/link'
import type { ReactNode } from 'react'

import type { ResolvedLink } from '@/lib/links/resolveLink'

/**
 * A resolved CMS link: client-side navigation inside the site, a new tab (with `rel="noopener"`
 * and a hint for screen readers) when the editor asked for one or the link leaves the site.
 */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: ResolvedLink
  className?: string
  children?: ReactNode
}) {
  const content = children ?? link.label
  if (link.newTab) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener">
        {content}
        <span className="visually-hidden"> (otevře se v novém panelu)</span>
      </a>
    )
  }
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <a href={link.href} className={className}>
      {content}
    </a>
  )
}
