import { consultationCta } from './shared'
import type { SeedPage } from './types'

/** HR digitalisation (the third mega-menu). */
export const hrPages: SeedPage[] = [
  {
    path: 'elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
    title: 'Elektronický podpis pracovních smluv se zaměstnanci',
    eyebrow: 'Digitalizace HR',
    lead: 'Pracovní smlouvy, dodatky a dohody podepíšete se zaměstnanci elektronicky, v souladu se zákoníkem práce a bez jediného výtisku.',
    blocks: [
      {
        type: 'content',
        text: `
## Co zákoník práce umožňuje

Od novely zákoníku práce lze pracovní smlouvy, dohody o provedení práce i dohody o pracovní činnosti uzavírat elektronicky. Zaměstnanec podepíše smlouvu ve svém telefonu nebo počítači, zaměstnavatel ji podepíše kvalifikovaně a smlouva se doručí na zaměstnancův e-mail.

## Jak to funguje v aplikaci Sofa

1. Personalista připraví smlouvu ze šablony s údaji z HR systému.
2. Zaměstnanec ji dostane k podpisu a ověří se kódem z SMS nebo bankovní identitou.
3. Podepsaná smlouva se uloží do [elektronické osobní složky](/elektronicka-osobni-slozka-zamestnance) a zaměstnanec dostane kopii.

## Pro koho se to vyplatí

Pro firmy s častým náborem, brigádníky a pobočkovou sítí. Nástup nového kolegy už nečeká na poštu ani na podpis ředitele, který je zrovna na cestách.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'automaticka-distribuce-hr-dokumentu',
    title: 'Automatická distribuce HR dokumentů',
    eyebrow: 'Digitalizace HR',
    lead: 'Výplatní pásky, potvrzení o zdanitelných příjmech a další dokumenty doručíte všem zaměstnancům jedním kliknutím, s potvrzením o doručení.',
    blocks: [
      {
        type: 'content',
        text: `
## Konec obálkám s výplatními páskami

Sofa převezme dokumenty z mzdového systému, rozdělí je podle zaměstnanců, zapečetí je a bezpečně doručí do mobilu nebo e-mailu. Každý zaměstnanec vidí jen své dokumenty; personální oddělení vidí, kdo dokument otevřel.

## Co lze distribuovat

- výplatní pásky a vyúčtování,
- potvrzení o zdanitelných příjmech a ročním zúčtování,
- směrnice, řády a školení k seznámení s potvrzením přečtení.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'digitalni-zmenove-a-zadankove-procesy-pro-hr',
    title: 'Digitální změnové a žádankové procesy pro HR',
    eyebrow: 'Digitalizace HR',
    lead: 'Žádosti o dovolenou, změny pracovního úvazku, cestovní příkazy nebo školení vyřídíte elektronicky, se schválením podle pravidel vaší firmy.',
    blocks: [
      {
        type: 'content',
        text: `
## Proces místo papírů

Zaměstnanec vyplní žádost ve formuláři, Sofa ji předá vedoucímu a dalším schvalovatelům v pořadí, které určíte. Schválená žádost se podepíše, uloží do osobní složky a údaje se předají do HR systému.

## Výhody

- Přehled o stavu každé žádosti a včasná upozornění schvalovatelům.
- Méně chyb díky kontrolám ve formuláři.
- Úplná auditní stopa pro kontroly i spory.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'elektronicka-osobni-slozka-zamestnance',
    title: 'Elektronická osobní složka zaměstnance',
    eyebrow: 'Digitalizace HR',
    lead: 'Všechny dokumenty zaměstnance na jednom místě, dostupné oprávněným lidem odkudkoli a chráněné podle GDPR.',
    blocks: [
      {
        type: 'content',
        text: `
## Co osobní složka obsahuje

Pracovní smlouvu a dodatky, mzdové výměry, potvrzení o školeních, lékařské prohlídky, hodnocení i ukončení pracovního poměru. Dokumenty se do složky ukládají automaticky z procesů v aplikaci Sofa nebo z HR systému.

## Bezpečně a po celou lhůtu

Přístup řídí role a oprávnění, každé otevření se zaznamená. Dokumenty uchováváme v [důvěryhodném archivu](/elektronicka-duveryhodna-archivace-hr-dokumentu) po celou zákonnou lhůtu a po jejím uplynutí je lze skartovat podle skartačního plánu.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'elektronicka-duveryhodna-archivace-hr-dokumentu',
    title: 'Elektronická důvěryhodná archivace HR dokumentů',
    eyebrow: 'Digitalizace HR',
    lead: 'Personální dokumenty musíte uchovávat i desítky let. V důvěryhodném archivu zůstanou průkazné a dohledatelné po celou dobu.',
    blocks: [
      {
        type: 'content',
        text: `
## Lhůty, které HR hlídá

Mzdové listy a dokumenty pro důchodové pojištění se uchovávají 30 let, další personální dokumenty podle zákona i interních předpisů. Elektronicky podepsané dokumenty k tomu potřebují archiv, který udrží platnost podpisů.

## Jak to řešíme

Archiv v aplikaci [Sofa](/sofa-digital-archive) dokumenty automaticky přerazítkovává prostřednictvím služby [kvalifikovaného uchování](/kvalifikovane-uchovani-dokumentu), hlídá skartační lhůty a umí vydat dokument i s protokolem o platnosti podpisu pro soud nebo inspekci práce.
`,
      },
      consultationCta(),
    ],
  },
  {
    path: 'integrace-s-hr-systemy-pro-efektivni-spravu-dokumentu',
    title: 'Integrace s HR systémy pro efektivní správu dokumentů',
    eyebrow: 'Digitalizace HR',
    lead: 'Propojíme Sofu s vaším personálním a mzdovým systémem, aby data i dokumenty tekly samy a nikdo je nepřepisoval ručně.',
    blocks: [
      {
        type: 'content',
        text: `
## Podporované systémy

Máme hotové konektory pro nejrozšířenější české personální a mzdové systémy a pro Microsoft 365. Další systémy napojíme přes API nebo výměnu souborů.

## Co integrace přináší

- Smlouvy a dodatky se generují z aktuálních údajů o zaměstnanci.
- Podepsané dokumenty se vracejí do HR systému i do osobní složky.
- Nástupy a odchody zaměstnanců automaticky mění jejich přístupy v aplikaci Sofa.

Přehled dalších integrací najdete na stránce [Integrace Sofy](/sofa-integration-others).
`,
      },
      consultationCta(),
    ],
  },
]
