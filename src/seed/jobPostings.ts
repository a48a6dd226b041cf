import type { Payload } from 'payload'

import type { JobPosting } from '@/payload-types'

import { ensureDocument } from './ensureDocument'
import { richText } from './richText'

interface JobPostingSeed {
  slug: string
  title: string
  publishedAt: string
  location: string
  employmentType: JobPosting['employmentType']
  remote: boolean
  perex: string
  content: string
  status: 'published' | 'draft'
}

export const JOB_POSTING_SEEDS: JobPostingSeed[] = [
  {
    slug: 'senior-typescript-vyvojar',
    title: 'Senior TypeScript vývojář/ka',
    publishedAt: '2026-11-02T08:00:00.000Z',
    location: 'Praha 4 – Pankrác',
    employmentType: 'full-time',
    remote: true,
    status: 'published',
    perex:
      'Hledáme zkušeného vývojáře do týmu, který staví webové aplikace pro elektronické podepisování a archivaci dokumentů.',
    content: `
## Co u nás budete dělat

Navrhovat a vyvíjet webové aplikace v TypeScriptu, Reactu a Node.js, které denně používají tisíce úředníků a zaměstnanců firem. Budete mít vliv na architekturu i na výběr nástrojů.

## Co očekáváme

Alespoň 4 roky praxe s TypeScriptem, zkušenost s testováním a chuť sdílet znalosti v týmu. Výhodou je znalost PDF, kryptografie nebo elektronického podpisu.

## Co nabízíme

Práci z domova až tři dny v týdnu, 5 týdnů dovolené, stravenkový paušál, MultiSport kartu a vzdělávací rozpočet 30 000 Kč ročně.
`,
  },
  {
    slug: 'konzultant-digitalizace-hr',
    title: 'Konzultant/ka digitalizace HR',
    publishedAt: '2026-10-20T08:00:00.000Z',
    location: 'Praha nebo Brno',
    employmentType: 'full-time',
    remote: false,
    status: 'published',
    perex:
      'Pomáhejte personálním oddělením zavést elektronické podepisování smluv a elektronickou osobní složku zaměstnance.',
    content: `
## Náplň práce

Analýza personálních procesů zákazníků, návrh řešení, školení a podpora při zavádění. Spolupráce s obchodem a vývojem.

## Požadujeme

Zkušenost z HR nebo z implementace informačních systémů, komunikativnost a řidičský průkaz skupiny B.
`,
  },
  {
    slug: 'specialista-technicke-podpory',
    title: 'Specialista/ka technické podpory',
    publishedAt: '2026-09-15T08:00:00.000Z',
    location: 'Praha 4 – Pankrác',
    employmentType: 'part-time',
    remote: true,
    status: 'published',
    perex:
      'Staňte se první linií pro naše zákazníky: poradíte s instalací, certifikáty i datovými schránkami.',
    content: `
## Co vás čeká

Telefonická a e-mailová podpora zákazníků, řešení požadavků v helpdesku a spolupráce s vývojáři na opravách chyb.

## Koho hledáme

Trpělivého člověka s technickým citem a dobrou češtinou. Úvazek 30 hodin týdně, vhodné i pro studenty.
`,
  },
  {
    slug: 'staz-testovani-softwaru',
    title: 'Stáž: testování softwaru',
    publishedAt: '2026-08-01T08:00:00.000Z',
    location: 'Praha 4 – Pankrác',
    employmentType: 'internship',
    remote: false,
    status: 'published',
    perex: 'Placená stáž pro studenty informatiky: automatizované testy webových aplikací.',
    content: `
## Co se naučíte

Psát automatizované end-to-end testy v Playwrightu, pracovat v agilním týmu a používat CI.

Stáž trvá 6 měsíců s možností pokračovat na plný úvazek.
`,
  },
  {
    slug: 'obchodni-manazer-verejna-sprava',
    title: 'Obchodní manažer/ka pro veřejnou správu',
    publishedAt: '2026-11-25T08:00:00.000Z',
    location: 'Ostrava',
    employmentType: 'full-time',
    remote: false,
    status: 'draft',
    perex: 'Koncept inzerátu čeká na schválení vedením.',
    content: `
Koncept: doplnit mzdové rozpětí.
`,
  },
]

export async function seedJobPostings(payload: Payload): Promise<void> {
  for (const seed of JOB_POSTING_SEEDS) {
    await ensureDocument(
      payload,
      'job-postings',
      { slug: { equals: seed.slug } },
      {
        title: seed.title,
        slug: seed.slug,
        publishedAt: seed.publishedAt,
        location: seed.location,
        employmentType: seed.employmentType,
        remote: seed.remote,
        perex: seed.perex,
        content: richText(seed.content),
        _status: seed.status,
      },
    )
  }
}
