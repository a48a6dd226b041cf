/**
 * The relevance set: Czech queries as visitors type them and the results a person expects among
 * the first three. The words come from the site's own content (the seeded pages in src/seed, the
 * press releases and job postings, the sandbox's blog posts, case studies, events and products in
 * sandbox/fixtures), put in every case and number; the expected pages are chosen by what the
 * query means, not by what the search returned. `case` names the form: nom, gen, dat, acc, loc,
 * ins, sg or pl (Czech has no separate vocative in searches), or what else the query tests.
 */
export type RelevanceQuery = { query: string; expected: string[]; case?: string }

const SIGNATURE = ['/elektronicky-podpis', '/co-je-elektronicky-podpis']
const SEAL = ['/elektronicka-pecet', '/blog/elektronicka-pecet-pro-organizace']
const TIMESTAMPS = [
  '/casova-razitka',
  '/casova-razitka-pro-firmy',
  '/casova-razitka-pro-verejnou-spravu',
  '/blog/kvalifikovane-casove-razitko-k-cemu-slouzi',
  '/udalosti/zaznamy/casova-razitka-v-praxi',
]
const DATA_BOXES = [
  '/datove-schranky',
  '/blog/datove-schranky-pro-podnikatele-co-se-zmenilo',
  '/nase-prace/datove-schranky',
  '/udalosti/datove-schranky-novinky-a-automatizace',
  '/udalosti/zaznamy/datove-schranky-pro-podnikatele',
  '/sofa-news-46',
]
const ARCHIVING = [
  '/elektronicka-duveryhodna-archivace-hr-dokumentu',
  '/blog/dlouhodoba-archivace-pdf-a',
]
const ARCHIVE = [
  '/sofa-archiv',
  '/integrace-duveryhodneho-archivu',
  '/sofa-digital-archive',
  '/udalosti/sofa-archiv-pro-obce-v-praxi',
  '/nase-prace/mesto-novy-brod',
  '/nase-prace/pojistovna-vltava',
  '/elektronicka-duveryhodna-archivace-hr-dokumentu',
]
const PERSONNEL_FILE = [
  '/elektronicka-osobni-slozka-zamestnance',
  '/blog/elektronicka-osobni-slozka-zamestnance',
  '/novinky-v-aplikaci-sofa-50',
]
const MUNICIPALITIES = [
  '/blog/obce-a-uredni-deska-online',
  '/udalosti/sofa-archiv-pro-obce-v-praxi',
]
const NOTICE_BOARD = ['/blog/obce-a-uredni-deska-online', '/vidimace-elektronicke-uredni-desky']
const CONFERENCES = [
  '/sofa-konference',
  '/udalosti/sofa-konference',
  '/udalosti/konference-digitalizace-hr',
  '/digitalizace-HR-registrace',
  '/pro-media/konference-digitalizace-hr-2026',
  '/udalosti/zaznamy/konference-digitalizace-hr-loni',
  '/udalosti/zaznamy/sofa-konference-loni',
  '/udalosti/isss-hradec-kralove',
]
const SOFA_CONFERENCE = [
  '/sofa-konference',
  '/udalosti/sofa-konference',
  '/udalosti/zaznamy/sofa-konference-loni',
]
const EMPLOYMENT_CONTRACTS = [
  '/elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
  '/udalosti/zaznamy/elektronicky-podpis-pracovnich-smluv',
]
const LICENCE_AGREEMENT = ['/eula', '/eula-602key']
const INVOICES = [
  '/nase-prace/logistika-brno',
  '/udalosti/zaznamy/sofa-schvalovani-faktur',
  '/blog/sofa-novinky-schvalovani-dokumentu',
]
const SMART_FORMS = [
  '/blog/formulare-bez-papiru',
  '/form-flow',
  '/udalosti/formflow-chytre-formulare',
  '/formularove-technologie',
  '/formapps-designer-pro-klienty',
]
const ELECTRONIC_FORMS = [...SMART_FORMS, '/form-filler']
const INSURER = ['/nase-prace/pojistovna-vltava']
const ANNUAL_REPORT = ['/annual-report']
const WALLET = ['/blog/eidas-2-a-evropska-penezenka', '/udalosti/eidas-2-co-prinese-firmam']
const HR_PEOPLE = [
  '/pro-media/konference-digitalizace-hr-2026',
  '/udalosti/kulaty-stul-digitalizace-hr',
  '/udalosti/veletrh-personalistika',
  '/digitalizace-hr',
  '/digitalizace-HR-registrace',
  '/blog/digitalizace-hr-v-praxi',
]
const GOLF = ['/vecerni-golf', '/udalosti/vecerni-golf', '/nocni-golf-registrace']
const DEVELOPER = ['/kariera/senior-typescript-vyvojar']
const INTERNSHIP = ['/kariera/staz-testovani-softwaru']
const PERSONAL_DATA = ['/gdpr', '/gdpr-602key', '/gdpr-signer']
const FAQ = ['/faqs', '/sofa-faq', '/online-podpis-faq']
const PAYSLIPS = [
  '/automaticka-distribuce-hr-dokumentu',
  '/digitalizace-hr',
  '/novinky-v-aplikaci-sofa-50',
]
const REQUESTS = ['/digitalni-zmenove-a-zadankove-procesy-pro-hr', '/novinky-v-aplikaci-sofa-53']
const SMART_CARDS = ['/key', '/gdpr-602key', '/eula-602key']
const ENTREPRENEURS = [
  '/blog/datove-schranky-pro-podnikatele-co-se-zmenilo',
  '/udalosti/zaznamy/datove-schranky-pro-podnikatele',
]
const NEWS = [
  '/novinky',
  '/novinky-v-aplikaci-sofa-50',
  '/novinky-v-aplikaci-sofa-51',
  '/novinky-v-aplikaci-sofa-52',
  '/novinky-v-aplikaci-sofa-53',
  '/sofa-news-44',
  '/sofa-news-45',
  '/sofa-news-46',
  '/sofa-news-47',
  '/sofa-news-48',
  '/blog/sofa-novinky-schvalovani-dokumentu',
]

