import { external } from './external'
import { consultationCta, trialCta } from './shared'
import type { SeedPage } from './types'

/** Electronic signature: products, solutions and explanations (the first mega-menu). */
export const signaturePages: SeedPage[] = [
  {
    path: 'co-je-elektronicky-podpis',
    title: 'Co je elektronický podpis',
    eyebrow: 'Průvodce',
    lead: 'Elektronický podpis nahrazuje vlastnoruční podpis v digitálním světě. Vysvětlujeme, jaké druhy existují, kdy který použít a jak poznat, že je podpis platný.',
    blocks: [
      {
        type: 'content',
        text: `
## Tři úrovně podle nařízení eIDAS

- **Prostý elektronický podpis** je jakýkoli údaj, který k dokumentu připojíte, například jméno pod e-mailem nebo naskenovaný podpis. Je platný, ale snadno zpochybnitelný.
- **Zaručený elektronický podpis** je jednoznačně spojen s podepisující osobou a dokáže odhalit jakoukoli pozdější změnu dokumentu.
- **Kvalifikovaný elektronický podpis** je zaručený podpis vytvořený kvalifikovaným prostředkem na základě kvalifikovaného certifikátu. Má stejné právní účinky jako vlastnoruční podpis ve všech státech EU.

## Kdy jaký podpis stačí

Pro většinu obchodních smluv mezi firmami postačí zaručený podpis. Úřady a veřejnoprávní podepisující musí podle zákona o službách vytvářejících důvěru používat kvalifikovaný podpis nebo pečeť. Pracovní smlouvy lze podepsat elektronicky, pokud zvolíte vhodnou úroveň a ověření totožnosti.

## Jak poznat platný podpis

Podpis ověříte v každém běžném prohlížeči PDF nebo v aplikaci [Signer](/signer). Platný podpis potvrzuje, že dokument od podpisu nikdo nezměnil, a ukáže, kdo jej podepsal a kdy. Časové razítko navíc prokáže, že podpis vznikl v době platnosti certifikátu.
`,
      },
      {
        type: 'cards',
        heading: 'Čtěte dál',
        items: [
          {
            title: 'Kvalifikovaný elektronický podpis',
            text: 'Co potřebujete, abyste mohli podepisovat kvalifikovaně.',
            link: {
              to: '/kvalifikovany-elektronicky-podpis',
              label: 'Více o kvalifikovaném podpisu',
            },
          },
          {
            title: 'Časová razítka',
            text: 'Proč k podpisu přidat časové razítko a jak dlouho platí.',
            link: { to: '/casova-razitka', label: 'Časová razítka' },
          },
          {
            title: 'Časté dotazy',
            text: 'Odpovědi na otázky, které slýcháme nejčastěji.',
            link: { to: '/faqs#podpis', label: 'Časté dotazy k podpisu' },
          },
        ],
      },
    ],
  },
  {
    path: 'certifikat',
    title: 'Jak získat certifikát pro elektronický podpis',
    eyebrow: 'Průvodce',
    lead: 'Kvalifikovaný certifikát vydává certifikační autorita po ověření vaší totožnosti. Ukážeme vám, jak postupovat a na co nezapomenout.',
    blocks: [
      {
        type: 'content',
        text: `
## Postup krok za krokem

1. Vyberte si kvalifikovanou certifikační autoritu. V Česku certifikáty vydává několik poskytovatelů zapsaných na důvěryhodném seznamu.
2. Rozhodněte se, kde bude certifikát uložen: na čipové kartě nebo [e-tokenu](/e-token), případně v bezpečném vzdáleném úložišti pro podpis v cloudu.
3. Navštivte registrační místo s platným dokladem totožnosti, nebo využijte ověření přes bankovní identitu, pokud jej autorita nabízí.
4. Po vydání certifikátu nainstalujte ovladače a aplikaci [602 Key](/key), která vám certifikát zobrazí a připomene obnovu.

## Jak dlouho certifikát platí

Kvalifikovaný certifikát platí obvykle jeden rok. Před koncem platnosti si jej můžete obnovit elektronicky, bez další návštěvy registračního místa.

## Podpis bez vlastního certifikátu

Pokud podepisujete jen občas, můžete využít vzdálený podpis [SecuSign](/secusign), kde certifikát za vás bezpečně spravujeme v certifikovaném zařízení.
`,
      },
      consultationCta('Pomůžeme vám s výběrem certifikátu'),
    ],
  },
  {
    path: 'e-token',
    title: 'E-token pro bezpečný elektronický podpis',
    eyebrow: 'Kvalifikovaný prostředek',
    lead: 'E-token je malé USB zařízení, ve kterém je bezpečně uložen váš certifikát a soukromý klíč. Klíč nikdy neopustí token, takže jej nikdo nemůže zkopírovat.',
    blocks: [
      {
        type: 'content',
        text: `
## Proč e-token

- Kvalifikovaný prostředek pro vytváření podpisu, který vyžaduje zákon pro kvalifikovaný podpis.
- Podepisujete na libovolném počítači, stačí token připojit a zadat PIN.
- Na jednom tokenu můžete mít certifikát pro podpis i pro šifrování.

## Jak začít

E-token si objednáte spolu s certifikátem u certifikační autority nebo v našem [e-shopu](/eshop). Ke správě tokenu a certifikátů slouží bezplatná aplikace [602 Key](/key); podepisovat můžete v aplikacích [Signer](/signer) nebo [Sofa](/sofa).
`,
      },
    ],
  },
  {
    path: 'key',
    title: '602 Key',
    eyebrow: 'Aplikace zdarma',
    lead: 'Správa certifikátů na čipových kartách a e-tokenech bez starostí. 602 Key vám ukáže, co máte na tokenu, pohlídá konec platnosti a pomůže s obnovou.',
    actions: [{ to: '/dokumentace', label: 'Dokumentace a ke stažení' }],
    blocks: [
      {
        type: 'cards',
        heading: 'Co 602 Key umí',
        items: [
          {
            title: 'Přehled certifikátů',
            text: 'Všechny certifikáty na tokenu přehledně na jednom místě.',
          },
          {
            title: 'Upozornění na konec platnosti',
            text: 'Včas vám připomene, že je čas certifikát obnovit.',
          },
          {
            title: 'Změna a odblokování PIN',
            text: 'PIN i PUK změníte bez příkazové řádky a návodů.',
          },
          {
            title: 'Obnova certifikátu',
            text: 'Provede vás obnovou certifikátu u vaší certifikační autority.',
          },
        ],
      },
      {
        type: 'content',
        text: `
Aplikace je zdarma pro Windows i macOS. Podmínky užívání najdete v [licenční smlouvě 602 Key](/eula-602key), informace o zpracování údajů na stránce [Ochrana osobních údajů v 602 Key](/gdpr-602key).
`,
      },
    ],
  },
  {
    path: 'signer',
    title: 'Signer',
    eyebrow: 'Aplikace pro podpis',
    lead: 'Podepisujte PDF i další dokumenty kvalifikovaným elektronickým podpisem přímo ve svém počítači. Rychle, jednotlivě i hromadně.',
    actions: [
      { to: '/eshop', label: 'Koupit licenci' },
      { to: '/signer-pro-verejnou-spravu', label: 'Signer pro úřady' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Proč Signer',
        items: [
          {
            title: 'Podpis jedním klikem',
            text: 'Vyberete dokumenty, zvolíte certifikát a je hotovo. Časové razítko se přidá automaticky.',
          },
          {
            title: 'Hromadné podepisování',
            text: 'Stovky faktur nebo výkazů podepíšete najednou, jediným zadáním PIN.',
          },
          {
            title: 'Ověření podpisů',
            text: 'Zkontroluje podpisy, pečetě a razítka na přijatých dokumentech a vystaví protokol.',
          },
          {
            title: 'Dokumenty zůstávají u vás',
            text: 'Podepisuje se lokálně, obsah dokumentů nikam neodesíláme.',
            link: { to: '/gdpr-signer', label: 'Jak chráníme vaše data' },
          },
        ],
      },
      consultationCta(),
    ],
  },
  {
    path: 'secusign',
    title: 'SecuSign – podpis v cloudu',
    eyebrow: 'Vzdálený kvalifikovaný podpis',
    lead: 'Kvalifikovaný elektronický podpis bez čipové karty a tokenu. Certifikát bezpečně spravujeme za vás, podepisujete z počítače i telefonu.',
    blocks: [
      {
        type: 'content',
        text: `
## Jak SecuSign funguje

Váš certifikát a soukromý klíč jsou uloženy v certifikovaném hardwarovém modulu v našem datovém centru. Podpis autorizujete v mobilní aplikaci, takže klíč používáte jen vy, kdekoli jste.

## Pro koho je určen

- Pro manažery a obchodníky, kteří podepisují na cestách.
- Pro firmy, které nechtějí rozdávat a spravovat tokeny.
- Pro úřady, kde podepisuje více lidí na různých pracovištích.

SecuSign je plně integrovaný v aplikaci [Sofa](/sofa) a lze jej připojit i k vašemu vlastnímu systému přes API.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'online-podpis-uvod',
    title: 'Online podpis dokumentu',
    eyebrow: 'Podepište hned teď',
    lead: 'Potřebujete podepsat jeden dokument? Nahrajte PDF, podepište jej a stáhněte si výsledek. Bez instalace a bez registrace.',
    actions: [{ to: external.onlineSigning, label: 'Chci podepsat dokument' }],
    blocks: [
      {
        type: 'content',
        text: `
## Tři kroky k podepsanému dokumentu

1. Nahrajte dokument ve formátu PDF.
2. Podepište jej svým certifikátem nebo prostým podpisem s ověřením e-mailem.
3. Stáhněte podepsaný dokument a pošlete jej dál.

## Pro pravidelné podepisování

Když podepisujete častěji nebo potřebujete podpisy od více lidí, vyzkoušejte aplikaci [Sofa](/sofa): rozešle dokumenty k podpisu, pohlídá termíny a podepsané dokumenty uloží do archivu. Odpovědi na nejčastější otázky najdete v [častých dotazech k online podpisu](/online-podpis-faq).
`,
      },
    ],
  },
  {
    path: 'elektronicke-podepisovani-smluv',
    title: 'Elektronické podepisování smluv',
    eyebrow: 'Řešení pro firmy',
    lead: 'Smlouvy s klienty, dodavateli i zaměstnanci podepíšete online během minut. Bez tisku, skenování a čekání na kurýra.',
    actions: [
      { to: '/konzultace', label: 'Konzultace zdarma' },
      { to: '/sofa-tarify', label: 'Ceník' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Jak to funguje',
        items: [
          {
            title: 'Připravíte smlouvu',
            text: 'Nahrajete PDF nebo ji vytvoříte ze šablony a určíte, kdo a v jakém pořadí podepisuje.',
          },
          {
            title: 'Rozešlete k podpisu',
            text: 'Podepisující dostanou e-mail s odkazem. Podepisují v prohlížeči, bez instalace.',
          },
          {
            title: 'Máte hotovo',
            text: 'Podepsaná smlouva s časovým razítkem se uloží do důvěryhodného archivu.',
          },
        ],
      },
      {
        type: 'content',
        heading: 'Právní jistota',
        text: `
Každý podpis je zaručený nebo kvalifikovaný podle nařízení eIDAS, doplněný časovým razítkem a auditní stopou. O tom, kdo a kdy smlouvu podepsal, nebude pochyb ani po letech, protože podpisy udržujeme platné službou [kvalifikovaného uchování](/kvalifikovane-uchovani-dokumentu).
`,
      },
      trialCta(),
    ],
  },
  {
    path: 'integrace-kvalifikovaneho-elektronickeho-podpisu',
    title: 'Integrace kvalifikovaného elektronického podpisu',
    eyebrow: 'Řešení pro firmy',
    lead: 'Přidejte kvalifikovaný podpis, pečeť a časová razítka do svého informačního systému, ERP nebo spisové služby přes jednoduché API.',
    blocks: [
      {
        type: 'content',
        text: `
## Co nabízíme vývojářům

- REST API pro podpis, pečetění a časová razítka s dokumentací a testovacím prostředím.
- Hromadné pečetění faktur, výpisů a rozhodnutí přímo z vašeho systému.
- Ověřování přijatých dokumentů s protokolem podle eIDAS.

## Nasazení

Služby provozujeme v našem certifikovaném cloudu, nebo je nasadíme ve vaší infrastruktuře. Integraci zvládnete obvykle do několika dnů; s návrhem vám pomohou naši konzultanti. Technické informace najdete v [dokumentaci](/dokumentace).
`,
      },
      consultationCta('Probereme vaši integraci'),
    ],
  },
  {
    path: 'elektronicke-autorizacni-razitko',
    title: 'Elektronické autorizační razítko',
    eyebrow: 'Pro autorizované osoby',
    lead: 'Autorizovaní architekti, inženýři a technici podepisují projektovou dokumentaci elektronicky. Ukážeme vám, jak na to.',
    blocks: [
      {
        type: 'content',
        text: `
## Co je elektronické autorizační razítko

Elektronické autorizační razítko (EAR) je kvalifikovaný elektronický podpis autorizované osoby, jehož certifikát nese údaje o autorizaci. Nahrazuje razítko a podpis na papírové dokumentaci a stavební úřady jej přijímají v digitálním řízení.

## Jak s razítkem pracovat

Dokumentaci ve formátu PDF/A podepíšete v aplikaci [Signer](/signer) jedním krokem, včetně časového razítka. Hromadně podepíšete i rozsáhlé soubory výkresů. Podpisy na přijaté dokumentaci ověříte stejně snadno.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'integrace-duveryhodneho-archivu',
    title: 'Integrace důvěryhodného archivu',
    eyebrow: 'Řešení pro firmy',
    lead: 'Elektronicky podepsané dokumenty musí zůstat průkazné i po letech. Napojte svůj systém na náš důvěryhodný archiv a o platnost podpisů se nestarejte.',
    blocks: [
      {
        type: 'content',
        text: `
## Proč archivovat důvěryhodně

Certifikáty, na kterých stojí elektronické podpisy, po čase vyprší a kryptografické algoritmy zastarávají. Důvěryhodný archiv dokumenty pravidelně opatřuje novými časovými razítky a uchovává doklady o platnosti podpisů, takže dokážete jejich pravost prokázat i za dvacet let.

## Jak integrace funguje

Dokumenty do archivu ukládáte přes API nebo přímo z aplikace [Sofa](/sofa). Archiv je postaven na službě [kvalifikovaného uchování](/kvalifikovane-uchovani-dokumentu) a splňuje požadavky nařízení eIDAS i národní legislativy. Pro dlouhodobé uchování dokumentů mimo Sofu slouží [Long Term Docs](/long-term-docs).
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'casova-razitka',
    title: 'Kvalifikovaná časová razítka',
    eyebrow: 'Služba eIDAS',
    lead: 'Časové razítko prokazuje, že dokument existoval v určitém okamžiku a od té doby se nezměnil. Vydáváme kvalifikovaná časová razítka platná v celé EU.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Pro firmy',
            text: 'Razítka k podpisům smluv, faktur a účetních dokladů, jednotlivě i v balíčcích.',
            link: { to: '/casova-razitka-pro-firmy', label: 'Časová razítka pro firmy' },
          },
          {
            title: 'Pro veřejnou správu',
            text: 'Razítka pro spisovou službu, elektronické úřední desky a pečetění rozhodnutí.',
            link: {
              to: '/casova-razitka-pro-verejnou-spravu',
              label: 'Časová razítka pro úřady',
            },
          },
        ],
      },
      {
        type: 'content',
        text: `
Kvalifikované časové razítko vydává kvalifikovaný poskytovatel s přesným časem navázaným na koordinovaný světový čas. Podle nařízení eIDAS se u něj předpokládá přesnost data a času i neporušenost dat, ke kterým se váže. Časová razítka můžete zakoupit v našem [e-shopu](/eshop).
`,
      },
    ],
  },
  {
    path: 'casova-razitka-pro-firmy',
    title: 'Časová razítka pro firmy',
    eyebrow: 'Služba eIDAS',
    lead: 'Časové razítko k podpisu smlouvy nebo faktury prokáže, kdy byl dokument podepsán, a prodlouží průkaznost podpisu i po skončení platnosti certifikátu.',
    blocks: [
      {
        type: 'content',
        text: `
## Kde razítka využijete

- Smlouvy a objednávky podepsané elektronicky.
- Faktury a účetní doklady, u kterých musíte prokázat neměnnost po celou archivační lhůtu.
- Technická a projektová dokumentace, výsledky měření a laboratorní protokoly.

## Jak je získáte

Razítka nakoupíte v balíčcích v [e-shopu](/eshop) a čerpáte je automaticky z aplikací [Signer](/signer) a [Sofa](/sofa) nebo přes API. Nevyčerpaná razítka nepropadají do konce platnosti balíčku.
`,
      },
      consultationCta(),
    ],
  },
]
