import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import type { ComponentProps } from 'react'

import { urlOfPagePath } from '@/lib/routes/pagePath'

type LinkFields = {
  doc?: { relationTo: string; value: unknown } | null
  linkType?: string
  url?: string
}

/** Where a rich-text link leads; null for an internal link whose page a visitor cannot see. */
function hrefOf(fields: LinkFields): string | null {
  if (fields.linkType !== 'internal') return fields.url || null
  const value = fields.doc?.value
  if (fields.doc?.relationTo === 'pages' && value && typeof value === 'object' && 'path' in value) {
    return typeof value.path === 'string' ? urlOfPagePath(value.path) : null
  }
  return null
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = hrefOf(node.fields)
    if (!href) return <>{children}</>
    if (node.fields.newTab || /^https?:\/\//.test(href)) {
      return (
        <a href={href} target="_blank" rel="noopener">
          {children}
          <span className="visually-hidden"> (otevře se v novém panelu)</span>
        </a>
      )
    }
    return href.startsWith('/') ? (
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href}>{children}</a>
    )
  },
})

type Props = Omit<ComponentProps<typeof LexicalRichText>, 'converters'>

/** Lexical rich text rendered on the server, with links that respect the site's rules. */
export function RichText({ className, ...props }: Props) {
  return (
    <LexicalRichText
      {...props}
      converters={converters}
      className={['rich-text', className].filter(Boolean).join(' ')}
    />
  )
}
