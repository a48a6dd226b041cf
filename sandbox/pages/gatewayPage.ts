import type { SandboxOrder } from '../state'
import { escapeHtml, htmlPage } from './layout'

function czk(amountMinor: number): string {
  return `${(amountMinor / 100).toLocaleString('cs-CZ', { minimumFractionDigits: 2 })} Kč`
}

export function gatewayPage(order: SandboxOrder, paymentId: string): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)} × ${line.count}</td><td class="amount">${czk(line.price.amount * line.count)}</td></tr>`,
    )
    .join('')
  const button = (result: string, label: string, style = '') =>
    `<form method="post" action="/gateway/${order.id}">
<input type="hidden" name="payment_id" value="${escapeHtml(paymentId)}">
<input type="hidden" name="result" value="${result}">
<button type="submit"${style ? ` class="${style}"` : ''}>${label}</button>
</form>`
  const paidNote =
    order.status === 'paid'
      ? '<p class="note">Tato objednávka už je zaplacená; další platba ji nezaplatí podruhé.</p>'
      : ''
  return htmlPage(
    `Platba objednávky ${order.id}`,
    `<h1>Platba kartou</h1>
<p>Objednávka č. ${order.id} pro ${escapeHtml(order.customer.mail)}</p>
<table>
<thead><tr><th>Položka</th><th class="amount">Cena</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th>Celkem k úhradě</th><th class="amount">${czk(order.total.amount)}</th></tr></tfoot>
</table>
${paidNote}
${button('paid', 'Zaplatit')}
${button('cancelled', 'Zrušit', 'secondary')}
${button('failed', 'Chyba platby', 'danger')}
<p class="note">Platební brána testovacího prostředí: žádné peníze se nepřevádějí.</p>`,
  )
}
