import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

import { type RichTextLinkFields, richTextHref } from '@/lib/links/richTextHref'

/** A link, or its text alone when it leads nowhere a visitor may go. */
function RichTextLink({ fields, children }: { fields: RichTextLinkFields; children: ReactNode }) {
  const href = richTextHref(fields)
  if (!href) return <>{children}</>
  if (fields.newTab || /^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden"> (otevře se v nové záložce)</span>
      </a>
    )
  }
  return href.startsWith('/') ? <Link href={href}>{children}</Link> : <a href={href}>{children}</a>
}

// Auto links (pasted addresses) get the same filter: Payload's default renders their url as is.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => (
    <RichTextLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>
  ),
  autolink: ({ node, nodesToJSX }) => (
    <RichTextLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>
  ),
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
