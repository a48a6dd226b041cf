import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Děkujeme', robots: { index: false } }

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Děkujeme"
      text="Vaši registraci jsme přijali. Podrobnosti najdete v e-mailu, který jsme vám právě poslali."
    />
  )
}
