import type { GroupField } from 'payload'

import { label } from '@/fields/label'
import { linkField } from '@/fields/link'

/**
 * An optional link that leads to the online signing site of the site settings while it has no
 * target (stripe and video: spec 2, homepage). Rendered through `linkOrSigningSite`.
 */
export function signingSiteLinkField(name: string, groupLabel: { cs: string; en: string }) {
  return linkField({
    name,
    label: groupLabel,
    withLabel: false,
    required: false,
    description: label(
      'Bez vybrané stránky, cesty nebo adresy vede na web online podepisování z Nastavení webu → Kontakty a odkazy.',
      'Without a target it leads to the online signing site of the site settings.',
    ),
  }) satisfies GroupField
}
