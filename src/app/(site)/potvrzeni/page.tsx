import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Registrace potvrzena', robots: { index: false } }

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Registrace potvrzena"
      text="Děkujeme, registraci jsme přijali. Potvrzení a podrobnosti jsme poslali na váš e-mail."
    />
  )
}
