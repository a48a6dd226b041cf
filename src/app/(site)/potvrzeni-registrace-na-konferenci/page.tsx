import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

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
