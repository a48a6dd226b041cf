import type { Payload } from 'payload'

import { ensureDocument } from './ensureDocument'
import { toLinkValue } from './pages'

/** Old addresses still linked from elsewhere on the internet. */
export const seededRedirects = [
  ...[50, 51, 52, 53].map((release) => ({
    from: `/sofa-news-${release}`,
    to: `/novinky-v-aplikaci-sofa-${release}`,
  })),
  // The former "sign a document in a few minutes" page now lives on the main signature page.
  { from: '/podepsani-dokumentu-za-par-minut', to: '/elektronicky-podpis' },
]

export async function seedRedirects(payload: Payload, ids: Map<string, number>): Promise<void> {
  for (const redirect of seededRedirects) {
    await ensureDocument(
      payload,
      'redirects',
      { from: { equals: redirect.from } },
      { from: redirect.from, to: toLinkValue({ to: redirect.to }, ids), type: 'permanent' },
    )
  }
}
