/** Czech labels of the provider's order states (the sandbox's; others are shown as they come). */
const labels: Record<string, string> = {
  new: 'Nová',
  pending: 'Čeká na platbu',
  paid: 'Zaplacená',
  cancelled: 'Platba zrušena',
  failed: 'Platba se nezdařila',
}

export function orderStatusLabel(status: string): string {
  return labels[status] ?? status
}
