import type { SeedPage } from './types'

const controller =
  'Správcem osobních údajů je společnost Software602 a.s., se sídlem v Praze, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze (dále jen „Software602“).'

export const legalPages: SeedPage[] = [
  {
    path: 'gdpr',
    title: 'Zásady zpracování osobních údajů',
    eyebrow: 'Ochrana osobních údajů',
    lead: 'Jak nakládáme s osobními údaji zákazníků, návštěvníků webu a zájemců o naše služby a jaká máte práva podle nařízení GDPR.',
    blocks: [
      {
        type: 'content',
        text: `
## Kdo vaše údaje zpracovává

${controller} Pověřence pro ochranu osobních údajů zastihnete na adrese [gdpr@software602.cz](mailto:gdpr@software602.cz).

## Jaké údaje zpracováváme a proč

- **Kontaktní a poptávkové formuláře:** jméno, příjmení, e-mail, telefon a text zprávy, abychom vám mohli odpovědět a připravit nabídku. Právním základem je jednání o smlouvě a náš oprávněný zájem.
- **E-shop a zákaznický účet:** identifikační a fakturační údaje, objednávky a faktury, které potřebujeme k plnění smlouvy a k plnění daňových povinností.
- **Registrace na události a webináře:** jméno, e-mail a organizace, abychom vám poslali přístup, materiály a záznam.
- **Newsletter:** e-mail, a to jen s vaším souhlasem, který můžete kdykoli odvolat odkazem v každé zprávě.
- **Cookies a měření návštěvnosti:** analytické a marketingové cookies používáme jen s vaším souhlasem; nastavení změníte odkazem „Nastavení cookies“ v patičce webu.

## Jak dlouho údaje uchováváme

Údaje z poptávek uchováváme nejdéle tři roky od posledního kontaktu, údaje potřebné pro účetnictví a daně po dobu stanovenou zákonem, údaje zpracovávané na základě souhlasu do jeho odvolání.

## Komu údaje předáváme

Údaje předáváme jen ověřeným zpracovatelům, kteří pro nás zajišťují provoz infrastruktury, platební bránu, rozesílání e-mailů a měření návštěvnosti. Se všemi máme uzavřené smlouvy o zpracování osobních údajů. Mimo Evropský hospodářský prostor údaje předáváme jen se zárukami podle GDPR.

## Vaše práva

Máte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování a přenositelnost, právo vznést námitku a odvolat souhlas. Pokud se domníváte, že údaje zpracováváme v rozporu s předpisy, můžete podat stížnost u Úřadu pro ochranu osobních údajů.
`,
      },
    ],
  },
  {
    path: 'gdpr-signer',
    title: 'Zpracování osobních údajů v aplikaci Signer',
    eyebrow: 'Ochrana osobních údajů',
    lead: 'Informace o tom, jaké údaje zpracovává aplikace Signer při podepisování dokumentů a ověřování podpisů.',
    blocks: [
      {
        type: 'content',
        text: `
## Údaje zůstávají ve vašem počítači

Signer podepisuje dokumenty lokálně. Obsah podepisovaných dokumentů ani váš soukromý klíč neopouští vaše zařízení; na servery Software602 se neodesílá nic z toho, co podepisujete.

## Co se přenáší

- **Časová razítka:** pro vytvoření kvalifikovaného časového razítka se na server poskytovatele odesílá pouze otisk (hash) dokumentu, ze kterého nelze obsah dokumentu zjistit.
- **Ověření certifikátu:** aplikace se dotazuje na platnost certifikátu u vydávající certifikační autority (seznamy zneplatněných certifikátů a služba OCSP).
- **Aktualizace a licence:** při kontrole licence a dostupnosti aktualizací se přenáší identifikátor licence a verze aplikace.

## Správce a kontakt

${controller} S dotazy se obracejte na [gdpr@software602.cz](mailto:gdpr@software602.cz). Obecné zásady najdete na stránce [Zásady zpracování osobních údajů](/gdpr).
`,
      },
    ],
  },
  {
    path: 'gdpr-602key',
    title: 'Zpracování osobních údajů v aplikaci 602 Key',
    eyebrow: 'Ochrana osobních údajů',
    lead: 'Jak aplikace 602 Key nakládá s údaji z certifikátů uložených na čipové kartě nebo e-tokenu.',
    blocks: [
      {
        type: 'content',
        text: `
## K čemu aplikace údaje potřebuje

602 Key zobrazuje certifikáty uložené na vašem e-tokenu nebo čipové kartě, pomáhá s jejich obnovou a změnou PIN. Z certifikátu čte jméno držitele, vydavatele, sériové číslo a dobu platnosti, aby vám je mohla ukázat a upozornit na blížící se konec platnosti.

## Kde se údaje zpracovávají

Všechny údaje se zpracovávají pouze ve vašem zařízení. PIN ani soukromé klíče aplikace nikdy neukládá ani neodesílá. Při obnově certifikátu komunikuje 602 Key přímo s certifikační autoritou, kterou si zvolíte, a to pod jejími podmínkami.

## Správce a kontakt

${controller} Dotazy posílejte na [gdpr@software602.cz](mailto:gdpr@software602.cz).
`,
      },
    ],
  },
  {
    path: 'en/legal-clause',
    title: 'Legal clause',
    eyebrow: 'Software602 a.s.',
    language: 'en',
    lead: 'Information about the operator of this website, intellectual property and the processing of personal data.',
    blocks: [
      {
        type: 'content',
        text: `
## Website operator

This website is operated by Software602 a.s., a joint-stock company with its registered office in Prague, Czech Republic, registered in the Commercial Register kept by the Municipal Court in Prague.

## Intellectual property

All content of this website, including texts, graphics, logos and software, is protected by copyright and trademark law. Software602, Sofa, Signer and 602 Key are trademarks of Software602 a.s. Any use beyond personal, non-commercial viewing requires our prior written consent.

## Personal data

We process personal data in accordance with the General Data Protection Regulation (GDPR). Questions concerning personal data can be sent to [gdpr@software602.cz](mailto:gdpr@software602.cz). The full privacy policy is available in Czech on the page [Zásady zpracování osobních údajů](/gdpr).

## Limitation of liability

Information on this website is provided with due care but without warranty. Software602 a.s. is not liable for damage arising from the use of information published here or from the content of external websites linked from it.
`,
      },
    ],
  },
  {
    path: 'obchodni-podminky',
    title: 'Obchodní podmínky',
    eyebrow: 'E-shop Software602',
    lead: 'Podmínky nákupu licencí, služeb a předplatného v e-shopu společnosti Software602 a.s.',
    blocks: [
      {
        type: 'content',
        text: `
## 1. Úvodní ustanovení

Tyto obchodní podmínky upravují práva a povinnosti mezi společností Software602 a.s. jako prodávajícím a kupujícím při nákupu licencí k softwaru, předplatného služeb a souvisejících produktů prostřednictvím e-shopu na tomto webu.

## 2. Objednávka a uzavření smlouvy

Objednávku odešlete po přihlášení ke svému účtu. Smlouva je uzavřena okamžikem potvrzení objednávky e-mailem. Před odesláním si můžete objednávku zkontrolovat a opravit zadané údaje.

## 3. Cena a platba

Ceny jsou uvedeny v korunách českých bez DPH i s DPH. Platit lze platební kartou prostřednictvím platební brány; daňový doklad vám zašleme e-mailem a najdete jej také v historii objednávek.

## 4. Dodání

Licenční klíč nebo přístup ke službě obdržíte e-mailem bez zbytečného odkladu po připsání platby, zpravidla do jednoho pracovního dne.

## 5. Odstoupení od smlouvy

Spotřebitel může od smlouvy odstoupit do 14 dnů od jejího uzavření, pokud dosud nezačal licenci nebo službu užívat. Podnikatelé mohou odstoupit v případech stanovených zákonem.

## 6. Reklamace a podpora

Vady reklamujte na adrese [podpora@software602.cz](mailto:podpora@software602.cz). Na reklamaci odpovíme do 30 dnů. Užívání softwaru se dále řídí [licenční smlouvou (EULA)](/eula).

## 7. Závěrečná ustanovení

Vztahy neupravené těmito podmínkami se řídí občanským zákoníkem. Podmínky jsou účinné od 1. ledna 2025.
`,
      },
    ],
  },
  {
    path: 'eula',
    title: 'Licenční smlouva s koncovým uživatelem (EULA)',
    eyebrow: 'Software602',
    lead: 'Podmínky užívání softwarových produktů společnosti Software602 a.s.',
    blocks: [
      {
        type: 'content',
        text: `
## Předmět licence

Software602 a.s. vám uděluje nevýhradní, nepřenosné oprávnění užívat software v rozsahu zakoupené licence. Software není prodáván, je licencován.

## Rozsah užívání

- Software smíte nainstalovat a používat na počtu zařízení nebo pro počet uživatelů, který odpovídá zakoupené licenci.
- Bez souhlasu Software602 nesmíte software upravovat, dekompilovat ani jej dále pronajímat či půjčovat, pokud zákon nestanoví jinak.
- Zkušební verzi smíte používat pouze k vyzkoušení po dobu zkušební lhůty.

## Aktualizace a podpora

Po dobu platnosti předplatného nebo podpory máte nárok na aktualizace. Technická podpora je poskytována v pracovní dny e-mailem a telefonicky.

## Odpovědnost

Software je dodáván ve stavu, v jakém je. Software602 odpovídá za škodu jen v rozsahu stanoveném kogentními ustanoveními právních předpisů, nejvýše do výše ceny zaplacené za licenci.

## Ukončení

Licence zaniká uplynutím doby, na kterou byla udělena, nebo porušením této smlouvy. Po zániku licence jste povinni software odinstalovat.
`,
      },
    ],
  },
  {
    path: 'eula-602key',
    title: 'Licenční smlouva k aplikaci 602 Key',
    eyebrow: 'Software602',
    lead: 'Zvláštní licenční podmínky bezplatné aplikace 602 Key pro správu certifikátů na e-tokenech a čipových kartách.',
    blocks: [
      {
        type: 'content',
        text: `
## Bezplatné užívání

Aplikaci 602 Key můžete bezplatně používat pro správu vlastních certifikátů, a to fyzické osoby i organizace, na libovolném počtu zařízení.

## Omezení

Aplikaci nesmíte šířit za úplatu, upravovat ani ji vydávat za vlastní. Certifikáty a kryptografická zařízení třetích stran se řídí podmínkami jejich vydavatelů.

## Bez záruky

Aplikace je poskytována bez záruky. Software602 neodpovídá za ztrátu přístupu k certifikátu způsobenou zablokováním PIN nebo poškozením zařízení.

Ostatní ujednání se řídí obecnou [licenční smlouvou Software602](/eula).
`,
      },
    ],
  },
]
