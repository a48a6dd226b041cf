import type { SeedPage } from './types'

export const faqPages: SeedPage[] = [
  {
    path: 'online-podpis-faq',
    title: 'Online podpis – časté dotazy',
    eyebrow: 'Časté dotazy',
    lead: 'Odpovědi na otázky k online podpisu dokumentů bez instalace.',
    blocks: [
      {
        type: 'faq',
        items: [
          {
            q: 'Potřebuji k online podpisu certifikát?',
            a: 'Nepotřebujete. Dokument můžete podepsat prostým podpisem s ověřením e-mailem. Pokud certifikát máte, můžete podepsat zaručeně nebo kvalifikovaně.',
          },
          {
            q: 'Jaké formáty dokumentů mohu podepsat?',
            a: 'Online podpis pracuje s dokumenty ve formátu PDF do velikosti 20 MB. Dokumenty z Wordu nebo Excelu nejdřív uložte jako PDF.',
          },
          {
            q: 'Ukládáte moje dokumenty?',
            a: 'Nahraný dokument po podepsání a stažení smažeme, nejpozději do 24 hodin. Pro trvalé ukládání podepsaných dokumentů slouží [aplikace Sofa](/sofa).',
          },
          {
            q: 'Je online podpis právně platný?',
            a: 'Ano. Elektronický podpis má podle nařízení eIDAS právní účinky; jeho průkaznost závisí na zvolené úrovni. Více v průvodci [Co je elektronický podpis](/co-je-elektronicky-podpis).',
          },
        ],
      },
    ],
  },
  {
    path: 'sofa-faq',
    title: 'Sofa – časté dotazy',
    eyebrow: 'Časté dotazy',
    lead: 'Všechno, co potřebujete vědět o aplikaci Sofa: zkušební verze, bezpečnost, licence a podpora.',
    blocks: [
      {
        type: 'faq',
        items: [
          {
            q: 'Jak dlouho trvá zkušební verze?',
            a: 'Zkušební verze je 30 dní zdarma a nic vás nezavazuje. Aktivační odkaz vám pošleme na e-mail zadaný v [ceníku](/sofa-tarify).',
          },
          {
            q: 'Kde jsou moje dokumenty uloženy?',
            a: 'V našich datových centrech v České republice, šifrovaně. Službu provozujeme podle certifikace ISO/IEC 27001.',
          },
          {
            q: 'Mohou dokumenty podepisovat i lidé, kteří Sofu nemají?',
            a: 'Ano. Externí podepisující dostanou e-mail s odkazem a podepíšou v prohlížeči, bez registrace a bez instalace.',
          },
          {
            q: 'Jak Sofu propojím s ostatními systémy?',
            a: 'Přes hotové konektory nebo REST API. Přehled najdete v [rozcestníku integrací](/sofa-integration-crossing).',
          },
          {
            q: 'Jak se licencuje?',
            a: 'Podle počtu uživatelů, kteří dokumenty zakládají a schvalují. Externí podepisující a čtenáři se do licence nepočítají.',
          },
        ],
      },
    ],
  },
  {
    path: 'faqs',
    title: 'Časté dotazy',
    eyebrow: 'Podpora',
    lead: 'Odpovědi na otázky, které od klientů slýcháme nejčastěji. Vyberte si téma.',
    blocks: [
      {
        type: 'content',
        text: `
- [Elektronický podpis](/faqs#podpis)
- [Časová razítka a eIDAS](/faqs#eidas)
- [Nákup a licence](/faqs#nakup)
- Podrobné odpovědi k aplikaci Sofa najdete na stránce [Sofa – časté dotazy](/sofa-faq), k online podpisu na stránce [Online podpis – časté dotazy](/online-podpis-faq).
`,
      },
      {
        type: 'faq',
        heading: 'Elektronický podpis',
        anchor: 'podpis',
        items: [
          {
            q: 'Jaký je rozdíl mezi zaručeným a kvalifikovaným podpisem?',
            a: 'Kvalifikovaný podpis je zaručený podpis vytvořený kvalifikovaným prostředkem na základě kvalifikovaného certifikátu. Jako jediný má ze zákona účinky vlastnoručního podpisu v celé EU.',
          },
          {
            q: 'Mohu elektronicky podepsat pracovní smlouvu?',
            a: 'Ano, zákoník práce to umožňuje. Postup popisujeme na stránce [Podpis pracovních smluv](/elektronicky-podpis-pracovnich-smluv-se-zamestnanci).',
          },
          {
            q: 'Co když mi certifikát vyprší?',
            a: 'Podpisy vytvořené během platnosti certifikátu zůstávají platné. Aby šlo jejich platnost prokázat i později, přidejte k nim časové razítko a podepsané dokumenty uchovávejte v důvěryhodném archivu.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Časová razítka a eIDAS',
        anchor: 'eidas',
        items: [
          {
            q: 'K čemu je časové razítko?',
            a: 'Prokazuje, že dokument existoval v daném okamžiku a od té doby se nezměnil. Více na stránce [Časová razítka](/casova-razitka).',
          },
          {
            q: 'Jste kvalifikovaným poskytovatelem?',
            a: 'Ano. Jsme zapsáni na důvěryhodném seznamu EU jako kvalifikovaný poskytovatel služeb vytvářejících důvěru.',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Nákup a licence',
        anchor: 'nakup',
        items: [
          {
            q: 'Jak mohu zaplatit?',
            a: 'V e-shopu platíte kartou. Organizacím veřejné správy a větším firmám fakturujeme na základě smlouvy nebo objednávky.',
          },
          {
            q: 'Kde najdu faktury?',
            a: 'Po přihlášení v e-shopu v historii objednávek, kde si je můžete stáhnout ve formátu PDF.',
          },
          {
            q: 'Nabízíte slevy pro neziskové organizace?',
            a: 'Ano, podrobnosti najdete na stránce [Software602 pro neziskové organizace](/neziskove-organizace).',
          },
        ],
      },
    ],
  },
]
