/**
 * Wrong Czech (and English leftovers) seen in the admin before issues 40 and 53, as patterns: the
 * unit test over the merged translations and the e2e walk through the admin both fail on any of
 * them. Besides single mistakes, whole kinds: a field's path or a stringified object shown to
 * people, an unfilled template, English words of the interface, "publikovat" beside the site's
 * "zveřejnit".
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
  // Issue 53
  {
    // "publikum" (an audience) is Czech of its own
    name: 'publikovat/publikace (the site says zveřejnit)',
    pattern: /publik(?:ov|ac|uj)/i,
  },
  { name: 'v novém panelu (the admin says v nové záložce)', pattern: /v novém panelu/i },
  { name: 'Payload nastavení', pattern: /Payload nastavení/i },
  { name: 'Přidat nové / Vytvořit nové', pattern: /\b(Přidat|Vytvořit) nové(?!\p{L})/u },
  { name: 'Hledat podle: …', pattern: /Hledat podle:/ },
  { name: 'Seřadit podle: …', pattern: /Seřadit podle:/ },
  { name: 'Aktualizováno v / Vytvořeno v', pattern: /\b(Aktualizováno|Vytvořeno) v\b/ },
  { name: 'a count + capitalised „Chyby“', pattern: /\d+ Chyb/ },
  { name: '„Zobrazit vše“ beside „Sbalit vše“', pattern: /Sbalit vše\s*Zobrazit vše/ },
  { name: '(stáří: …)', pattern: /\(stáří:/ },
  { name: 'Vybrat: Načítání…', pattern: /Vybrat: Načítání/ },
  { name: '[object Object]', pattern: /\[object Object\]/ },
  { name: 'unfilled {{template}}', pattern: /\{\{\w+\}\}/ },
  {
    name: 'field path with a row index (layout.0.buttonURL.newTab)',
    pattern: /\b[a-z][a-zA-Z]*\.\d+\.(?!(?:cz|sk|eu|com|org|net)\b)[a-z][a-zA-Z]*\b/,
  },
  {
    name: 'dotted camelCase field path (meta.noIndex)',
    pattern: /\b[a-z]+(?:\.[a-z]+)*\.[a-z]+[A-Z]\w*/,
  },
  {
    name: 'camelCase field name (blockPublishingOnErrors)',
    pattern: /\b[a-z]+(?:[A-Z][a-z]+){2,}\b/,
  },
  {
    name: 'English interface words',
    pattern:
      /\b(Add|Edit|Remove|Delete|Create|Save|Cancel|Close|Open(?! Graph)|Copy|Insert|Drag|Move|Previous|Next|Month|Year|Choose|Select|Search|Loading|Notifications|Overview|Settings|Upload|Preview|Publish|Unpublish|Draft|Published|Toast|Paragraph|Thumbnail|Prepublish|Retention|Checks)\b/,
  },
  { name: 'English: Drag to move', pattern: /Drag to move/i },
  { name: 'English: Notifications alt+T', pattern: /Notifications|alt\+T\b/ },
  {
    name: 'English: MIME Type, Thumbnail URL, Copy URL',
    pattern: /MIME Type|Thumbnail URL|Copy URL/i,
  },
  { name: 'English: Insert Paragraph', pattern: /Insert Paragraph/i },
  { name: 'English: Previous/Next Month', pattern: /(Previous|Next) (Month|Year)/i },
  { name: 'English: Edit/Remove link, Add block', pattern: /(Edit|Remove) link|Add block/i },
  { name: 'meta > Overview', pattern: /\bmeta > |Overview/ },
  {
    name: 'English: Prepublish Checks, Retention Note',
    pattern: /Prepublish Checks|Retention Note/i,
  },
]

/** The deny-list entries a text contains. */
export function deniedAdminCopy(text: string): string[] {
  return ADMIN_COPY_DENY_LIST.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name)
}
