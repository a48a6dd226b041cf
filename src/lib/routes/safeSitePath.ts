/** A path on this site ('/…'), never another origin ('//evil.example', '/\\evil'). */
export function safeSitePath(value: string | null | undefined): string {
  return value && /^\/(?![/\\])/.test(value) ? value : '/'
}
