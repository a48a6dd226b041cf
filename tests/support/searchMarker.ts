/**
 * A word no document contains, for a test's own search: letters only, never one letter twice in a
 * row. The search log stores neither digit runs (read as phone numbers) nor runs of one
 * character (junk), so a marker with either would silently stay out of "Co lidé hledají".
 */
export function searchMarker(prefix: string): string {
  const random = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const letters = random.replace(/\d/g, (digit) => 'bcdfghjklm'[Number(digit)]!)
  return `${prefix}${letters}`.replace(/(.)\1+/g, '$1')
}
