import { consultationCta } from './shared'
import type { SeedPage } from './types'

export const companyPages: SeedPage[] = [
  {
    path: 'o-602',
    title: 'Jsme Software602',
    eyebrow: 'O nás',
    lead: 'Už 30 let pomáháme firmám a úřadům zbavit se papíru. Vyvíjíme v Praze software pro elektronický podpis, důvěryhodnou archivaci, datové schránky a digitalizaci HR.',
    actions: [
      { to: '/kariera', label: 'Pracujte s námi' },
      { to: '/kontakt', label: 'Kontakty' },
    ],
    blocks: [
      {
        type: 'content',
        heading: 'Česká softwarová firma s tradicí',
        text: `
Začínali jsme v roce 1991 textovým editorem, který znala celá generace uživatelů. Dnes stavíme na stejné myšlence: software má lidem práci ulehčit, ne přidělávat. Naše aplikace používají tisíce firem, ministerstva, kraje, obce i nemocnice.

Jsme kvalifikovaným poskytovatelem služeb vytvářejících důvěru podle nařízení eIDAS. Vyvíjíme, provozujeme a podporujeme vše sami – v Česku, v češtině a v souladu s českou i evropskou legislativou.
`,
      },
      {
        type: 'cards',
        heading: 'Co pro klienty děláme',
        items: [
          {
            title: 'Elektronický podpis',
            text: 'Podepisování smluv, faktur i interních dokumentů s plnou právní platností.',
            link: { to: '/elektronicky-podpis', label: 'Elektronický podpis' },
          },
          {
            title: 'Služby eIDAS pro úřady',
            text: 'Pečetě, časová razítka, kvalifikované uchování a ověřování dokumentů.',
            link: { to: '/eidas', label: 'eIDAS pro úřady' },
          },
          {
            title: 'Digitalizace HR',
            text: 'Pracovní smlouvy, výplatní pásky a osobní složky bez papíru.',
            link: { to: '/digitalizace-hr', label: 'Digitalizace HR' },
          },
        ],
      },
      {
        type: 'cards',
        heading: 'Svět 602',
        items: [
          {
            title: 'Výroční zpráva',
            text: 'Hospodaření a hlavní události uplynulého roku.',
            link: { to: '/annual-report', label: 'Výroční zpráva' },
          },
          {
            title: 'Etický kodex',
            text: 'Principy, podle kterých jednáme s klienty, partnery i mezi sebou.',
            link: { to: '/ethical-codex', label: 'Etický kodex' },
          },
          {
            title: 'Společenská odpovědnost',
            text: 'Podporujeme neziskové organizace, vzdělávání a digitální gramotnost.',
            link: { to: '/csr', label: 'CSR' },
          },
          {
            title: 'Certifikace',
            text: 'Audity a certifikáty, které dokládají kvalitu a bezpečnost našich služeb.',
            link: { to: '/certifikace', label: 'Certifikace' },
          },
        ],
      },
      consultationCta('Chcete nás poznat osobně?'),
    ],
  },
  {
    path: 'annual-report',
    title: 'Výroční zpráva',
    eyebrow: 'Svět 602',
    lead: 'Rok, ve kterém elektronický podpis definitivně zdomácněl ve firmách i na úřadech.',
    blocks: [
      {
        type: 'content',
        text: `
## Hlavní události roku

- V aplikaci Sofa klienti podepsali a schválili miliony dokumentů.
- Úspěšně jsme prošli pravidelným auditem kvalifikovaného poskytovatele služeb vytvářejících důvěru.
- Spustili jsme integraci se systémy Microsoft 365 a nové moduly pro digitalizaci HR.
- Přivítali jsme stovky nových zákaznických organizací, mnoho z nich z veřejné správy.

## Hospodaření

Tržby i podíl opakovaných příjmů z předplatného meziročně vzrostly. Zisk jsme reinvestovali do vývoje, bezpečnosti a zákaznické podpory.

## Lidé

Tým Software602 tvoří víc než stovka kolegyň a kolegů. Největší část pracuje ve vývoji, další v podpoře a implementacích. Kompletní výroční zprávu ve formátu PDF vám na požádání zašleme; napište na [investor@software602.cz](mailto:investor@software602.cz).
`,
      },
    ],
  },
  {
    path: 'for-investors',
    title: 'Pro investory',
    eyebrow: 'Svět 602',
    lead: 'Informace pro akcionáře a investory společnosti Software602 a.s.',
    blocks: [
      {
        type: 'content',
        text: `
## Společnost

Software602 a.s. je česká akciová společnost se sídlem v Praze. Zaměřujeme se na software a služby pro elektronické dokumenty, elektronický podpis a služby vytvářející důvěru podle nařízení eIDAS.

## Valná hromada a dokumenty

Pozvánky na valnou hromadu, výroční zprávy a další povinně uveřejňované dokumenty zveřejňujeme v zákonných lhůtách. Poslední výroční zprávu najdete na stránce [Výroční zpráva](/annual-report).

## Kontakt pro investory

Dotazy akcionářů a investorů vyřizuje finanční oddělení na adrese [investor@software602.cz](mailto:investor@software602.cz).
`,
      },
    ],
  },
  {
    path: 'ethical-codex',
    title: 'Etický kodex',
    eyebrow: 'Svět 602',
    lead: 'Principy, kterými se řídíme v obchodě, při vývoji i ve vztazích mezi sebou.',
    blocks: [
      {
        type: 'content',
        text: `
## Poctivost

Slibujeme jen to, co umíme dodat. Klientům říkáme pravdu i tehdy, když to pro nás není obchodně výhodné.

## Bezpečnost a důvěra

Pracujeme s dokumenty, na kterých stojí smlouvy, personální agenda i rozhodnutí úřadů. Chráníme je, jako by byly naše, a bezpečnost upřednostňujeme před rychlostí.

## Férová soutěž a boj proti korupci

Nenabízíme ani nepřijímáme úplatky ani nepřiměřené dary. Ve veřejných zakázkách postupujeme transparentně a v souladu se zákonem.

## Respekt

Vážíme si rozmanitosti. Netolerujeme diskriminaci ani obtěžování. Každý kolega může upozornit na porušení kodexu důvěrně na adrese [etika@software602.cz](mailto:etika@software602.cz), aniž by mu hrozil postih.
`,
      },
    ],
  },
  {
    path: 'vecerni-golf',
    title: 'Večerní golf se Software602',
    eyebrow: 'Nejen pro klienty',
    lead: 'Letní večer na greenu pro naše klienty a partnery. Zahrajete si golf pod lampami, i když jste hůl nikdy nedrželi.',
    actions: [{ to: '/nocni-golf-registrace', label: 'Registrovat se' }],
    blocks: [
      {
        type: 'content',
        text: `
## Co vás čeká

Večer začínáme krátkou lekcí s trenérem, pak vás čeká turnaj ve dvojicích na upraveném devítijamkovém hřišti osvětleném lampami a svítícími míčky. Po hře následuje raut a neformální povídání o tom, co chystáme v aplikaci Sofa.

## Pro koho je večer určen

Pro klienty a partnery Software602 a jejich kolegy. Vybavení zapůjčíme, stačí pohodlná obuv. Počet míst je omezen, proto registraci potvrzujeme e-mailem.
`,
      },
    ],
  },
  {
    path: 'csr',
    title: 'Společenská odpovědnost',
    eyebrow: 'Svět 602',
    lead: 'Digitalizace má pomáhat všem. Proto sdílíme své know-how i software s těmi, kdo to potřebují.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Software pro neziskové organizace',
            text: 'Neziskovým organizacím poskytujeme licence se zvýhodněním až 100 %.',
            link: { to: '/neziskove-organizace', label: 'Program pro neziskovky' },
          },
          {
            title: 'Digitální gramotnost',
            text: 'S obcemi a knihovnami pořádáme kurzy elektronické komunikace pro seniory.',
          },
          {
            title: 'Studenti a školy',
            text: 'Vedeme diplomové práce, nabízíme stáže a přednášíme na vysokých školách.',
          },
          {
            title: 'Méně papíru',
            text: 'Každý elektronicky podepsaný dokument šetří papír, tisk i cestování kurýrů.',
          },
        ],
      },
    ],
  },
  {
    path: 'certifikace',
    title: 'Certifikace a audity',
    eyebrow: 'Svět 602',
    lead: 'Nezávislé audity potvrzují, že naše služby a procesy splňují nejpřísnější požadavky na bezpečnost a kvalitu.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Kvalifikovaný poskytovatel podle eIDAS',
            text: 'Jsme zapsáni na důvěryhodném seznamu EU jako kvalifikovaný poskytovatel služeb vytvářejících důvěru.',
            link: { to: '/eidas', label: 'Služby eIDAS' },
          },
          {
            title: 'ISO/IEC 27001',
            text: 'Systém řízení bezpečnosti informací certifikovaný pro vývoj i provoz našich služeb.',
          },
          {
            title: 'ISO 9001',
            text: 'Systém řízení kvality pro vývoj softwaru, implementace a podporu.',
          },
          {
            title: 'Cloud computing pro veřejnou správu',
            text: 'Naše cloudové služby jsou zapsány v katalogu cloud computingu pro orgány veřejné moci.',
          },
        ],
      },
    ],
  },
]
