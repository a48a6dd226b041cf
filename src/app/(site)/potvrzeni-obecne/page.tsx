import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

export const metadata: Metadata = { title: 'Děkujeme', robots: { index: false } }

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Děkujeme"
      text="Vaši registraci jsme přijali. Podrobnosti najdete v e-mailu, který jsme vám právě poslali."
    />
  )
}
