/**
 * First path segments that the application's own routes answer, never a CMS page, with the name
 * an editor sees when the admin refuses such a path. A test checks this list against the route
 * folders of `src/app/(site)/`, so a new code route cannot hide a page unnoticed.
 */
export const CODE_ROUTES: Readonly<Record<string, string>> = {
  home: 'úvodní stránka (upravuje se v globálu Úvodní stránka)',
  blog: 'blog',
  'nase-prace': 'naše práce (případové studie)',
  udalosti: 'události a záznamy webinářů',
  kariera: 'kariéra (pracovní nabídky)',
  'pro-media': 'pro média (tiskové zprávy)',
  hledat: 'vyhledávání',
  eshop: 'e-shop',
  secustamp: 'přihlášení do e-shopu',
  payment: 'ověření platby',
  'potvrzeni-schuzky': 'potvrzení schůzky s obchodníkem',
  next: 'náhled konceptů',
  admin: 'administrace',
  api: 'API',
  _next: 'soubory aplikace',
  'client-config.json': 'konfigurace aplikace',
  'version.json': 'verze aplikace',
  'sitemap.xml': 'mapa webu',
  'robots.txt': 'pravidla pro vyhledávače',
  'icon.svg': 'ikona webu',
  'provider-image': 'obrázky obsahu poskytovatele',
  'csp-report': 'hlášení o porušení bezpečnostní politiky',
}

/** CMS pages that live under a code route because that route hands them to the page renderer. */
export const CMS_PAGES_UNDER_CODE_ROUTES: readonly string[] = [
  'udalosti/digitalni-transformace-ve-stavebnictvi-potvrzeni-registrace',
]

/** The code route that owns a page path, if any (`potvrzeni-schuzky-novak` is one of its pages). */
export function codeRouteOwning(path: string): string | null {
  if (CMS_PAGES_UNDER_CODE_ROUTES.includes(path)) return null
  const first = path.split('/')[0] ?? ''
  const owner = Object.keys(CODE_ROUTES).find(
    (route) => first === route || (route === 'potvrzeni-schuzky' && first.startsWith(`${route}-`)),
  )
  return owner ?? null
}

/** The Czech refusal of a path that a code route answers, naming the route; null when free. */
export function codeRouteRefusal(path: string): string | null {
  const owner = codeRouteOwning(path)
  return owner
    ? `Cestu /${path} obsluhuje aplikace (${CODE_ROUTES[owner]}), stránka by se nikdy nezobrazila. Zvolte jinou cestu.`
    : null
}