export const RELEVANCE_SET: RelevanceQuery[] = [
  // as typed: diacritics, case, typos, unfinished words
  { query: 'elektronický podpis', expected: SIGNATURE },
  { query: 'elektronicky podpis', expected: SIGNATURE, case: 'no diacritics' },
  { query: 'ELEKTRONICKÝ PODPIS', expected: SIGNATURE, case: 'upper case' },
  { query: 'elektronciky podpis', expected: SIGNATURE, case: 'typo' },
  { query: 'datov', expected: ['/datove-schranky'], case: 'prefix' },
  { query: 'kvalifikované uchov', expected: ['/kvalifikovane-uchovani-dokumentu'], case: 'prefix' },
  { query: 'co je eidas', expected: ['/co-je-eidas'] },
  { query: 'form flow', expected: ['/form-flow'] },
  { query: 'czech point', expected: ['/nase-prace/czech-point'] },
  { query: 'microsoft 365', expected: ['/integrace-ms-365'] },
  { query: 'ceník sofa', expected: ['/sofa-tarify'] },
  { query: 'e-token', expected: ['/e-token'] },
  { query: 'secusign', expected: ['/secusign'] },
  { query: 'vidimace', expected: ['/vidimace-elektronicke-uredni-desky'] },
  { query: 'signer roční licence', expected: ['/eshop'] },
  { query: 'typescript vývojář', expected: DEVELOPER },
  {
    query: 'signer získal certifikaci',
    expected: ['/pro-media/signer-ziskal-certifikaci-pro-verejnou-spravu'],
  },
  { query: 'dlouhodobá archivace pdf', expected: ['/blog/dlouhodoba-archivace-pdf-a'] },
  { query: 'konference digitalizace hr', expected: CONFERENCES.slice(2, 6) },
  { query: 'vecerni golf', expected: GOLF.slice(0, 2), case: 'no diacritics' },

  // podpis (masculine, hard: hrad)
  { query: 'elektronického podpisu', expected: SIGNATURE, case: 'gen sg' },
  { query: 'elektronickému podpisu', expected: SIGNATURE, case: 'dat sg' },
  { query: 'elektronickým podpisem', expected: SIGNATURE, case: 'ins sg' },
  { query: 'o elektronickém podpisu', expected: SIGNATURE, case: 'loc sg' },
  { query: 'elektronické podpisy', expected: SIGNATURE, case: 'nom pl' },
  { query: 'elektronických podpisů', expected: SIGNATURE, case: 'gen pl' },
  { query: 'elektronickým podpisům', expected: SIGNATURE, case: 'dat pl' },
  { query: 'elektronickými podpisy', expected: SIGNATURE, case: 'ins pl' },
  { query: 'v elektronických podpisech', expected: SIGNATURE, case: 'loc pl' },
  {
    query: 'podpisem',
    expected: [...SIGNATURE, '/online-podpis-uvod'],
    case: 'ins sg, one word',
  },
  { query: 'podpis na úřadě', expected: ['/elektronicky-podpis'], case: 'loc sg' },
  { query: 'kvalifikovaný elektronický podpis', expected: ['/kvalifikovany-elektronicky-podpis'] },
  { query: 'kvalifikovany podpis', expected: ['/kvalifikovany-elektronicky-podpis'] },
  {
    query: 'kvalifikovaného elektronického podpisu',
    expected: [
      '/kvalifikovany-elektronicky-podpis',
      '/integrace-kvalifikovaneho-elektronickeho-podpisu',
    ],
    case: 'gen sg',
  },

  // pečeť (feminine, soft: kost): the visitor's report, a genitive that missed its title
  { query: 'elektronická pečeť', expected: SEAL, case: 'nom sg' },
  { query: 'pečeti', expected: SEAL, case: 'gen sg, one word' },
  { query: 'elektronicke peceti', expected: SEAL, case: 'gen sg, no diacritics' },
  { query: 'elektronickou pečetí', expected: SEAL, case: 'ins sg' },
  { query: 'elektronické pečetě', expected: SEAL, case: 'nom pl' },
  { query: 'elektronických pečetí', expected: SEAL, case: 'gen pl' },
  { query: 'pečetím', expected: SEAL, case: 'dat pl' },
  { query: 'pečetěmi', expected: SEAL, case: 'ins pl' },
  {
    query: 'o pečetích',
    expected: [...SEAL, '/udalosti/zaznamy/kulaty-stul-eidas-v-praxi'],
    case: 'loc pl',
  },

  // razítko (neuter, hard: město)
  { query: 'časové razítko', expected: TIMESTAMPS, case: 'nom sg' },
  { query: 'časového razítka', expected: TIMESTAMPS, case: 'gen sg' },
  { query: 'časovým razítkem', expected: TIMESTAMPS, case: 'ins sg' },
  { query: 'časová razítka', expected: TIMESTAMPS, case: 'nom pl' },
  { query: 'časových razítek', expected: TIMESTAMPS, case: 'gen pl' },
  { query: 'časovým razítkům', expected: TIMESTAMPS, case: 'dat pl' },
  { query: 'o časových razítkách', expected: TIMESTAMPS, case: 'loc pl' },
  {
    query: 'autorizačním razítkem',
    expected: ['/elektronicke-autorizacni-razitko'],
    case: 'ins sg',
  },

  // schránka (feminine, hard: žena)
  { query: 'datová schránka', expected: DATA_BOXES, case: 'nom sg' },
  { query: 'datové schránky', expected: DATA_BOXES, case: 'nom pl' },
  { query: 'datovych schranek', expected: DATA_BOXES, case: 'gen pl, no diacritics' },
  { query: 'datovou schránkou', expected: DATA_BOXES, case: 'ins sg' },
  { query: 'v datové schránce', expected: DATA_BOXES, case: 'loc sg' },
  { query: 'datovým schránkám', expected: DATA_BOXES, case: 'dat pl' },
  { query: 'datovými schránkami', expected: DATA_BOXES, case: 'ins pl' },
  { query: 'o datových schránkách', expected: DATA_BOXES, case: 'loc pl' },
  { query: 'datové zprávy', expected: DATA_BOXES, case: 'nom pl' },

  // archivace (feminine, soft: růže), archiv (masculine, hard)
  { query: 'archivace hr dokumentů', expected: ARCHIVING.slice(0, 1), case: 'nom sg' },
  { query: 'archivaci', expected: ARCHIVING, case: 'acc sg' },
  { query: 'archivací dokumentů', expected: ARCHIVING, case: 'ins sg' },
  { query: 'dlouhodobé archivaci', expected: ARCHIVING.slice(1), case: 'dat sg' },
  { query: 'důvěryhodný archiv', expected: ARCHIVE, case: 'nom sg' },
  { query: 'důvěryhodného archivu', expected: ARCHIVE, case: 'gen sg' },
  { query: 'v důvěryhodném archivu', expected: ARCHIVE, case: 'loc sg' },
  { query: 'důvěryhodným archivem', expected: ARCHIVE, case: 'ins sg' },
  { query: 'elektronické archivy', expected: ARCHIVE, case: 'nom pl' },

  // složka (feminine, hard), zaměstnanec (masculine, soft: -ec)
  { query: 'osobní složka zaměstnance', expected: PERSONNEL_FILE, case: 'nom sg' },
  { query: 'osobni slozky zamestnancu', expected: PERSONNEL_FILE, case: 'gen pl, no diacritics' },
  { query: 'osobní složku', expected: PERSONNEL_FILE, case: 'acc sg' },
  { query: 'osobní složkou', expected: PERSONNEL_FILE, case: 'ins sg' },
  { query: 'v osobní složce', expected: PERSONNEL_FILE, case: 'loc sg' },
  { query: 'osobních složek zaměstnanců', expected: PERSONNEL_FILE, case: 'gen pl' },
  { query: 'osobním složkám', expected: PERSONNEL_FILE, case: 'dat pl' },
  {
    query: 'zaměstnanec',
    expected: [
      ...PERSONNEL_FILE,
      ...EMPLOYMENT_CONTRACTS,
      '/automaticka-distribuce-hr-dokumentu',
      '/digitalizace-hr',
    ],
    case: 'nom sg',
  },
  { query: 'výplatní pásky zaměstnancům', expected: PAYSLIPS.slice(0, 1), case: 'dat pl' },
  { query: 'pracovní smlouvy se zaměstnanci', expected: EMPLOYMENT_CONTRACTS, case: 'ins pl' },

  // obec (feminine, soft: píseň)
  { query: 'obec', expected: MUNICIPALITIES, case: 'nom sg' },
  { query: 'obce', expected: MUNICIPALITIES, case: 'gen sg' },
  { query: 'obcí', expected: MUNICIPALITIES, case: 'gen pl' },
  { query: 'obcím', expected: MUNICIPALITIES, case: 'dat pl' },
  { query: 'v obcích', expected: MUNICIPALITIES, case: 'loc pl' },
  { query: 'archiv pro malé obce', expected: MUNICIPALITIES.slice(1), case: 'acc pl' },

  // deska (feminine, hard)
  { query: 'úřední deska', expected: NOTICE_BOARD, case: 'nom sg' },
  { query: 'úřední desky', expected: NOTICE_BOARD, case: 'gen sg' },
  { query: 'na úřední desce', expected: NOTICE_BOARD, case: 'loc sg' },
  { query: 'úřední deskou', expected: NOTICE_BOARD, case: 'ins sg' },
  { query: 'úředních desek', expected: NOTICE_BOARD, case: 'gen pl' },
  { query: 'elektronickým úředním deskám', expected: NOTICE_BOARD, case: 'dat pl' },

  // konference (feminine, soft: růže)
  { query: 'konference', expected: CONFERENCES, case: 'nom sg' },
  { query: 'konferenci sofa', expected: SOFA_CONFERENCE, case: 'acc sg' },
  { query: 'na konferenci', expected: CONFERENCES, case: 'loc sg' },
  { query: 'konferencí', expected: CONFERENCES, case: 'gen pl' },
  { query: 'konferencemi', expected: CONFERENCES, case: 'ins pl' },
  {
    query: 'záznamy konferencí',
    expected: [
      '/udalosti/zaznamy/konference-digitalizace-hr-loni',
      '/udalosti/zaznamy/sofa-konference-loni',
    ],
    case: 'nom pl, gen pl',
  },

  // smlouva (feminine, hard; genitive plural smluv), odběratel (masculine, soft: muž)
  { query: 'smlouvy s odběrateli', expected: ['/nase-prace/energie-vysocina'], case: 'ins pl' },
  { query: 'odběratelům', expected: ['/nase-prace/energie-vysocina'], case: 'dat pl' },
  { query: 'licenční smlouva', expected: LICENCE_AGREEMENT, case: 'nom sg' },
  { query: 'licenční smlouvy', expected: LICENCE_AGREEMENT, case: 'gen sg' },
  { query: 'licenční smlouvou', expected: LICENCE_AGREEMENT, case: 'ins sg' },
  {
    query: 'podepisování smluv',
    expected: ['/elektronicke-podepisovani-smluv', ...EMPLOYMENT_CONTRACTS],
    case: 'gen pl',
  },
  { query: 'pracovních smluv', expected: EMPLOYMENT_CONTRACTS, case: 'gen pl' },
  { query: 'pracovní smlouva', expected: EMPLOYMENT_CONTRACTS, case: 'nom sg' },
  { query: 'pojistné smlouvy', expected: INSURER, case: 'acc pl' },
  { query: 'evidence smluv', expected: ['/sofa-agenda', '/novinky-v-aplikaci-sofa-51'] },

  // faktura (feminine, hard)
  { query: 'schvalování faktur', expected: INVOICES.slice(0, 2), case: 'gen pl' },
  { query: 'faktury', expected: INVOICES, case: 'nom pl' },
  { query: 'schválení faktury', expected: INVOICES, case: 'gen sg' },
  { query: 'přijaté faktury', expected: INVOICES, case: 'acc pl' },
  { query: 's fakturami', expected: INVOICES, case: 'ins pl' },

  // formulář (masculine, soft: stroj)
  { query: 'formuláře bez papíru', expected: ['/blog/formulare-bez-papiru'], case: 'nom pl' },
  { query: 'chytrý formulář', expected: SMART_FORMS, case: 'nom sg' },
  { query: 'chytrých formulářů', expected: SMART_FORMS, case: 'gen pl' },
  { query: 'chytrým formulářem', expected: SMART_FORMS, case: 'ins sg' },
  { query: 'elektronické formuláře', expected: ELECTRONIC_FORMS, case: 'acc pl' },
  { query: 'v elektronických formulářích', expected: ELECTRONIC_FORMS, case: 'loc pl' },
  {
    query: 'vyplňování formulářů',
    expected: ['/form-filler', '/blog/formulare-bez-papiru', '/formularove-technologie'],
    case: 'gen pl',
  },

  // certifikát (masculine, hard), certifikace (feminine, soft)
  { query: 'certifikát pro elektronický podpis', expected: ['/certifikat'], case: 'nom sg' },
  {
    query: 'kvalifikovaného certifikátu',
    expected: ['/certifikat', '/eshop', '/key'],
    case: 'gen sg',
  },
  { query: 'certifikace a audity', expected: ['/certifikace'], case: 'nom sg' },
  {
    query: 'certifikaci pro veřejnou správu',
    expected: ['/pro-media/signer-ziskal-certifikaci-pro-verejnou-spravu'],
    case: 'acc sg',
  },

  // integrace (feminine, soft)
  { query: 'integrace s microsoft 365', expected: ['/integrace-ms-365'], case: 'nom sg' },
  {
    query: 'integrací důvěryhodného archivu',
    expected: ['/integrace-duveryhodneho-archivu'],
    case: 'ins sg',
  },
  {
    query: 'integraci kvalifikovaného podpisu',
    expected: ['/integrace-kvalifikovaneho-elektronickeho-podpisu'],
    case: 'acc sg',
  },
  {
    query: 'integrace s hr systémy',
    expected: ['/integrace-s-hr-systemy-pro-efektivni-spravu-dokumentu'],
    case: 'ins pl',
  },

  // pojišťovna (feminine, hard)
  { query: 'pojišťovna', expected: INSURER, case: 'nom sg' },
  { query: 'pojišťovny', expected: INSURER, case: 'gen sg' },
  { query: 'pro pojišťovnu', expected: INSURER, case: 'acc sg' },
  { query: 'pojišťovnou', expected: INSURER, case: 'ins sg' },
  { query: 'pojišťovnám', expected: INSURER, case: 'dat pl' },

  // konzultace (feminine, soft), kodex (masculine, hard), zpráva (feminine, hard)
  { query: 'konzultace zdarma', expected: ['/konzultace'], case: 'nom sg' },
  { query: 'konzultaci zdarma', expected: ['/konzultace'], case: 'acc sg' },
  { query: 'etický kodex', expected: ['/ethical-codex'], case: 'nom sg' },
  { query: 'etického kodexu', expected: ['/ethical-codex'], case: 'gen sg' },
  { query: 'etickým kodexem', expected: ['/ethical-codex'], case: 'ins sg' },
  { query: 'výroční zpráva', expected: ANNUAL_REPORT, case: 'nom sg' },
  { query: 'výroční zprávy', expected: ANNUAL_REPORT, case: 'gen sg' },
  { query: 'výroční zprávou', expected: ANNUAL_REPORT, case: 'ins sg' },
  { query: 'výročních zpráv', expected: ANNUAL_REPORT, case: 'gen pl' },

  // licence (feminine, soft), peněženka (feminine, hard), identita
  { query: 'roční licenci', expected: ['/eshop'], case: 'acc sg' },
  { query: 'trvalé licence', expected: ['/eshop'], case: 'nom pl' },
  { query: 'evropská peněženka', expected: WALLET, case: 'nom sg' },
  { query: 'evropské peněženky', expected: WALLET, case: 'gen sg' },
  { query: 'peněženkou digitální identity', expected: WALLET, case: 'ins sg, gen sg' },

  // personalista (masculine, animate: předseda)
  { query: 'personalisté', expected: HR_PEOPLE, case: 'nom pl' },
  { query: 'personalistů', expected: HR_PEOPLE, case: 'gen pl' },
  { query: 'personalistům', expected: HR_PEOPLE, case: 'dat pl' },
  { query: 'pro personalisty', expected: HR_PEOPLE, case: 'acc pl' },
  { query: 'veletrh personalistika', expected: ['/udalosti/veletrh-personalistika'] },
  { query: 'na veletrhu', expected: ['/udalosti/veletrh-personalistika'], case: 'loc sg' },

  // golf, vývojář (masculine, animate, soft: muž), stáž, podpora
  { query: 'večerního golfu', expected: GOLF, case: 'gen sg' },
  { query: 'na golfovém hřišti', expected: ['/udalosti/vecerni-golf'], case: 'loc sg' },
  { query: 'vývojáře', expected: DEVELOPER, case: 'acc sg' },
  { query: 'vývojářů typescript', expected: DEVELOPER, case: 'gen pl' },
  { query: 'stáž testování softwaru', expected: INTERNSHIP, case: 'nom sg' },
  { query: 'stáže pro studenty', expected: INTERNSHIP, case: 'nom pl, acc pl' },
  {
    query: 'technické podpory',
    expected: ['/kariera/specialista-technicke-podpory'],
    case: 'gen sg',
  },

  // úřad, investor, partner (masculine, hard)
  { query: 'služby eidas pro úřady', expected: ['/eidas'], case: 'acc pl' },
  {
    query: 'krajského úřadu',
    expected: ['/narodni-pripadova-studie', '/blog/digitalizace-hr-v-praxi'],
    case: 'gen sg',
  },
  { query: 'pro investory', expected: ['/for-investors'], case: 'acc pl' },
  { query: 'partneři a integrace', expected: ['/partneri'], case: 'nom pl' },
  { query: 'staňte se partnerem', expected: ['/stante-se-partnerem'], case: 'ins sg' },

  // novinka (feminine, hard), údaj (masculine, soft), dotaz
  { query: 'novinky v aplikaci sofa', expected: NEWS, case: 'nom pl' },
  { query: 'novinek', expected: NEWS, case: 'gen pl' },
  { query: 'zpracování osobních údajů', expected: PERSONAL_DATA, case: 'gen pl' },
  { query: 's osobními údaji', expected: PERSONAL_DATA, case: 'ins pl' },
  { query: 'časté dotazy', expected: FAQ, case: 'nom pl' },
  { query: 'častých dotazů', expected: FAQ, case: 'gen pl' },

  // dokumentace, kancelář (feminine, soft), registrace
  { query: 'dokumentace api', expected: ['/dokumentace'], case: 'nom sg' },
  { query: 'uživatelské příručky', expected: ['/dokumentace'], case: 'nom pl' },
  { query: 'digitální kancelář', expected: ['/sofa'], case: 'nom sg' },
  { query: 'digitální kanceláře', expected: ['/sofa'], case: 'gen sg' },
  { query: 'v digitální kanceláři', expected: ['/sofa'], case: 'loc sg' },
  { query: 'registrace na událost', expected: ['/registrace-na-udalost'], case: 'nom sg' },

  // páska, žádost (feminine), lhůta, šablona, položka
  { query: 'výplatní pásky', expected: PAYSLIPS, case: 'nom pl' },
  { query: 'výplatních pásek', expected: PAYSLIPS, case: 'gen pl' },
  { query: 'žádosti o dovolenou', expected: REQUESTS, case: 'nom pl' },
  { query: 'výpovědní lhůty', expected: ['/novinky-v-aplikaci-sofa-51'], case: 'nom pl' },
  { query: 'výpovědních lhůt', expected: ['/novinky-v-aplikaci-sofa-51'], case: 'gen pl' },
  { query: 'šablony schvalovacích procesů', expected: ['/sofa-news-45'], case: 'nom pl' },
  {
    query: 'oblíbené položky',
    expected: ['/sofa/funkce/oblibene-polozky', '/sofa-news-48'],
    case: 'nom pl',
  },
  {
    query: 'oblíbených položek',
    expected: ['/sofa/funkce/oblibene-polozky', '/sofa-news-48'],
    case: 'gen pl',
  },

  // hospodaření, odpovědnost (feminine, soft: kost), organizace
  { query: 'výsledky hospodaření', expected: ['/pro-media/vysledky-hospodareni-2025'] },
  { query: 'společenská odpovědnost', expected: ['/csr'], case: 'nom sg' },
  { query: 'společenské odpovědnosti', expected: ['/csr'], case: 'gen sg' },
  { query: 'neziskové organizace', expected: ['/neziskove-organizace'], case: 'nom pl' },
  { query: 'neziskovým organizacím', expected: ['/neziskove-organizace'], case: 'dat pl' },

  // token, karta (feminine, hard), architekt, podnikatel (masculine, animate)
  { query: 'e-tokenem', expected: ['/e-token', '/key'], case: 'ins sg' },
  { query: 'na čipových kartách', expected: SMART_CARDS, case: 'loc pl' },
  { query: 'bez čipové karty', expected: ['/secusign', '/eshop'], case: 'gen sg' },
  {
    query: 'autorizovaní architekti',
    expected: ['/elektronicke-autorizacni-razitko'],
    case: 'nom pl',
  },
  { query: 'architektům', expected: ['/elektronicke-autorizacni-razitko'], case: 'dat pl' },
  { query: 'datové schránky pro podnikatele', expected: ENTREPRENEURS, case: 'acc pl' },
  { query: 'podnikatelům', expected: ENTREPRENEURS, case: 'dat pl' },

  // ověřování, uchování (neuter, soft: stavení)
  {
    query: 'kvalifikované ověřování dokumentů',
    expected: ['/kvalifikovane-overovani-dokumentu', '/novinky-v-aplikaci-sofa-52'],
    case: 'nom sg',
  },
  {
    query: 'kvalifikovaného uchování',
    expected: ['/kvalifikovane-uchovani-dokumentu', '/blog/dlouhodoba-archivace-pdf-a'],
    case: 'gen sg',
  },
  {
    query: 'kvalifikovaným uchováním',
    expected: ['/kvalifikovane-uchovani-dokumentu', '/blog/dlouhodoba-archivace-pdf-a'],
    case: 'ins sg',
  },

  // stavba, město, podmínka, stůl, digitalizace
  { query: 'na stavbách', expected: ['/nase-prace/stavby-morava'], case: 'loc pl' },
  { query: 'spisovka a archiv', expected: ['/nase-prace/mesto-novy-brod'], case: 'nom sg' },
  { query: 'obchodních podmínek', expected: ['/obchodni-podminky'], case: 'gen pl' },
  {
    query: 'u kulatého stolu',
    expected: [
      '/udalosti/kulaty-stul-digitalizace-hr',
      '/udalosti/zaznamy/kulaty-stul-eidas-v-praxi',
    ],
    case: 'gen sg',
  },
  {
    query: 'digitalizací hr',
    expected: [
      '/digitalizace-hr',
      '/blog/digitalizace-hr-v-praxi',
      '/udalosti/kulaty-stul-digitalizace-hr',
      '/kariera/konzultant-digitalizace-hr',
      '/udalosti/konference-digitalizace-hr',
      '/digitalizace-HR-registrace',
    ],
    case: 'ins sg',
  },
]
