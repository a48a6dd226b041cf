import { bodyObject } from '../bodyFields'
import { products } from '../fixtures/products'
import { HttpError, sendFile, sendJson } from '../http'
import { buildPdf, type PdfLine } from '../invoicePdf'
import { describeOrderBodyIssue, orderBodySchema } from '../orderBody'
import { route, type Route } from '../router'
import { requireSessionMail, type SessionKeys } from '../session'
import type { OrderLine, SandboxOrder } from '../state'

function formatCzk(amountMinor: number): string {
  const [whole = '0', fraction = '00'] = (amountMinor / 100).toFixed(2).split('.')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction} CZK`
}

function invoiceLines(order: SandboxOrder): PdfLine[] {
  const customer = order.customer
  const lines: PdfLine[] = [
    { text: `Faktura ${order.invoiceId}`, size: 20, bold: true },
    { text: 'Sandbox poskytovatele - nejde o danovy doklad', size: 9 },
    { text: 'Odberatel', bold: true, gap: 18 },
    { text: `${customer.name} ${customer.surname}` },
    { text: customer.street_address },
    { text: `${customer.zip} ${customer.city}` },
    { text: customer.mail },
  ]
  if (customer.legal_entity_purchase) {
    lines.push({ text: customer.legal_entity_name })
    lines.push({ text: `IC: ${customer.ic}${customer.dic ? `   DIC: ${customer.dic}` : ''}` })
  }
  lines.push({ text: `Objednavka c. ${order.id}`, bold: true, gap: 18 })
  lines.push({ text: `Datum vystaveni: ${(order.paidAt ?? order.created).slice(0, 10)}` })
  lines.push({ text: 'Polozky', bold: true, gap: 18 })
  for (const line of order.lines) {
    lines.push({
      text: `${line.count} x ${line.title} ... ${formatCzk(line.price.amount * line.count)}`,
    })
  }
  lines.push({ text: `Celkem: ${formatCzk(order.total.amount)}`, bold: true, size: 14, gap: 12 })
  lines.push({ text: 'Uhrazeno platebni kartou.', gap: 6 })
  return lines
}

function orderLines(items: { product_id: number; count: number }[]): OrderLine[] {
  return items.map((item) => {
    const product = products.find((candidate) => candidate.id === item.product_id)
    if (!product) throw new HttpError(422, `Produkt ${item.product_id} neexistuje.`)
    if (!product.canBeBought) {
      throw new HttpError(422, `Produkt „${product.title}“ již nelze zakoupit.`)
    }
    return { product_id: product.id, title: product.title, count: item.count, price: product.price }
  })
}

function toApiShape(order: SandboxOrder) {
  return {
    id: order.id,
    created: order.created,
    status: order.status,
    items: order.lines,
    total: order.total,
    invoice_id: order.invoiceId,
  }
}

export function orderRoutes(keys: SessionKeys): Route[] {
  return [
    route('POST', '/order', async (c) => {
      const mail = await requireSessionMail(c, keys)
      const parsed = orderBodySchema.safeParse(bodyObject(c.body))
      if (!parsed.success) throw new HttpError(422, describeOrderBodyIssue(parsed.error))
      const { items, ...customer } = parsed.data
      const lines = orderLines(items)
      const order: SandboxOrder = {
        id: c.state.takeOrderId(),
        owner: mail,
        created: new Date().toISOString(),
        status: 'new',
        lines,
        total: {
          amount: lines.reduce((sum, line) => sum + line.price.amount * line.count, 0),
          currency: 'CZK',
        },
        customer,
        invoiceId: null,
        paidAt: null,
        payments: new Map(),
      }
      c.state.orders.set(order.id, order)
      sendJson(c.res, 201, { id: order.id })
    }),

    route('GET', '/order/my', async (c) => {
      const mail = await requireSessionMail(c, keys)
      const mine = [...c.state.orders.values()]
        .filter((order) => order.owner === mail)
        .sort((a, b) => b.id - a.id)
      sendJson(c.res, 200, { data: mine.map(toApiShape) })
    }),

    route('GET', '/order/invoice', async (c) => {
      const mail = await requireSessionMail(c, keys)
      const invoiceId = c.url.searchParams.get('invoiceId')
      if (!invoiceId) throw new HttpError(422, 'Chybí parametr invoiceId.')
      const order = [...c.state.orders.values()].find((each) => each.invoiceId === invoiceId)
      if (!order) throw new HttpError(404, 'Faktura nenalezena.')
      if (order.owner !== mail) throw new HttpError(403, 'K této faktuře nemáte přístup.')
      sendFile(c.res, buildPdf(`Faktura ${invoiceId}`, invoiceLines(order)), {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="faktura-${invoiceId}.pdf"`,
      })
    }),
  ]
}
