import type { SeedPage } from './types'

const REGISTERED = {
  thankYouTitle: 'Registrace je hotová',
  thankYouText: 'Potvrzení jsme poslali na {email}.',
}

/** Pages built around one enquiry or registration form (a `form` block) and the text around it. */
export const formPages: SeedPage[] = [
  {
    path: 'kontakt',
    title: 'Kontakt',
    eyebrow: 'Jsme tu pro vás',
    lead: 'Napište nám, zavolejte nebo si domluvte schůzku. Odpovídáme v pracovní dny obvykle do několika hodin.',
    blocks: [
      {
        type: 'form',
        form: 'contact',
        title: 'Kontaktní formulář',
        thankYouTitle: 'Děkujeme za zprávu',
        thankYouText: 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
      },
      {
        type: 'cards',
        items: [
          {
            title: 'Obchod',
            text: 'Nabídky, ceny a licence: obchod@software602.cz, +420 222 011 602.',
            link: { to: 'mailto:obchod@software602.cz', label: 'Napsat obchodu', newTab: false },
          },
          {
            title: 'Technická podpora',
            text: 'Pomoc s aplikacemi Sofa, Signer a 602 Key: podpora@software602.cz.',
            link: { to: 'mailto:podpora@software602.cz', label: 'Napsat podpoře', newTab: false },
          },
          {
            title: 'Konzultace zdarma',
            text: '30 minut online s konzultantem nad vašimi dokumenty a procesy.',
            link: { to: '/konzultace', label: 'Domluvit konzultaci' },
          },
        ],
      },
      {
        type: 'content',
        heading: 'Software602 a.s.',
        text: `
Sídlíme v Praze. Na schůzku u nás se prosím předem objednejte, rádi vás provedeme.

Osobní údaje z poptávek zpracováváme podle [zásad zpracování osobních údajů](/gdpr).
`,
      },
    ],
  },
  {
    path: 'konzultace',
    title: 'Konzultace zdarma',
    eyebrow: '30 minut online',
    lead: 'Domluvte si 30minutovou online schůzku s naším konzultantem. Probereme vaše dokumenty a procesy a ukážeme, jak je převést do digitální podoby.',
    blocks: [
      {
        type: 'booking',
        heading: 'Vyberte si termín',
        text: 'Volné termíny konzultace vidíte v kalendáři. Vyberete čas a pozvánku na online schůzku dostanete e-mailem.',
        linkText: 'Vybrat termín konzultace',
      },
      {
        type: 'content',
        text: `
## Co od konzultace čekat

- Zeptáme se, jaké dokumenty podepisujete, schvalujete a archivujete.
- Ukážeme vám řešení přímo v aplikaci, na příkladu z vaší praxe.
- Doporučíme postup a odhadneme, kolik času a peněz ušetříte.

Konzultace je nezávazná a zdarma. Termín si zvolte v kalendáři výše, nebo nám ve formuláři níže napište, kdy se vám to hodí.
`,
      },
      {
        type: 'form',
        form: 'consultation',
        title: 'Rezervace konzultace',
        thankYouTitle: 'Děkujeme, konzultaci jsme zarezervovali',
        thankYouText: 'Potvrzení a odkaz na online schůzku pošleme na {email}.',
        confirmation: 'potvrzeni-rezervace',
      },
    ],
  },
  {
    path: 'sofa-tarify',
    title: 'Ceník aplikace Sofa',
    eyebrow: 'Tarify',
    lead: 'Vyberte si tarif podle počtu uživatelů a funkcí. Každý tarif si můžete 30 dní zdarma vyzkoušet.',
    blocks: [
      {
        type: 'cards',
        items: [
          {
            title: 'Start',
            text: 'Pro malé firmy: podepisování a schvalování dokumentů, 5 uživatelů, 100 časových razítek měsíčně.',
          },
          {
            title: 'Business',
            text: 'Pro rostoucí firmy: navíc datové schránky, důvěryhodný archiv a integrace s Microsoft 365.',
          },
          {
            title: 'Enterprise',
            text: 'Pro velké firmy a úřady: neomezeně uživatelů, HR moduly, API a nasazení ve vaší infrastruktuře.',
          },
        ],
      },
      {
        type: 'content',
        text: `
## Zkušební verze na 30 dní

Vyplňte formulář a aktivační odkaz vám pošleme na e-mail. Zkušební účet má všechny funkce tarifu Business a po 30 dnech se sám ukončí, nic neplatíte.

Ceny pro veřejnou správu a individuální nabídky vám připraví [obchodní oddělení](/kontakt).
`,
      },
      {
        type: 'form',
        form: 'pricing',
        title: 'Poptat cenovou nabídku',
        thankYouTitle: 'Děkujeme za poptávku',
        thankYouText: 'Připravíme pro vás nabídku na míru a pošleme ji na {email}.',
      },
      {
        type: 'form',
        form: 'trial',
        title: 'Vyzkoušet SOFA 30 dní zdarma',
        thankYouTitle: 'Zkušební verze je na cestě',
        thankYouText:
          'Na adresu {email} jsme poslali aktivační odkaz. Po aktivaci můžete aplikaci 30 dní používat zdarma.',
      },
    ],
  },
  {
    path: 'registrace-na-udalost',
    title: 'Registrace na událost',
    eyebrow: 'Události',
    lead: 'Přihlaste se na naši akci. Potvrzení a podrobnosti vám pošleme e-mailem.',
    blocks: [
      {
        type: 'content',
        text: `
Vyplňte prosím jméno, e-mail a organizaci. Pár dní před akcí vám pošleme připomínku a u online akcí odkaz na připojení. Přehled všech akcí najdete v kalendáři [událostí](/udalosti).
`,
      },
      {
        type: 'form',
        form: 'event',
        title: 'Registrační formulář',
        ...REGISTERED,
        confirmation: 'potvrzeni-registrace-na-konferenci',
      },
    ],
  },
  {
    path: 'nocni-golf-registrace',
    title: 'Registrace na večerní golf',
    eyebrow: 'Nejen pro klienty',
    lead: 'Zarezervujte si místo na letním večeru na greenu se Software602.',
    blocks: [
      {
        type: 'content',
        text: `
Počet míst je omezen na 40 hráčů. Po registraci vám e-mailem potvrdíme místo a pošleme podrobnosti o programu a dopravě. Víc o akci na stránce [Večerní golf](/vecerni-golf).
`,
      },
      {
        type: 'form',
        form: 'golf',
        title: 'Registrační formulář',
        ...REGISTERED,
        confirmation: 'potvrzeni-obecne',
      },
    ],
  },
  {
    path: 'digitalizace-HR-registrace',
    title: 'Konference Digitalizace HR – registrace',
    eyebrow: '23. května, Praha',
    lead: 'Bezplatná konference pro personalisty a vedení firem: jak převést HR agendu do digitální podoby a co na to zákoník práce.',
    blocks: [
      {
        type: 'content',
        text: `
## Program

- Elektronické pracovní smlouvy po novele zákoníku práce: zkušenosti z praxe.
- Výplatní pásky a HR dokumenty v mobilu zaměstnance.
- Osobní složka a archivace: co a jak dlouho uchovávat.
- Panelová diskuse personálních ředitelů.

## Praktické informace

Konference se koná 23. května od 9:00 do 15:00 v Praze. Účast je zdarma, občerstvení zajištěno. Registraci potvrzujeme e-mailem. Více o řešeních najdete na stránce [Digitalizace HR](/digitalizace-hr).
`,
      },
      {
        type: 'form',
        form: 'hrConference',
        title: 'Registrační formulář',
        ...REGISTERED,
        confirmation: 'potvrzeni-registrace-na-konferenci',
      },
    ],
  },
  {
    path: 'sunset-party-2025/registrace',
    title: 'Sunset party 2025 – registrace',
    eyebrow: 'Nejen pro klienty',
    lead: 'Letní setkání klientů a partnerů Software602 při západu slunce na pražské střešní terase.',
    blocks: [
      {
        type: 'content',
        text: `
Čeká vás hudba, grilování a neformální povídání s týmem Software602. Registrace je nutná, místa jsou omezena. Potvrzení a přesné místo konání vám pošleme e-mailem.
`,
      },
      {
        type: 'form',
        form: 'sunsetParty',
        title: 'Registrační formulář',
        ...REGISTERED,
        confirmation: 'potvrzeni',
      },
    ],
  },
]
