import type { Metadata } from 'next'

import { ConfirmationPage } from '@/components/leads/ConfirmationPage'

export const metadata: Metadata = { title: 'Konzultace zarezervována', robots: { index: false } }

export default function Confirmation() {
  return (
    <ConfirmationPage
      title="Konzultace zarezervována"
      text="Děkujeme. Ozveme se vám s potvrzením termínu a odkazem na online schůzku."
    />
  )
}
