import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Konzultace zarezervována', robots: { index: false } }

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Konzultace zarezervována"
      text="Děkujeme. Ozveme se vám s potvrzením termínu a odkazem na online schůzku."
    />
  )
}
