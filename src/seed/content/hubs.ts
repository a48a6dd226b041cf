import { external } from './external'
import { consultationCta } from './shared'
import type { SeedPage } from './types'

/** The three solution hubs the mega-menus start from; they link to nearly everything else. */
export const hubPages: SeedPage[] = [
  {
    path: 'elektronicky-podpis',
    title: 'Elektronický podpis pro firmy i úřady',
    eyebrow: 'Elektronický podpis',
    lead: 'Podepisujte smlouvy, faktury a personální dokumenty online, s plnou právní platností podle nařízení eIDAS. Od jednoho dokumentu po statisíce ročně.',
    actions: [
      { to: '/konzultace', label: 'Konzultace zdarma' },
      { to: external.onlineSigning, label: 'Chci podepsat dokument' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Řešení',
        items: [
          {
            title: 'Podepisování smluv',
            text: 'Smlouvy s klienty a dodavateli podepsané během minut.',
            link: { to: '/elektronicke-podepisovani-smluv', label: 'Podepisování smluv' },
          },
          {
            title: 'Pracovní smlouvy',
            text: 'Nástupy zaměstnanců bez papíru, v souladu se zákoníkem práce.',
            link: {
              to: '/elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
              label: 'Podpis pracovních smluv',
            },
          },
          {
            title: 'Integrace podpisu',
            text: 'Kvalifikovaný podpis a pečeť ve vašem informačním systému.',
            link: {
              to: '/integrace-kvalifikovaneho-elektronickeho-podpisu',
              label: 'Integrace podpisu',
            },
          },
          {
            title: 'Autorizační razítko',
            text: 'Elektronický podpis projektové dokumentace pro autorizované osoby.',
            link: { to: '/elektronicke-autorizacni-razitko', label: 'Autorizační razítko' },
          },
          {
            title: 'Důvěryhodný archiv',
            text: 'Podepsané dokumenty průkazné i za desítky let.',
            link: { to: '/integrace-duveryhodneho-archivu', label: 'Důvěryhodný archiv' },
          },
          {
            title: 'Časová razítka',
            text: 'Kvalifikovaná razítka k podpisům, fakturám a dokumentaci.',
            link: { to: '/casova-razitka-pro-firmy', label: 'Časová razítka pro firmy' },
          },
        ],
      },
      {
        type: 'cards',
        heading: 'Produkty',
        items: [
          {
            title: 'Sofa',
            text: 'Podepisování, schvalování a archivace v jedné aplikaci.',
            link: { to: '/sofa', label: 'Aplikace Sofa' },
          },
          {
            title: 'Signer',
            text: 'Kvalifikovaný podpis PDF ve vašem počítači.',
            link: { to: '/signer', label: 'Aplikace Signer' },
          },
          {
            title: 'SecuSign',
            text: 'Kvalifikovaný podpis v cloudu, bez tokenu.',
            link: { to: '/secusign', label: 'SecuSign' },
          },
        ],
      },
      {
        type: 'content',
        heading: 'Nevíte si rady?',
        text: `
Začněte naším průvodcem [Co je elektronický podpis](/co-je-elektronicky-podpis), nebo se podívejte do [častých dotazů](/faqs).
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'eidas',
    title: 'Služby eIDAS pro úřady',
    eyebrow: 'eIDAS pro úřady',
    lead: 'Jako kvalifikovaný poskytovatel služeb vytvářejících důvěru dodáváme úřadům vše, co zákon vyžaduje: pečetě, podpisy, časová razítka, uchování i ověřování.',
    actions: [
      { to: '/konzultace', label: 'Konzultace zdarma' },
      { to: '/co-je-eidas', label: 'Co je eIDAS' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Služby',
        items: [
          {
            title: 'Elektronická pečeť',
            text: 'Automatické pečetění rozhodnutí, výpisů a faktur.',
            link: { to: '/elektronicka-pecet', label: 'Elektronická pečeť' },
          },
          {
            title: 'Kvalifikovaný podpis',
            text: 'Podpisy úředníků s právní váhou vlastnoručního podpisu.',
            link: { to: '/kvalifikovany-elektronicky-podpis', label: 'Kvalifikovaný podpis' },
          },
          {
            title: 'Časová razítka',
            text: 'Razítka pro spisovou službu a úřední desku.',
            link: {
              to: '/casova-razitka-pro-verejnou-spravu',
              label: 'Časová razítka pro úřady',
            },
          },
          {
            title: 'Kvalifikované uchování',
            text: 'Platnost podpisů po celou archivační lhůtu.',
            link: { to: '/kvalifikovane-uchovani-dokumentu', label: 'Kvalifikované uchování' },
          },
          {
            title: 'Kvalifikované ověřování',
            text: 'Ověření přijatých dokumentů s protokolem.',
            link: { to: '/kvalifikovane-overovani-dokumentu', label: 'Kvalifikované ověřování' },
          },
          {
            title: 'Úřední desky a vidimace',
            text: 'Zveřejňování a konverze dokumentů s pečetí.',
            link: { to: '/vidimace-elektronicke-uredni-desky', label: 'Úřední desky' },
          },
        ],
      },
      {
        type: 'cards',
        heading: 'Produkty pro veřejnou správu',
        items: [
          {
            title: 'Signer pro veřejnou správu',
            text: 'Podpis, pečeť a ověření na pracovišti úředníka.',
            link: { to: '/signer-pro-verejnou-spravu', label: 'Signer pro úřady' },
          },
          {
            title: 'Long Term Docs',
            text: 'Dlouhodobé uchování podepsaných dokumentů.',
            link: { to: '/long-term-docs', label: 'Long Term Docs' },
          },
          {
            title: 'Formuláře',
            text: 'Elektronická podání, která se samy zkontrolují.',
            link: { to: '/formularove-technologie', label: 'Formulářové technologie' },
          },
        ],
      },
      consultationCta('Pomůžeme vašemu úřadu splnit požadavky eIDAS'),
    ],
  },
  {
    path: 'digitalizace-hr',
    title: 'Digitalizace HR',
    eyebrow: 'Digitalizace HR',
    lead: 'Pracovní smlouvy, výplatní pásky, žádosti i osobní složky zaměstnanců bez papíru. Personalisté ušetří hodiny týdně a zaměstnanci vyřídí vše z mobilu.',
    actions: [
      { to: '/konzultace', label: 'Konzultace zdarma' },
      { to: '/digitalizace-HR-registrace', label: 'Konference Digitalizace HR' },
    ],
    blocks: [
      {
        type: 'cards',
        heading: 'Řešení pro personalisty',
        items: [
          {
            title: 'Podpis pracovních smluv',
            text: 'Smlouvy a dohody podepsané elektronicky, v souladu se zákoníkem práce.',
            link: {
              to: '/elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
              label: 'Podpis pracovních smluv',
            },
          },
          {
            title: 'Distribuce HR dokumentů',
            text: 'Výplatní pásky a potvrzení doručené jedním kliknutím.',
            link: { to: '/automaticka-distribuce-hr-dokumentu', label: 'Distribuce dokumentů' },
          },
          {
            title: 'Žádosti a změny',
            text: 'Dovolené, změny úvazků a cestovní příkazy se schválením online.',
            link: {
              to: '/digitalni-zmenove-a-zadankove-procesy-pro-hr',
              label: 'Žádankové procesy',
            },
          },
          {
            title: 'Osobní složka',
            text: 'Všechny dokumenty zaměstnance na jednom místě.',
            link: { to: '/elektronicka-osobni-slozka-zamestnance', label: 'Osobní složka' },
          },
          {
            title: 'Archivace HR dokumentů',
            text: 'Průkazné uchování po celou zákonnou lhůtu.',
            link: {
              to: '/elektronicka-duveryhodna-archivace-hr-dokumentu',
              label: 'Archivace HR dokumentů',
            },
          },
          {
            title: 'Integrace s HR systémy',
            text: 'Data a dokumenty tečou mezi systémy samy.',
            link: {
              to: '/integrace-s-hr-systemy-pro-efektivni-spravu-dokumentu',
              label: 'Integrace s HR systémy',
            },
          },
        ],
      },
      consultationCta('Ukážeme vám digitální HR na vašich dokumentech'),
    ],
  },
]
