import { consultationCta } from './shared'
import type { SeedPage } from './types'

/** Trust services for public administration (the second mega-menu) and form technologies. */
export const eidasPages: SeedPage[] = [
  {
    path: 'co-je-eidas',
    title: 'Co je eIDAS',
    eyebrow: 'Průvodce',
    lead: 'Nařízení eIDAS sjednocuje pravidla elektronické identifikace a služeb vytvářejících důvěru v celé Evropské unii. Co to znamená pro vaši firmu nebo úřad?',
    blocks: [
      {
        type: 'content',
        text: `
## Nařízení v kostce

Nařízení Evropského parlamentu a Rady (EU) č. 910/2014, zkráceně eIDAS, platí ve všech členských státech přímo. Stanoví, jaké účinky mají elektronické podpisy, pečetě, časová razítka a další služby, a kdo je smí poskytovat jako kvalifikované.

## Služby vytvářející důvěru

- elektronické podpisy a pečetě a certifikáty pro ně,
- elektronická časová razítka,
- služby elektronického doporučeného doručování,
- ověřování platnosti podpisů a pečetí,
- uchovávání kvalifikovaných podpisů a pečetí.

## Co z toho plyne pro úřady

Veřejnoprávní podepisující musí v Česku používat kvalifikované podpisy a pečetě a dokumenty, které přijímají, musí umět ověřit. Software602 je kvalifikovaným poskytovatelem několika z těchto služeb; přehled najdete na stránce [eIDAS pro úřady](/eidas).
`,
      },
    ],
  },
  {
    path: 'elektronicka-pecet',
    title: 'Elektronická pečeť',
    eyebrow: 'Služba eIDAS',
    lead: 'Elektronická pečeť je podpis organizace. Úřady a firmy jí automaticky opatřují rozhodnutí, faktury, výpisy a další dokumenty bez zásahu člověka.',
    blocks: [
      {
        type: 'content',
        text: `
## Kdy použít pečeť místo podpisu

Pečeť potvrzuje původ a neporušenost dokumentu, který vydává organizace jako celek. Hodí se všude, kde dokumenty vznikají automaticky nebo ve velkém: výpisy z evidencí, hromadně vydávaná rozhodnutí, faktury, potvrzení.

## Jak pečetíme

Pečeť vytváříme kvalifikovaně v certifikovaném hardwarovém modulu. Dokumenty k zapečetění posílá váš systém přes API nebo aplikace [Sofa](/sofa); ke každé pečeti přidáme kvalifikované časové razítko. Návod na integraci najdete v [dokumentaci](/dokumentace).
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'kvalifikovany-elektronicky-podpis',
    title: 'Kvalifikovaný elektronický podpis',
    eyebrow: 'Pro veřejnou správu i firmy',
    lead: 'Nejvyšší úroveň elektronického podpisu, kterou musí podle zákona používat úřady a která má ve všech státech EU účinky vlastnoručního podpisu.',
    blocks: [
      {
        type: 'content',
        text: `
## Co potřebujete

- **Kvalifikovaný certifikát** vydaný kvalifikovanou certifikační autoritou. Jak jej získat, popisujeme na stránce [Certifikát](/certifikat).
- **Kvalifikovaný prostředek** pro vytváření podpisu: čipovou kartu, [e-token](/e-token) nebo vzdálený podpis [SecuSign](/secusign).
- **Aplikaci pro podepisování**, například [Signer](/signer) nebo [Sofa](/sofa).

## Podpis ve veřejné správě

Úředníci podepisují rozhodnutí, smlouvy a dokumenty pro spisovou službu. S aplikací [Signer pro veřejnou správu](/signer-pro-verejnou-spravu) to zvládnou jednotlivě i hromadně a dokumenty rovnou převedou do výstupního formátu PDF/A.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'casova-razitka-pro-verejnou-spravu',
    title: 'Časová razítka pro veřejnou správu',
    eyebrow: 'Služba eIDAS',
    lead: 'Kvalifikovaná časová razítka pro spisovou službu, úřední desky a pečetění. Se smlouvou pro veřejnou správu a fakturací podle vašich potřeb.',
    blocks: [
      {
        type: 'content',
        text: `
## Kde je úřady potřebují

- K podpisům a pečetím na odchozích dokumentech, jak vyžaduje zákon o službách vytvářejících důvěru.
- Při zveřejňování dokumentů na elektronické úřední desce.
- Při převodu dokumentů z listinné do elektronické podoby (autorizovaná konverze).

## Jak je odebírat

Razítka odebíráte přes API, z aplikace [Signer pro veřejnou správu](/signer-pro-verejnou-spravu) nebo ze spisové služby. Nabízíme paušální tarify i čerpání podle skutečné spotřeby; smlouvu uzavíráme i přes národní elektronický nástroj.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'kvalifikovane-uchovani-dokumentu',
    title: 'Kvalifikované uchování dokumentů',
    eyebrow: 'Služba eIDAS',
    lead: 'Zajistíme, že elektronické podpisy a pečetě na vašich dokumentech půjde ověřit i za desítky let, kdy už certifikáty dávno vypršely.',
    blocks: [
      {
        type: 'content',
        text: `
## Jak služba funguje

Podepsané dokumenty předáte do služby kvalifikovaného uchování. Ta ověří platnost všech podpisů, uloží doklady o jejich platnosti a před tím, než by použitá kryptografie zastarala, dokumenty znovu opatří časovým razítkem.

## Co tím získáte

- Průkaznost podpisů po celou archivační lhůtu, i po skončení platnosti certifikátů.
- Splnění požadavků nařízení eIDAS a zákona o archivnictví a spisové službě.
- Kdykoli vydaný protokol o platnosti, který obstojí u soudu i při kontrole.

Službu poskytujeme jako kvalifikovaný poskytovatel zapsaný na důvěryhodném seznamu EU.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'kvalifikovane-overovani-dokumentu',
    title: 'Kvalifikované ověřování dokumentů',
    eyebrow: 'Služba eIDAS',
    lead: 'Přijatý dokument s podpisem nebo pečetí ověříme za vás a vystavíme protokol o platnosti s právní váhou kvalifikované služby.',
    blocks: [
      {
        type: 'content',
        text: `
## Proč ověřovat kvalifikovaně

Úřad i firma musí u přijatého dokumentu zjistit, zda je podpis platný, kdo jej vytvořil a zda nebyl dokument změněn. Kvalifikovaná služba ověření to provede podle pravidel eIDAS a výsledek zaznamená do protokolu, na který se můžete spolehnout.

## Jak ověřovat

Dokumenty ověříte jednotlivě ve webové aplikaci, hromadně z aplikace [Sofa](/sofa) nebo automaticky přes API napojené na podatelnu či spisovou službu. Protokol se uloží spolu s dokumentem.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'vidimace-elektronicke-uredni-desky',
    title: 'Vidimace a elektronické úřední desky',
    eyebrow: 'Pro obce a kraje',
    lead: 'Zveřejňujte dokumenty na elektronické úřední desce s pečetí a časovým razítkem a převádějte listiny do elektronické podoby bez zbytečné ruční práce.',
    blocks: [
      {
        type: 'content',
        text: `
## Elektronická úřední deska

Dokumenty vyvěšené na úřední desce opatříme kvalifikovanou pečetí a časovým razítkem při vyvěšení i sejmutí, takže můžete kdykoli doložit, co a jak dlouho bylo zveřejněno.

## Konverze a vidimace

Při převodu listin do elektronické podoby a zpět připojíme ověřovací doložku s podpisem a časovým razítkem. Převedené dokumenty se rovnou uloží do spisové služby nebo do [důvěryhodného archivu](/integrace-duveryhodneho-archivu).
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'signer-pro-verejnou-spravu',
    title: 'Signer pro veřejnou správu',
    eyebrow: 'Aplikace pro podpis',
    lead: 'Kvalifikované podpisy, pečetě a ověřování dokumentů pro úředníky. Splňuje požadavky zákona o službách vytvářejících důvěru i národního standardu pro spisovou službu.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Výstupní formát PDF/A',
            text: 'Dokumenty před podpisem převede do formátu vhodného pro dlouhodobé uchování.',
          },
          {
            title: 'Podpis i pečeť',
            text: 'Podepíšete osobním certifikátem i zapečetíte certifikátem úřadu.',
          },
          {
            title: 'Ověření doručených dokumentů',
            text: 'Zkontroluje podpisy a vystaví protokol pro spis.',
          },
          {
            title: 'Licence pro celý úřad',
            text: 'Multilicence a centrální nasazení přes správce IT.',
          },
        ],
      },
      consultationCta(),
    ],
  },
  {
    path: 'long-term-docs',
    title: 'Long Term Docs',
    eyebrow: 'Dlouhodobé uchování',
    lead: 'Aplikace pro dlouhodobé a průkazné uchování elektronicky podepsaných dokumentů. Hlídá platnost podpisů a včas je obnovuje.',
    blocks: [
      {
        type: 'content',
        text: `
## Pro koho je Long Term Docs

Pro úřady, nemocnice, banky a firmy, které musí podepsané dokumenty uchovávat deset, dvacet i více let: smlouvy, zdravotnickou dokumentaci, personální spisy nebo stavební dokumentaci.

## Jak funguje

Long Term Docs sleduje platnost podpisů a časových razítek ve vašem úložišti a před jejich vypršením dokumenty automaticky přerazítkuje. Využívá naši službu [kvalifikovaného uchování](/kvalifikovane-uchovani-dokumentu) a lze jej provozovat v cloudu i ve vaší infrastruktuře.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'datove-schranky',
    title: 'Datové schránky bez starostí',
    eyebrow: 'Datové schránky',
    lead: 'Přijímejte, odesílejte a archivujte datové zprávy v aplikaci Sofa. Zprávy se samy roztřídí, dostanou se ke správným lidem a nic se neztratí.',
    actions: [
      { to: '/konzultace', label: 'Konzultace zdarma' },
      { to: '/sofa-tarify', label: 'Ceník' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Co Sofa s datovými schránkami umí',
        items: [
          {
            title: 'Více schránek na jednom místě',
            text: 'Všechny schránky firmy nebo úřadu v jedné aplikaci, s oprávněními pro jednotlivé kolegy.',
          },
          {
            title: 'Automatické třídění',
            text: 'Přijaté zprávy se podle pravidel předají správnému oddělení nebo schvalovateli.',
          },
          {
            title: 'Trvalé uložení',
            text: 'Zprávy neuvidíte mizet po 90 dnech: ukládají se do důvěryhodného archivu.',
          },
          {
            title: 'Odesílání z vašich systémů',
            text: 'Faktury a dokumenty odešlete do datové schránky přímo z ERP nebo účetnictví.',
          },
        ],
      },
      {
        type: 'content',
        text: `
Jak datové schránky s aplikací Sofa používá veřejná správa, ukazuje naše [národní případová studie](/narodni-pripadova-studie).
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'narodni-pripadova-studie',
    title: 'Národní případová studie: digitalizace agendy úřadu',
    eyebrow: 'Naše práce',
    lead: 'Jak krajský úřad převedl oběh dokumentů do elektronické podoby, zrychlil schvalování smluv a ušetřil stovky hodin práce ročně.',
    blocks: [
      {
        type: 'content',
        text: `
## Výchozí situace

Smlouvy a rozhodnutí putovaly mezi odbory v deskách. Schválení jedné smlouvy trvalo v průměru dva týdny, datové zprávy se přeposílaly e-mailem a archiv zabíral tři místnosti.

## Řešení

Úřad nasadil aplikaci [Sofa](/sofa) se schvalovacími procesy, napojením na datové schránky a spisovou službu. Úředníci podepisují kvalifikovaně přes [SecuSign](/secusign), odchozí dokumenty se automaticky pečetí a ukládají do důvěryhodného archivu.

## Výsledky

- Schválení smlouvy místo dvou týdnů za dva dny.
- Žádné ztracené datové zprávy a úplná auditní stopa.
- Úspora papíru, tisku a poštovného v řádu statisíců korun ročně.

Další příběhy našich klientů najdete v sekci [Naše práce](/nase-prace).
`,
      },
      consultationCta('Chcete podobný výsledek?'),
    ],
  },
  {
    path: 'formularove-technologie',
    title: 'Formulářové technologie',
    eyebrow: 'Formuláře',
    lead: 'Elektronické formuláře, které se snadno vyplňují, samy kontrolují zadané údaje a rovnou je předají do vašeho systému.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Form Flow',
            text: 'Formulářové procesy od vyplnění přes schválení až po uložení.',
            link: { to: '/form-flow', label: 'Form Flow' },
          },
          {
            title: 'Form Filler',
            text: 'Aplikace zdarma pro vyplnění, podpis a odeslání formulářů.',
            link: { to: '/form-filler', label: 'Form Filler' },
          },
          {
            title: 'FormApps Designer',
            text: 'Návrhář formulářů pro naše klienty, bez programování.',
            link: { to: '/formapps-designer-pro-klienty', label: 'FormApps Designer' },
          },
        ],
      },
      {
        type: 'content',
        text: `
Naše formuláře používají ministerstva, finanční správa i tisíce firem. Formuláře mohou obsahovat výpočty, kontroly, přílohy a elektronický podpis a lze je odeslat do datové schránky nebo do informačního systému.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'form-flow',
    title: 'Form Flow',
    eyebrow: 'Formuláře',
    lead: 'Žádosti, objednávky a výkazy ve formě chytrých formulářů, které se samy dostanou ke schvalovatelům a na konci procesu do archivu.',
    blocks: [
      {
        type: 'content',
        text: `
## Jak Form Flow pomáhá

- Formulář vyplní zaměstnanec nebo klient v prohlížeči, kontroly zabrání chybám.
- Podle obsahu formuláře se automaticky určí schvalovatelé a termíny.
- Schválený formulář se podepíše, zapečetí a uloží do archivu nebo předá do vašeho systému.

Formuláře navrhnete v aplikaci [FormApps Designer](/formapps-designer-pro-klienty) a proces nastavíte v aplikaci [Sofa](/sofa).
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'form-filler',
    title: 'Form Filler',
    eyebrow: 'Aplikace zdarma',
    lead: 'Bezplatná aplikace pro vyplňování, podepisování a odesílání elektronických formulářů úřadů i firem.',
    blocks: [
      {
        type: 'content',
        text: `
## K čemu Form Filler slouží

Form Filler otevře elektronický formulář, pohlídá povinné údaje, spočítá součty a formulář podepíše vaším certifikátem. Vyplněný formulář odešlete přímo do datové schránky nebo jej uložíte k pozdějšímu dokončení.

## Ke stažení

Aplikace je zdarma pro Windows. Instalační balíček, návody a systémové požadavky najdete v [dokumentaci](/dokumentace).
`,
      },
    ],
  },
  {
    path: 'formapps-designer-pro-klienty',
    title: 'FormApps Designer pro klienty',
    eyebrow: 'Formuláře',
    lead: 'Navrhněte si vlastní elektronické formuláře bez programování. Přetáhnete pole, nastavíte kontroly a formulář je připraven k použití.',
    blocks: [
      {
        type: 'content',
        text: `
## Co v Designeru vytvoříte

- Formuláře s výpočty, podmíněnými oddíly a opakovanými řádky.
- Kontroly rodných čísel, IČO, bankovních účtů a dalších údajů.
- Napojení na číselníky a údaje z vašich systémů.

## Licence pro klienty

Designer je k dispozici klientům s předplatným Form Flow nebo Sofa. Školení pro vaše návrháře formulářů zajistíme online i u vás.
`,
      },
      consultationCta(),
    ],
  },
]
