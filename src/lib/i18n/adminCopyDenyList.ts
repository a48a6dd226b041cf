/**
 * Wrong Czech (and English leftovers) seen in the admin before issue 40, as patterns: the unit test
 * over the merged translations and the e2e walk through the admin both fail on any of them.
 */
export const ADMIN_COPY_DENY_LIST: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Jídelní lístek (menu)', pattern: /Jídelní lístek/i },
  {
    name: '„před“ with a nominative distance',
    pattern: /před méně než|před \d+ (minuta|minuty|minut|hodina|hodiny|hodin|den|dny|dní)\b/i,
  },
  { name: 'úspěšně vytvořeno after a label', pattern: /\S+ úspěšně vytvořeno/i },
  {
    name: 'capitalised label after a verb',
    pattern:
      /\b(Přidat|Vytvořit nový|Vytvořit novou|Upravit|Smazat) [A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][a-záčďéěíňóřšťúůýž]/,
  },
  { name: '<Žádný …> placeholder', pattern: /[<‹]Žádný /i },
  {
    name: 'Vytvořit nový + feminine or neuter label',
    pattern: /Vytvořit nový (Stránka|Stránku|Médium|Přesměrování)/i,
  },
  {
    name: 'SEO tip „Pomoc při psaní … navštivte“',
    pattern: /Pomoc při psaní|navštivte osvědčené/i,
  },
  { name: 'number + „zbývá“', pattern: /\d+ zbývá/ },
  { name: 'English: An unknown error occurred', pattern: /An unknown error occurred/i },
  { name: 'English: Something went wrong', pattern: /Something went wrong/i },
  { name: 'English: Responsive', pattern: /\bResponsive\b/ },
  { name: 'English: Selected date', pattern: /Selected (date|time)/i },
  { name: 'English: Time', pattern: /^Time$/m },
]

/** The deny-list entries a text contains. */
export function deniedAdminCopy(text: string): string[] {
  return ADMIN_COPY_DENY_LIST.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name)
}
