import { external } from './external'
import { consultationCta, trialCta } from './shared'
import type { SeedPage } from './types'

/** The Sofa application, its modules and integrations, and partner pages. */
export const sofaPages: SeedPage[] = [
  {
    path: 'sofa-signpoint',
    title: 'Sofa SignPoint',
    eyebrow: 'Modul aplikace Sofa',
    lead: 'Podepisovací místo pro celou firmu: dokumenty k podpisu na jednom místě, podpisy v mobilu i na tabletu na pobočce.',
    blocks: [
      {
        type: 'content',
        text: `
## Podpis odkudkoli

Manažer podepíše smlouvu v mobilu na letišti, klient na tabletu na pobočce, zaměstnanec doma v počítači. SignPoint podporuje kvalifikovaný podpis, vzdálený podpis [SecuSign](/secusign) i biometrický podpis perem.

## Pořádek v podpisech

Každý vidí, co na něj čeká, a dostane připomínku, když se termín blíží. Vedení má přehled o všech rozpracovaných dokumentech a podepsané dokumenty míří rovnou do archivu.
`,
      },
      trialCta(),
    ],
  },
  {
    path: 'sofa-digital-archive',
    title: 'Sofa Digital Archive',
    eyebrow: 'Modul aplikace Sofa',
    lead: 'Důvěryhodný archiv elektronických dokumentů, ve kterém podpisy nestárnou. Vyhledáte v něm cokoli za pár vteřin.',
    blocks: [
      {
        type: 'content',
        text: `
## Archiv, který myslí za vás

Dokumenty z aplikace Sofa, datových schránek, e-mailů i skeneru se ukládají s metadaty, která usnadní hledání. Archiv hlídá platnost podpisů a před vypršením je obnoví časovým razítkem.

## Soulad s předpisy

Archiv splňuje požadavky nařízení eIDAS, zákona o účetnictví i národního standardu pro elektronické systémy spisové služby. Skartační lhůty a oprávnění nastavíte podle svých směrnic.

Pro organizace, které dávají přednost české verzi, je k dispozici i pod názvem [Sofa Archiv](/sofa-archiv).
`,
      },
      trialCta(),
    ],
  },
  {
    path: 'sofa-archiv',
    title: 'Sofa Archiv',
    eyebrow: 'Modul aplikace Sofa',
    lead: 'Elektronický archiv pro smlouvy, faktury, personální dokumenty i datové zprávy. Všechno dohledatelné, průkazné a v bezpečí.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Fulltextové vyhledávání',
            text: 'Najdete dokument podle obsahu, čísla smlouvy nebo jména partnera.',
          },
          {
            title: 'Oprávnění a auditní stopa',
            text: 'Každý vidí jen to, co má, a každý přístup je zaznamenán.',
          },
          {
            title: 'Průkaznost podpisů',
            text: 'Automatické přerazítkování udrží podpisy platné po desítky let.',
            link: { to: '/sofa-digital-archive', label: 'Jak archiv funguje' },
          },
        ],
      },
      trialCta(),
    ],
  },
  {
    path: 'sofa-agenda',
    title: 'Sofa Agenda',
    eyebrow: 'Modul aplikace Sofa',
    lead: 'Evidence smluv, faktur a dalších agend s hlídáním termínů, schvalováním a vazbou na dokumenty.',
    blocks: [
      {
        type: 'content',
        text: `
## Přehled o smlouvách a závazcích

Agenda eviduje smlouvy s jejich platností, výpovědními lhůtami a odpovědnými osobami. Před každým důležitým termínem upozorní, takže vám už žádná smlouva neprodlouží sama.

## Vlastní agendy bez programování

Kromě smluv a faktur si nastavíte evidenci plných mocí, revizí, zakázek nebo čehokoli dalšího, co ve firmě potřebujete sledovat.
`,
      },
      trialCta(),
    ],
  },
  {
    path: 'sofa/funkce/oblibene-polozky',
    title: 'Oblíbené položky v aplikaci Sofa',
    eyebrow: 'Funkce aplikace Sofa',
    lead: 'Dokumenty, složky a agendy, se kterými pracujete nejčastěji, si připnete mezi oblíbené a máte je vždy po ruce.',
    blocks: [
      {
        type: 'content',
        text: `
## Jak položku přidat mezi oblíbené

1. Otevřete dokument, složku nebo agendu.
2. Klikněte na ikonu hvězdičky vedle názvu.
3. Položka se objeví v panelu Oblíbené v levém menu.

## Tipy

- Pořadí oblíbených položek změníte přetažením.
- Oblíbené položky jsou osobní, kolegové je neuvidí.
- Když položku smažete nebo k ní ztratíte přístup, z oblíbených sama zmizí.

Návody k dalším funkcím najdete v [dokumentaci](/dokumentace).
`,
      },
    ],
  },
  {
    path: 'integrace-ms-365',
    title: 'Integrace s Microsoft 365',
    eyebrow: 'Partnerská řešení',
    lead: 'Podepisujte a schvalujte dokumenty přímo z Wordu, Outlooku, Teams a SharePointu. Sofa se stane součástí nástrojů, které už znáte.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Word a Outlook',
            text: 'Dokument odešlete k podpisu jedním tlačítkem, bez ukládání a nahrávání.',
          },
          {
            title: 'Teams',
            text: 'Oznámení o dokumentech k podpisu a schválení přímo v Teams.',
          },
          {
            title: 'SharePoint a OneDrive',
            text: 'Podepsané dokumenty se vrátí do knihovny, odkud přišly.',
          },
          {
            title: 'Jednotné přihlášení',
            text: 'Uživatelé se do aplikace Sofa přihlašují firemním účtem Microsoft Entra ID.',
          },
        ],
      },
      consultationCta(),
    ],
  },
  {
    path: 'sofa-integration-others',
    title: 'Další integrace aplikace Sofa',
    eyebrow: 'Partnerská řešení',
    lead: 'Sofa se napojí na ERP, účetnictví, spisovou službu, HR systém i vaše vlastní aplikace.',
    blocks: [
      {
        type: 'content',
        text: `
## Hotové konektory

- ERP a účetní systémy nejrozšířenější v Česku.
- Spisové služby pro veřejnou správu.
- Personální a mzdové systémy.
- Datové schránky a e-mailové schránky.

## REST API a webhooky

Pro vlastní systémy nabízíme dokumentované REST API a webhooky. Partneři z našeho [partnerského programu](/partneri) vám integraci připraví na klíč.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'sofa-integration-crossing',
    title: 'Integrace aplikace Sofa – rozcestník',
    eyebrow: 'Partnerská řešení',
    lead: 'Vyberte systém, se kterým chcete Sofu propojit, a zjistěte, jak integrace funguje.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Microsoft 365',
            text: 'Word, Outlook, Teams a SharePoint.',
            link: { to: '/integrace-ms-365', label: 'Integrace s Microsoft 365' },
          },
          {
            title: 'HR systémy',
            text: 'Personální a mzdové systémy pro digitalizaci HR.',
            link: {
              to: '/integrace-s-hr-systemy-pro-efektivni-spravu-dokumentu',
              label: 'Integrace s HR systémy',
            },
          },
          {
            title: 'Datové schránky',
            text: 'Příjem, odesílání a archivace datových zpráv.',
            link: { to: '/datove-schranky', label: 'Datové schránky' },
          },
          {
            title: 'ERP, účetnictví a další',
            text: 'Hotové konektory i REST API.',
            link: { to: '/sofa-integration-others', label: 'Další integrace' },
          },
        ],
      },
    ],
  },
  {
    path: 'sofa-konference',
    title: 'Sofa konference',
    eyebrow: 'Události',
    lead: 'Každoroční setkání uživatelů aplikace Sofa. Novinky z vývoje, zkušenosti klientů a workshopy s našimi konzultanty.',
    actions: [{ to: '/registrace-na-udalost', label: 'Registrovat se' }],
    blocks: [
      {
        type: 'content',
        text: `
## Program

- **Dopoledne:** co je nového v aplikaci Sofa a kam směřuje vývoj.
- **Odpoledne:** příběhy klientů z firem i veřejné správy.
- **Workshopy:** schvalovací procesy, digitalizace HR a integrace s Microsoft 365.

## Pro koho

Pro uživatele, správce a vedoucí pracovníky organizací, které Sofu používají nebo o ní uvažují. Účast je zdarma, počet míst je omezen. Záznamy z minulých ročníků najdete mezi [záznamy událostí](/udalosti/zaznamy).
`,
      },
      { type: 'experience', heading: 'Další akce a záznamy' },
    ],
  },
  {
    path: 'partneri',
    title: 'Partneři a integrace',
    eyebrow: 'Partnerský program',
    lead: 'Spolupracujeme s integrátory, dodavateli informačních systémů a certifikačními autoritami. Společně dodáváme řešení na klíč.',
    actions: [{ to: '/stante-se-partnerem', label: 'Staňte se partnerem' }],
    blocks: [
      {
        type: 'cards',
        heading: 'S kým spolupracujeme',
        items: [
          {
            title: 'Implementační partneři',
            text: 'Nasadí Sofu a naše služby u vás a napojí je na vaše systémy.',
          },
          {
            title: 'Dodavatelé software',
            text: 'Integrují podpis, pečeť a archiv do svých produktů přes naše API.',
            link: {
              to: '/integrace-kvalifikovaneho-elektronickeho-podpisu',
              label: 'Integrace podpisu',
            },
          },
          {
            title: 'Certifikační autority',
            text: 'Vydávají certifikáty, které v našich aplikacích používáte.',
            link: { to: '/certifikat', label: 'Jak získat certifikát' },
          },
          {
            title: 'Technologičtí partneři',
            text: 'Microsoft 365 a další platformy, se kterými jsou naše aplikace propojeny.',
            link: { to: '/sofa-integration-crossing', label: 'Přehled integrací' },
          },
        ],
      },
    ],
  },
  {
    path: 'stante-se-partnerem',
    title: 'Staňte se partnerem Software602',
    eyebrow: 'Partnerský program',
    lead: 'Nabízejte svým zákazníkům elektronický podpis, důvěryhodný archiv a digitalizaci HR. Poskytneme vám produkty, školení i obchodní podporu.',
    actions: [{ to: '/kontakt', label: 'Ozvěte se nám' }],
    blocks: [
      {
        type: 'content',
        text: `
## Co partnerům nabízíme

- Partnerské ceny a provize z opakovaných tržeb.
- Školení a certifikaci konzultantů.
- Demo prostředí, marketingové materiály a společné akce.
- Přímý kontakt na produktový tým a prioritní podporu.

## Koho hledáme

Integrátory, IT firmy, dodavatele ERP a HR systémů a poradce v oblasti veřejné správy, kteří chtějí klientům pomáhat s digitalizací.
`,
      },
    ],
  },
  {
    path: 'neziskove-organizace',
    title: 'Software602 pro neziskové organizace',
    eyebrow: 'Nejen pro klienty',
    lead: 'Neziskovým organizacím poskytujeme aplikaci Sofa a elektronický podpis za zvýhodněných podmínek, aby se mohly věnovat svému poslání místo papírování.',
    blocks: [
      {
        type: 'content',
        text: `
## Co nabízíme

- Licenci aplikace Sofa se slevou až 100 % podle velikosti organizace.
- Bezplatné zaškolení a pomoc s nastavením.
- Časová razítka pro podpis grantových žádostí a smluv za zvýhodněnou cenu.

## Jak požádat

Napište nám přes [kontaktní formulář](/kontakt), představte svou organizaci a to, s čím vám můžeme pomoci. Ozveme se do pěti pracovních dnů.
`,
      },
    ],
  },
  {
    path: 'dokumentace',
    title: 'Dokumentace a ke stažení',
    eyebrow: 'Podpora',
    lead: 'Uživatelské příručky, návody pro správce, dokumentace API a instalační balíčky našich aplikací.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Sofa',
            text: 'Příručka uživatele a správce, návody k funkcím a nastavení.',
            link: { to: '/sofa/funkce/oblibene-polozky', label: 'Příklad: oblíbené položky' },
          },
          {
            title: 'Signer a 602 Key',
            text: 'Instalace, podepisování, ověřování a správa certifikátů.',
            link: { to: '/signer', label: 'O aplikaci Signer' },
          },
          {
            title: 'API služeb eIDAS',
            text: 'Podpis, pečeť, časová razítka a ověřování přes REST API.',
            link: {
              to: '/integrace-kvalifikovaneho-elektronickeho-podpisu',
              label: 'Integrace podpisu',
            },
          },
          {
            title: 'Formuláře',
            text: 'Form Filler, Form Flow a FormApps Designer.',
            link: { to: '/formularove-technologie', label: 'Formulářové technologie' },
          },
        ],
      },
      {
        type: 'content',
        text: `
Nenašli jste, co hledáte? Podívejte se do [častých dotazů](/faqs) nebo napište naší podpoře na [podpora@software602.cz](mailto:podpora@software602.cz).
`,
      },
    ],
  },
  {
    path: 'sofa',
    title: 'Sofa – digitální kancelář',
    eyebrow: 'Aplikace Sofa',
    lead: 'Podepisujte, schvalujte a archivujte dokumenty online. Sofa spojuje elektronický podpis, datové schránky a důvěryhodný archiv v jedné aplikaci pro firmy i úřady.',
    actions: [
      { to: '/sofa-tarify', label: 'Vyzkoušet 30 dní zdarma' },
      { to: '/konzultace', label: 'Ukázka s konzultantem' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Moduly aplikace Sofa',
        items: [
          {
            title: 'SignPoint',
            text: 'Podepisování dokumentů v mobilu, počítači i na pobočce.',
            link: { to: '/sofa-signpoint', label: 'Sofa SignPoint' },
          },
          {
            title: 'Digital Archive',
            text: 'Důvěryhodný archiv, ve kterém podpisy nestárnou.',
            link: { to: '/sofa-digital-archive', label: 'Sofa Digital Archive' },
          },
          {
            title: 'Agenda',
            text: 'Evidence smluv a faktur s hlídáním termínů.',
            link: { to: '/sofa-agenda', label: 'Sofa Agenda' },
          },
          {
            title: 'Datové schránky',
            text: 'Příjem a odesílání datových zpráv s automatickým tříděním.',
            link: { to: '/datove-schranky', label: 'Datové schránky' },
          },
        ],
      },
      {
        type: 'content',
        heading: 'Novinky v aplikaci',
        text: `
Sofu vyvíjíme v Praze a nové verze vydáváme zhruba každých šest týdnů. Co je nového, najdete v přehledu [novinek v aplikaci Sofa](/novinky). Do aplikace se přihlásíte na adrese [app.sofa.cz](${external.sofaApp}).
`,
      },
      trialCta(),
    ],
  },
]
