import type { ProviderId } from '../schemas/providerId'
import type { Transport } from '../transport'

export async function downloadInvoice(
  transport: Transport,
  invoiceId: ProviderId,
): Promise<{ blob: Blob; filename: string }> {
  const file = await transport.blob('/api/order/invoice', {
    auth: true,
    query: { invoiceId: String(invoiceId) },
  })
  return { blob: file.blob, filename: file.filename ?? `faktura-${invoiceId}.pdf` }
}
