import type { SeedPage } from './types'

/** Thank-you pages after a form; search engines are asked not to index them. */
const confirmation = (
  path: string,
  title: string,
  lead: string,
  next: { to: string; label: string },
): SeedPage => ({
  path,
  title,
  eyebrow: 'Děkujeme',
  lead,
  noIndex: true,
  actions: [next, { to: '/', label: 'Na úvodní stránku' }],
  blocks: [],
})

export const confirmationPages: SeedPage[] = [
  confirmation(
    'potvrzeni-rezervace-online-ukazka-aplikace-sofa',
    'Rezervace online ukázky aplikace Sofa je potvrzena',
    'Děkujeme za zájem o Sofu. Pozvánku s odkazem na online schůzku jsme vám poslali e-mailem. Ukázka trvá 30 minut.',
    { to: '/sofa', label: 'Více o aplikaci Sofa' },
  ),
  confirmation(
    'potvrzeni-rezervace',
    'Rezervace je potvrzena',
    'Děkujeme, vaši rezervaci jsme přijali. Potvrzení a podrobnosti najdete v e-mailu.',
    { to: '/udalosti', label: 'Další události' },
  ),
  confirmation(
    'potvrzeni',
    'Děkujeme, zprávu jsme přijali',
    'Ozveme se vám v pracovní dny obvykle do několika hodin.',
    { to: '/nase-prace', label: 'Podívejte se na naši práci' },
  ),
  confirmation(
    'potvrzeni-obecne',
    'Hotovo, děkujeme',
    'Váš požadavek jsme zaznamenali. Pokud bude potřeba, ozveme se vám e-mailem nebo telefonicky.',
    { to: '/blog', label: 'Přečtěte si náš blog' },
  ),
  confirmation(
    'potvrzeni-registrace-na-konferenci',
    'Registrace na konferenci je potvrzena',
    'Těšíme se na vás. Potvrzení s programem a informacemi o místě konání jsme vám poslali e-mailem.',
    { to: '/digitalizace-hr', label: 'Digitalizace HR' },
  ),
  confirmation(
    'potvrzeni-registrace-konference-elpodpis',
    'Registrace na konferenci o elektronickém podpisu je potvrzena',
    'Děkujeme za registraci. Program a pokyny k účasti najdete v e-mailu.',
    { to: '/elektronicky-podpis', label: 'Elektronický podpis' },
  ),
  confirmation(
    'udalosti/digitalni-transformace-ve-stavebnictvi-potvrzeni-registrace',
    'Registrace na akci Digitální transformace ve stavebnictví je potvrzena',
    'Děkujeme, vaše místo je rezervováno. Připomínku s podrobnostmi vám pošleme pár dní před akcí.',
    { to: '/elektronicke-autorizacni-razitko', label: 'Elektronické autorizační razítko' },
  ),
  confirmation(
    'potvrzeni-odberu-newsletteru',
    'Odběr newsletteru je potvrzen',
    'Děkujeme. Novinky ze světa elektronických dokumentů vám budeme posílat zhruba jednou měsíčně; odhlásit se můžete odkazem v každém e-mailu.',
    { to: '/novinky', label: 'Novinky v aplikaci Sofa' },
  ),
]
