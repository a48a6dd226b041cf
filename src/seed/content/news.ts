import type { SeedPage } from './types'

type Release = {
  path: string
  number: number
  date: string
  headline: string
  lead: string
  items: string[]
}

const releases: Release[] = [
  {
    path: 'sofa-news-44',
    number: 44,
    date: '2024-09-12',
    headline: 'hromadné podepisování v mobilu',
    lead: 'Dokumenty čekající na váš podpis teď podepíšete v mobilu najednou, jediným potvrzením.',
    items: [
      'Hromadné podepisování v mobilní aplikaci pro podpisy SecuSign.',
      'Filtr „Čeká na mě“ v přehledu dokumentů.',
      'Rychlejší načítání rozsáhlých PDF s mnoha stranami.',
    ],
  },
  {
    path: 'sofa-news-45',
    number: 45,
    date: '2024-10-24',
    headline: 'šablony schvalovacích procesů',
    lead: 'Opakované schvalovací procesy si uložíte jako šablonu a příště je spustíte jedním kliknutím.',
    items: [
      'Šablony procesů s předvyplněnými schvalovateli a termíny.',
      'Zástupy: při nepřítomnosti schvaluje určený kolega.',
      'Nové upozornění na blížící se termín schválení.',
    ],
  },
  {
    path: 'sofa-news-46',
    number: 46,
    date: '2024-12-05',
    headline: 'datové schránky s automatickým tříděním',
    lead: 'Přijaté datové zprávy se podle pravidel samy předají správnému oddělení.',
    items: [
      'Pravidla pro třídění datových zpráv podle odesílatele a věci.',
      'Odeslání dokumentu do datové schránky přímo z detailu dokumentu.',
      'Export doručenek do archivu.',
    ],
  },
  {
    path: 'sofa-news-47',
    number: 47,
    date: '2025-01-23',
    headline: 'integrace s Microsoft Teams',
    lead: 'Oznámení o dokumentech k podpisu a schválení dostanete přímo do Microsoft Teams.',
    items: [
      'Aplikace Sofa pro Microsoft Teams s oznámeními.',
      'Schválení dokumentu přímo z oznámení v Teams.',
      'Jednotné přihlášení přes Microsoft Entra ID pro všechny tarify.',
    ],
  },
  {
    path: 'sofa-news-48',
    number: 48,
    date: '2025-03-06',
    headline: 'oblíbené položky a nový levý panel',
    lead: 'Nejčastěji používané dokumenty, složky a agendy si připnete mezi oblíbené.',
    items: [
      'Oblíbené položky v levém panelu, viz [návod](/sofa/funkce/oblibene-polozky).',
      'Přepracovaný levý panel s rychlým hledáním.',
      'Tmavý režim pro celou aplikaci.',
    ],
  },
  {
    path: 'novinky-v-aplikaci-sofa-50',
    number: 50,
    date: '2025-05-15',
    headline: 'elektronická osobní složka zaměstnance',
    lead: 'Jubilejní verze přináší modul pro digitalizaci HR: osobní složky zaměstnanců a distribuci výplatních pásek.',
    items: [
      'Modul [Elektronická osobní složka](/elektronicka-osobni-slozka-zamestnance).',
      'Distribuce výplatních pásek s potvrzením doručení.',
      'Ověření totožnosti zaměstnance kódem z SMS.',
    ],
  },
  {
    path: 'novinky-v-aplikaci-sofa-51',
    number: 51,
    date: '2025-06-26',
    headline: 'agenda smluv s hlídáním výpovědních lhůt',
    lead: 'Sofa Agenda teď hlídá výpovědní lhůty a automatická prodloužení smluv.',
    items: [
      'Pole pro výpovědní lhůtu a automatické prodloužení smlouvy.',
      'Upozornění odpovědné osobě 30 a 7 dní předem.',
      'Export agendy do Excelu.',
    ],
  },
  {
    path: 'novinky-v-aplikaci-sofa-52',
    number: 52,
    date: '2025-09-04',
    headline: 'kvalifikované ověřování přijatých dokumentů',
    lead: 'Každý přijatý podepsaný dokument Sofa ověří kvalifikovanou službou a protokol uloží k dokumentu.',
    items: [
      'Automatické ověření podpisů a pečetí u přijatých dokumentů.',
      'Protokol o ověření ke stažení ve formátu PDF.',
      'Upozornění na neplatný nebo pozměněný dokument.',
    ],
  },
  {
    path: 'novinky-v-aplikaci-sofa-53',
    number: 53,
    date: '2025-10-16',
    headline: 'žádankové procesy pro HR',
    lead: 'Žádosti o dovolenou, změny úvazku a cestovní příkazy vyřídíte v aplikaci Sofa od vyplnění po archivaci.',
    items: [
      'Formuláře žádostí s kontrolami a výpočty.',
      'Schvalování podle organizační struktury z HR systému.',
      'Uložení schválené žádosti do osobní složky zaměstnance.',
    ],
  },
]

export const newsPages: SeedPage[] = [
  ...releases.map((release): SeedPage => ({
    path: release.path,
    title: `Novinky v aplikaci Sofa ${release.number}: ${release.headline}`,
    eyebrow: 'Novinky v aplikaci Sofa',
    lead: release.lead,
    kind: 'news',
    publishedAt: `${release.date}T10:00:00.000Z`,
    blocks: [
      {
        type: 'content',
        text: `
## Co je nového

${release.items.map((item) => `- ${item}`).join('\n')}

## Jak novinky získat

Verze ${release.number} je dostupná všem uživatelům cloudové aplikace Sofa automaticky. Zákazníkům s instalací ve vlastní infrastruktuře ji nasadí správce podle pokynů v [dokumentaci](/dokumentace). Starší i novější změny najdete v [přehledu novinek](/novinky).
`,
      },
    ],
  })),
  {
    path: 'novinky',
    title: 'Novinky v aplikaci Sofa',
    eyebrow: 'Sofa',
    lead: 'Co nového přinášejí jednotlivé verze aplikace Sofa. Nové verze vydáváme zhruba každých šest týdnů.',
    blocks: [{ type: 'newsList', limit: 50 }],
  },
]
