/** A plain text table for the operator scripts' summaries (every cell a string). */
export function formatTable(rows: Array<Record<string, string>>): string {
  const columns = Object.keys(rows[0] ?? {})
  const width = (column: string) =>
    Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length))
  const line = (cell: (column: string) => string) =>
    columns.map((column) => cell(column).padEnd(width(column))).join(' | ')
  return [
    line((column) => column),
    line((column) => '-'.repeat(width(column))),
    ...rows.map((row) => line((column) => row[column] ?? '')),
  ].join('\n')
}

export const timestampForFile = () => new Date().toISOString().replace(/[:.]/g, '-')
