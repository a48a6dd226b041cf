import { createServerFeature } from '@payloadcms/richtext-lexical'
import type { RichTextHooks } from 'payload'

import { RICH_TEXT_LINK_REFUSED, safeHref } from '@/lib/links/safeHref'

/** Lexical's link nodes: typed links and the ones the editor makes from a typed address. */
const LINK_TYPES = new Set(['link', 'autolink'])

type LinkFields = { linkType?: unknown; url?: unknown; doc?: unknown }
type BeforeChangeRichTextHook = NonNullable<RichTextHooks['beforeChange']>[number]
type NodeLike = { type?: unknown; fields?: LinkFields; children?: unknown }

/**
 * Every link node of a rich-text value, walked with a stack (no recursion: a value nested
 * thousands of levels deep must not overflow the stack here).
 */
export function linkNodesOf(value: unknown): NodeLike[] {
  const found: NodeLike[] = []
  const root = (value as { root?: unknown } | null | undefined)?.root
  const stack: unknown[] = root ? [root] : []
  while (stack.length > 0) {
    const node = stack.pop() as NodeLike | null
    if (!node || typeof node !== 'object') continue
    if (LINK_TYPES.has(node.type as string) && node.fields && typeof node.fields === 'object') {
      found.push(node)
    }
    if (Array.isArray(node.children)) stack.push(...(node.children as unknown[]))
  }
  return found
}

/**
 * On every save (drafts and autosave too: Payload runs `beforeChange` hooks on them but skips
 * fields' `validate`, which is where richTextLinkUrl.ts checks the link drawer's address), links
 * are held to the site's link rule: an internal link loses any `url` (it is resolved from its
 * document, and a stored free address would be one more thing to trust), a custom link whose
 * address the rule refuses makes the save fail with the Czech message on the rich-text field.
 */
export const refuseUnsafeRichTextLinks: BeforeChangeRichTextHook = ({ value, errors, path }) => {
  let refused = false
  for (const node of linkNodesOf(value)) {
    const fields = node.fields as LinkFields
    if (fields.linkType === 'internal') {
      delete fields.url
      continue
    }
    if (safeHref(fields.url) === null) refused = true
  }
  if (refused) {
    const message = RICH_TEXT_LINK_REFUSED
    const fieldPath = Array.isArray(path) ? path.join('.') : String(path ?? '')
    if (errors) errors.push({ message, path: fieldPath })
    else throw new Error(message)
  }
  return value
}

/** The rule above as a lexical feature, added to the editor of every rich-text field. */
export const SafeLinksFeature = createServerFeature({
  key: 'safeLinks',
  feature: { hooks: { beforeChange: [refuseUnsafeRichTextLinks] } },
})
