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
    expect(t('general:createNewLabel', { label: 'Stránka' })).toBe('Vytvořit (Stránka)')
    expect(t('general:createNew')).toBe('Vytvořit')
    expect(t('fields:addNewLabel', { label: 'Soubor' })).toBe('Přidat (Soubor)')
    expect(t('plugin-seo:charactersLeftOver', { characters: 2 })).toBe('můžete přidat ještě 2')
    expect(t('plugin-seo:lengthTipTitle', { minLength: 50, maxLength: 60 })).not.toMatch(
      /navštivte/,
    )
  })

  it('reads right where issue 53 saw it wrong', () => {
    expect(t('general:searchBy', { label: 'Nadpis nebo Cesta' })).toBe(
      'Hledat v polích Nadpis nebo Cesta',
    )
    expect(
      t('general:sortByLabelDirection', {
        label: t('general:updatedAt'),
        direction: t('general:ascending'),
      }),
    ).toBe('Seřadit podle pole Upraveno: Vzestupně')
    expect(t('general:createdAt')).toBe('Vytvořeno')
    expect(`2 ${t('general:errors')}`).toBe('2 chyby')
    expect(t('fields:showAll')).toBe('Rozbalit vše')
    expect(t('general:payloadSettings')).toBe('Nastavení administrace')
    expect(t('version:versionAgo', { distance: '8 minut' })).toBe('(od uložení: 8 minut)')
    // One verb for publishing, the site's.
    expect(t('version:publish')).toBe('Zveřejnit')
    expect(t('version:publishChanges')).toBe('Zveřejnit změny')
    expect(t('version:schedulePublish')).toBe('Naplánovat zveřejnění')
    expect(t('fields:openInNewTab')).toBe('Otevřít v nové záložce')
    const publishing = strings.filter(([, value]) => /publik(?:ov|ac|uj)/i.test(value))
    expect(publishing).toEqual([])
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
      // issue 53
      'Notifications alt+T',
      'Drag to move',
      'Add block',
      'Edit link',
      'Remove link',
      'Insert Paragraph',
      'Previous Month',
      'Next Month',
      'Copy URL',
      'Thumbnail URL',
      'MIME Type',
      'Prepublish Checks',
      'meta > Overview',
      'Retention Note',
      'Payload nastavení',
      'layout.0.buttonURL.newTab',
      'meta.noIndex',
      'blockPublishingOnErrors',
      'Přidat nové ([object Object])',
      'Vybrat: Načítání...',
      'Hledat podle: Nadpis nebo Cesta',
      'Seřadit podle: Aktualizováno v Vzestupně',
      'Vytvořeno v',
      'Vytvořit nové',
      '2 Chyby',
      'Sbalit vše Zobrazit vše',
      '(stáří: 8 minut)',
      'Publikovat',
      'Kontrola před publikací',
      'Otevřít v novém panelu',
      'Hledat {{label}}',
    ]
    for (const mistake of mistakes) expect(deniedAdminCopy(mistake), mistake).not.toEqual([])
    expect(ADMIN_COPY_DENY_LIST.length).toBeGreaterThanOrEqual(12)
  })

  it('lets the right Czech and content through', () => {
    for (const fine of [
      'Vytvořit (Stránka)',
      'Hledat v polích Nadpis nebo Cesta',
      'Seřadit podle pole Upraveno: Vzestupně',
      '2 chyby',
      'Sbalit vše Rozbalit vše',
      '(od uložení: 8 minut)',
      'Zveřejnit změny',
      'Otevřít v nové záložce',
      'Obrázek pro sdílení (Open Graph)',
      'Vyzkoušejte SOFA na www.602.cz nebo sofa.602.com',
      'Soubor eShop.pdf, iPhone',
      'Přepínač publika',
    ]) {
      expect(deniedAdminCopy(fine), fine).toEqual([])
    }
  })
})
