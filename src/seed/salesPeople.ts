import type { Payload } from 'payload'

import { portrait } from './portrait'

const people = [
  {
    name: 'Jan Novák',
    slug: 'jan-novak',
    position: 'Obchodní manažer pro firemní zákazníky',
    phone: '+420 222 011 602',
    email: 'jan.novak@software602.cz',
    colour: '#0b3d91',
    confirmationText: `Do několika minut vám přijde e-mailem pozvánka do kalendáře s odkazem na online schůzku v Microsoft Teams. Schůzka trvá 30 minut a nemusíte si nic instalovat.

Před schůzkou si projdu, jakou agendu chcete digitalizovat, a připravím ukázku elektronického podpisu a důvěryhodného archivu na míru vašim procesům.

Pokud se vám termín přestane hodit, odpovězte prosím na pozvánku nebo mi zavolejte — rád najdu jiný.`,
  },
  {
    name: 'Petra Svobodová',
    slug: 'petra-svobodova',
    position: 'Specialistka pro veřejnou správu',
    phone: '+420 222 011 603',
    email: 'petra.svobodova@software602.cz',
    colour: '#00799e',
    confirmationText: `Pozvánka s odkazem na online schůzku je na cestě do vaší e-mailové schránky. Schůzka trvá 30 minut.

Společně projdeme, jak na vašem úřadě zjednodušit práci s datovými schránkami, elektronickou úřední deskou a kvalifikovanými časovými razítky v souladu s nařízením eIDAS.

Pokud chcete k rozhovoru přizvat kolegy z IT nebo spisové služby, stačí jim pozvánku přeposlat.`,
  },
  {
    name: 'Martin Dvořák',
    slug: 'martin-dvorak',
    position: 'Konzultant pro digitalizaci HR',
    phone: '+420 222 011 604',
    email: 'martin.dvorak@software602.cz',
    colour: '#3d2b91',
    confirmationText: `Děkuji za zájem o digitalizaci personální agendy. Pozvánku na 30minutovou online schůzku najdete v e-mailu.

Ukážu vám elektronický podpis pracovních smluv, automatickou distribuci mzdových listů a elektronickou osobní složku zaměstnance — včetně napojení na váš HR systém.

Máte-li po ruce vzor dokumentu, který dnes tisknete a podepisujete ručně, vezměte ho s sebou: vyzkoušíme ho rovnou.`,
  },
]

export async function seedSalesPeople(payload: Payload): Promise<void> {
  for (const { colour, ...person } of people) {
    const existing = await payload.count({
      collection: 'sales-people',
      where: { slug: { equals: person.slug } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const data = await portrait(person.name, colour)
    const photo = await payload.create({
      collection: 'media',
      data: { alt: `${person.name}, ${person.position}` },
      file: { data, mimetype: 'image/png', name: `${person.slug}.png`, size: data.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'sales-people',
      data: { ...person, photo: photo.id },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
}
