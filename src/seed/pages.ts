import type { Payload } from 'payload'

import { ensureDocument } from './ensureDocument'
import { richText } from './richText'

export async function seedPages(payload: Payload): Promise<void> {
  await ensureDocument(
    payload,
    'pages',
    { path: { equals: 'home' } },
    {
      title: 'Jednodušeji. Digitálně.',
      path: 'home',
      _status: 'published',
      content: richText(`
Už 30 let digitalizujeme firmy a úřady. Elektronický podpis, důvěryhodný archiv, datové schránky
a digitalizace HR šetří našim klientům čas i peníze.

## Elektronický podpis bez starostí

Podepisujte smlouvy, faktury i pracovní dokumenty online, s platností podle nařízení eIDAS.
`),
    },
  )
}
