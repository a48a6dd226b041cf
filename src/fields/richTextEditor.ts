import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData } from 'payload'

import { validateRichTextLinkUrl } from './richTextLinkUrl'
import { SafeLinksFeature } from './richTextSafeLinks'

function withSafeUrl(field: FieldAffectingData): FieldAffectingData {
  return field.type === 'text' && !field.hasMany && field.name === 'url'
    ? { ...field, validate: validateRichTextLinkUrl }
    : field
}

/**
 * The editor of every rich-text field: Payload's defaults, with links held to the site's rules:
 * in the link drawer (the `url` field's validate) and on every save, drafts included
 * (richTextSafeLinks.ts).
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({ fields: ({ defaultFields }) => defaultFields.map(withSafeUrl) }),
    SafeLinksFeature(),
  ],
})
