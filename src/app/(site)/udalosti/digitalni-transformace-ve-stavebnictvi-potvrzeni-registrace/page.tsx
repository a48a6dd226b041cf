import type { Metadata } from 'next'

import ContentPage, { generateMetadata as contentMetadata } from '../../[[...slug]]/page'

// A CMS page under /udalosti, whose catch-all otherwise treats every segment as an event slug.
// Rendered on request like the other confirmation pages: `next build` has no database.
export const dynamic = 'force-dynamic'

const params = Promise.resolve({
  slug: ['udalosti', 'digitalni-transformace-ve-stavebnictvi-potvrzeni-registrace'],
})

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata({ params })
}

export default function ConfirmationPage() {
  return <ContentPage params={params} />
}
