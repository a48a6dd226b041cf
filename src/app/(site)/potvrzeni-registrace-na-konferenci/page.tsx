import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Registrace na konferenci potvrzena',
  robots: { index: false },
}

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Registrace na konferenci potvrzena"
      text="Těšíme se na vás. Potvrzení s programem a místem konání jsme poslali na váš e-mail."
    />
  )
}
