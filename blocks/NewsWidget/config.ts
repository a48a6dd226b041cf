import type { Block } from 'payload'

import {
  newsWidgetScriptOrigins,
  newsWidgetScriptUrl,
} from '../../src/lib/security/thirdPartyOrigins'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { headingField } from '../shared/sectionFields'

/**
 * A third-party news feed; its script loads only after analytics consent and when in view. The
 * widget id is one for the whole site, in the site settings.
 */
export const NewsWidgetBlockConfig: Block = {
  slug: 'newsWidget',
  interfaceName: 'NewsWidgetBlock',
  labels: {
    singular: label('Widget novinek', 'News widget'),
    plural: label('Widgety novinek', 'News widgets'),
  },
  fields: [
    headingField(),
    {
      name: 'scriptUrl',
      type: 'text',
      required: true,
      defaultValue: newsWidgetScriptUrl,
      label: label('Adresa skriptu widgetu', 'Widget script URL'),
      validate: (value: string | null | undefined) => {
        try {
          const url = new URL(value ?? '')
          return (
            (url.protocol === 'https:' && newsWidgetScriptOrigins.includes(url.origin)) ||
            `Povolené jsou jen skripty z ${newsWidgetScriptOrigins.join(', ')}.`
          )
        } catch {
          return 'Zadejte adresu začínající https://.'
        }
      },
    },
    {
      name: 'fallbackText',
      type: 'text',
      required: true,
      defaultValue: 'Novinky najdete také na našem LinkedInu',
      label: label('Text odkazu bez souhlasu s cookies', 'Fallback link text'),
    },
    linkField({
      name: 'fallbackUrl',
      label: label('Odkaz bez souhlasu s cookies', 'Fallback link'),
      withLabel: false,
    }),
  ],
}
