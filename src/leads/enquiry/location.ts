/** Spec 3: `location` tells the provider which form on which page the enquiry came from. */
export function buildLocation(label: string, origin: string, path: string): string {
  return `${label.trim()} | ${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
