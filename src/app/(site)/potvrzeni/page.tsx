import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

export const metadata: Metadata = { title: 'Registrace potvrzena', robots: { index: false } }

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Registrace potvrzena"
      text="Děkujeme, registraci jsme přijali. Potvrzení a podrobnosti jsme poslali na váš e-mail."
    />
  )
}
