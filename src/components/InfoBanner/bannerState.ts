/** Changes when the announcement changes, so a new one shows again to those who closed the old. */
export function bannerKey(parts: Array<string | number | null | undefined>): string {
  let hash = 5381
  for (const char of parts.join('|')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return hash.toString(36)
}

export function hasEnded(endsAt: number | null, now = Date.now()): boolean {
  return endsAt !== null && endsAt <= now
}
