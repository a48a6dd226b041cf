/** Czech plural of a count: 1 výsledek, 2–4 výsledky, 0 and 5+ výsledků. */
export function czechPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one
  if (count >= 2 && count <= 4) return few
  return many
}

/** "Nalezeno 12 výsledků", "Nalezen 1 výsledek", "Nalezeny 3 výsledky". */
export function resultCountText(count: number): string {
  const formatted = count.toLocaleString('cs-CZ')
  const verb = czechPlural(count, 'Nalezen', 'Nalezeny', 'Nalezeno')
  return `${verb} ${formatted} ${czechPlural(count, 'výsledek', 'výsledky', 'výsledků')}`
}
