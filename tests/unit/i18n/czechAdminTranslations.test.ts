import { initI18n } from '@payloadcms/translations'
import { formatDistanceToNow, subSeconds } from 'date-fns'
import { beforeAll, describe, expect, it } from 'vitest'

import { builtConfig } from '../../support/builtConfig'

import { ADMIN_COPY_DENY_LIST, deniedAdminCopy } from '@/lib/i18n/adminCopyDenyList'

/**
 * The admin's Czech as Payload merges it (core + SEO plugin + payload.config.ts overrides), built
 * from the site's config the way the admin builds it for a Czech editor.
 */
type T = (key: string, vars?: Record<string, unknown>) => string
let t: T
let strings: Array<[string, string]>
let dateFNS: Parameters<typeof formatDistanceToNow>[1] extends infer O
  ? O extends { locale?: infer L }
    ? L
    : never
  : never

function flatten(prefix: string, value: unknown, out: Array<[string, string]>) {
  if (typeof value === 'string') out.push([prefix, value])
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${key}` : key, inner, out)
    }
  }
}

beforeAll(async () => {
  const config = await builtConfig()
  const i18n = await initI18n({ config: config.i18n, context: 'client', language: 'cs' })
  t = i18n.t as unknown as T
  dateFNS = i18n.dateFNS
  strings = []
  flatten('', i18n.translations, strings)
}, 60_000)

/**
 * A template filled the way the admin fills it, with a real label of the site: a collection's
 * (nominative), or an array's or blocks field's (accusative, src/fields/rowsField.ts).
 */
const filled = (key: string, template: string) =>
  template
    .replaceAll('{{label}}', key === 'fields:addLabel' ? 'položku' : 'Stránka')
    .replaceAll('{{title}}', 'O nás')
    .replaceAll('{{count}}', '2')
    .replaceAll('{{characters}}', '2')
    .replaceAll('{{distance}}', 'méně než 1 minuta')
    .replace(/\{\{\w+\}\}/g, '5')

describe("the admin's Czech", () => {
  it('has none of the deny-listed mistakes in any string, with a label filled in', () => {
    const found = strings.flatMap(([key, value]) =>
      deniedAdminCopy(filled(key, value)).map(
        (name) => `${key}: ${name} („${filled(key, value)}“)`,
      ),
    )
    expect(found).toEqual([])
  })

  it('reads right where the issue saw it wrong', () => {
    expect(`${t('general:open')} ${t('general:menu')}`).toBe('Otevřít menu')
    expect(`${t('general:close')} ${t('general:menu')}`).toBe('Zavřít menu')
    expect(t('general:successfullyCreated', { label: 'Uživatel' })).toBe('Vytvořeno: Uživatel.')
    // Array and blocks labels are accusative (src/fields/rowsField.ts).
    expect(t('fields:addLabel', { label: 'položku' })).toBe('Přidat položku')
    expect(t('general:noLabel', { label: 'Poslední chyba' })).toBe('—')
    expect(t('general:createNewLabel', { label: 'Stránka' })).toBe('Vytvořit nové (Stránka)')
    expect(t('plugin-seo:charactersLeftOver', { characters: 2 })).toBe('můžete přidat ještě 2')
    expect(t('plugin-seo:lengthTipTitle', { minLength: 50, maxLength: 60 })).not.toMatch(
      /navštivte/,
    )
  })

  it('puts the time since the last save into a sentence that takes the nominative', () => {
    const distance = formatDistanceToNow(subSeconds(new Date(), 20), { locale: dateFNS })
    expect(distance).toBe('méně než 1 minuta')
    const line = t('version:lastSavedAgo', { distance })
    expect(line).toBe('Od posledního uložení: méně než 1 minuta')
    expect(deniedAdminCopy(line)).toEqual([])
  })

  it('deny-list catches each mistake the issue lists', () => {
    const mistakes = [
      'Otevřít Jídelní lístek',
      'před méně než 1 minuta',
      'Uživatel úspěšně vytvořeno.',
      'Přidat Položka',
      '<Žádný Poslední chyba>',
      'Vytvořit nový Stránka',
      'Pomoc při psaní kvalitních meta titulů navštivte osvědčené postupy',
      '50/50-60 znaků, 2 zbývá',
      'An unknown error occurred.',
      'Responsive',
      'Selected date: pátek 27. listopadu 2026',
      'Time',
    ]
    for (const mistake of mistakes) expect(deniedAdminCopy(mistake), mistake).not.toEqual([])
    expect(ADMIN_COPY_DENY_LIST.length).toBeGreaterThanOrEqual(mistakes.length - 1)
  })
})
