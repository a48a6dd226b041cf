let loaded = false

/** Injects Google Tag Manager once; called only after analytics consent. */
export function loadTagManager(containerId: string): void {
  if (loaded || !/^GTM-[A-Z0-9]+$/.test(containerId)) return
  loaded = true
  window.dataLayer ??= []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
}

/** Analytics cookies set before a consent was withdrawn; the page reloads without the tags. */
export function removeAnalyticsCookies(): void {
  const host = window.location.hostname
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (!name || !/^(_ga|_gid|_gat|_gcl)/.test(name)) continue
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.replace(/^www\./, '')}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`
    }
  }
}
