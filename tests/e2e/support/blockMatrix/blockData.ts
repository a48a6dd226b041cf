import type { Block, Field } from 'payload'

import { richText } from '../../../../src/seed/richText'

/**
 * Block data made from the block configs by field type, so a new block or field is covered
 * without touching the test: `minimal` fills only what an editor must fill (required fields
 * without a default, and fields whose own validation refuses them empty), `full` fills every
 * field the admin would show.
 */
export type Variant = 'minimal' | 'full'

/** Documents the generated data points at: uploads and relationships by collection. */
export type RelatedDocuments = Record<string, number>

type Data = Record<string, unknown>
type Place = { blockIndex: number; row: number }

/** Rows of a `full` array (capped by its maxRows): the seeded homepage has four products. */
const FULL_ROWS = 4

/** Plain Czech copy, longer than a label, so narrow columns show. */
const SENTENCES = [
  'Podepisujte smlouvy online s platností podle eIDAS',
  'Důvěryhodný archiv pro dokumenty celé vaší firmy',
  'Datové schránky napojené přímo na vaše systémy',
  'Digitalizace personální agendy bez jediného papíru',
  'Konzultace zdarma s odborníkem na elektronický podpis',
]
const PARAGRAPHS = [
  'Elektronický podpis ušetří vašim obchodníkům desítky hodin měsíčně. Smlouvy podepíšete odkudkoli a podpis zůstane ověřitelný i po letech.',
  'Archiv uchovává dokumenty tak, aby jejich platnost šla kdykoli prokázat. Napojíte ho na spisovou službu, účetnictví i personální systém.',
  'Zprávy z datové schránky se samy uloží, ověří a předají tomu, kdo je má vyřídit. Nic se neztratí a každý krok je dohledatelný.',
]

/**
 * Valid values of fields whose own validation refuses free text (addresses, anchors, slugs):
 * the generator cannot infer them from the field's type. Keyed by field name.
 */
const VALID_VALUES: Record<string, (place: Place) => unknown> = {
  // an id on the page: one per block, or two blocks would share it
  anchor: ({ blockIndex }) => `oddil-${blockIndex}`,
  hash: () => 'cenik',
  // case studies the provider sandbox knows (sandbox/fixtures/caseStudies.ts)
  slug: ({ row }) => ['energie-vysocina', 'pojistovna-vltava', 'stavby-morava'][row % 3],
  // distinct per row: a block keys its buttons by their address
  url: ({ row }) => `https://www.example.cz/reseni-${row + 1}`,
  path: ({ row }) => ['/blog', '/kontakt', '/eshop', '/udalosti'][row % 4],
  embededVideoLink: () => 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
}

/**
 * Fields that choose where or whether a block shows rather than what it says: the generated
 * value would hide the block (another audience than the default one).
 */
const FIXED_VALUES: Record<string, unknown> = { audience: 'both' }

type Validate = (value: unknown, options: Record<string, unknown>) => unknown
type Condition = (data: Data, siblingData: Data, context: Record<string, unknown>) => boolean

class BlockDataGenerator {
  private sentence = 0
  private paragraph = 0

  constructor(
    private readonly variant: Variant,
    private readonly related: RelatedDocuments,
  ) {}

  private nextSentence() {
    return SENTENCES[this.sentence++ % SENTENCES.length]!
  }

  private nextParagraph() {
    return PARAGRAPHS[this.paragraph++ % PARAGRAPHS.length]!
  }

  private relatedId(relationTo: string | string[]) {
    const collection = Array.isArray(relationTo) ? relationTo[0]! : relationTo
    const id = this.related[collection]
    if (id === undefined) throw new Error(`No ${collection} document for the block matrix`)
    return id
  }

  /** The value a person would type into a field of this type. */
  private typed(field: Field, place: Place): unknown {
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'code': {
        const value = field.type === 'textarea' ? this.nextParagraph() : this.nextSentence()
        const maxLength = 'maxLength' in field ? field.maxLength : undefined
        return maxLength ? value.slice(0, maxLength) : value
      }
      case 'email':
        return 'obchod@example.cz'
      case 'number':
        return field.defaultValue ?? field.min ?? 1
      case 'checkbox':
        return this.variant === 'full'
      case 'date':
        return '2026-06-15T08:00:00.000Z'
      case 'select':
      case 'radio': {
        const values = field.options.map((option) =>
          typeof option === 'string' ? option : option.value,
        )
        // minimal: what the admin starts with; full: the last choice, for contrast
        return this.variant === 'full' ? values.at(-1) : (field.defaultValue ?? values[0])
      }
      case 'richText':
        return richText(
          this.variant === 'full'
            ? `${this.nextParagraph()}\n\n${this.nextParagraph()}`
            : this.nextParagraph(),
        )
      case 'upload':
      case 'relationship':
        return this.relatedId(field.relationTo)
      case 'point':
        return [14.4378, 50.0755]
      case 'json':
        return {}
      default:
        throw new Error(`The block matrix cannot fill a ${field.type} field (${place.blockIndex})`)
    }
  }

  private async valid(field: Field, value: unknown, siblingData: Data): Promise<boolean> {
    const validate = 'validate' in field ? (field.validate as Validate | undefined) : undefined
    if (!validate) return true
    try {
      return (await validate(value, { siblingData, data: {}, required: false })) === true
    } catch {
      return false
    }
  }

  private shown(field: Field, siblingData: Data) {
    const condition = field.admin && 'condition' in field.admin ? field.admin.condition : undefined
    return !condition || (condition as Condition)({}, siblingData, {})
  }

  /** Fills `fields` into `target` (the sibling data of their validation and conditions). */
  async fill(fields: Field[], target: Data, place: Place): Promise<Data> {
    for (const field of fields) {
      if (field.type === 'ui' || field.type === 'join') continue
      if (field.type === 'row' || field.type === 'collapsible') {
        await this.fill(field.fields, target, place)
        continue
      }
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) target[tab.name] = await this.fill(tab.fields, {}, place)
          else await this.fill(tab.fields, target, place)
        }
        continue
      }
      if (!('name' in field) || !this.shown(field, target)) continue
      const value = await this.value(field, target, place)
      if (value !== undefined) target[field.name] = value
    }
    return target
  }

  private async value(field: Field & { name: string }, siblingData: Data, place: Place) {
    if (field.name in FIXED_VALUES) return FIXED_VALUES[field.name]
    if (field.type === 'group') {
      const group = await this.fill(field.fields, {}, place)
      return Object.keys(group).length ? group : undefined
    }
    if (field.type === 'array') return this.rows(field, place)
    if (field.type === 'blocks') return this.blocks(field, place)

    if (this.variant === 'minimal') {
      // A default is what the admin starts with (and what later fields' conditions read); what
      // an editor may leave empty stays empty.
      const defaultValue = 'defaultValue' in field ? field.defaultValue : undefined
      if (defaultValue !== undefined && typeof defaultValue !== 'function') return defaultValue
      const required = 'required' in field && field.required === true
      if (!required && (await this.valid(field, undefined, siblingData))) return undefined
    }
    for (const candidate of [
      this.typed(field, place),
      VALID_VALUES[field.name]?.(place),
      'defaultValue' in field ? field.defaultValue : undefined,
    ]) {
      if (candidate !== undefined && (await this.valid(field, candidate, siblingData)))
        return candidate
    }
    throw new Error(
      `The block matrix has no valid value for the field "${field.name}": add it to VALID_VALUES`,
    )
  }

  private async rows(field: Extract<Field, { type: 'array' }>, place: Place) {
    const least = field.minRows ?? (field.required ? 1 : 0)
    const count =
      this.variant === 'full'
        ? Math.max(least, Math.min(FULL_ROWS, field.maxRows ?? FULL_ROWS))
        : least
    if (count === 0) return undefined
    const rows: Data[] = []
    for (let row = 0; row < count; row++)
      rows.push(await this.fill(field.fields, {}, { ...place, row }))
    return rows
  }

  private async blocks(field: Extract<Field, { type: 'blocks' }>, place: Place) {
    const blocks = (field.blocks ?? []) as Block[]
    const count = this.variant === 'full' ? blocks.length : (field.minRows ?? 0)
    if (count === 0) return undefined
    const nested: Data[] = []
    for (let index = 0; index < count; index++) {
      const block = blocks[index % blocks.length]!
      nested.push({ blockType: block.slug, ...(await this.fill(block.fields, {}, place)) })
    }
    return nested
  }
}

/** One block of the page layout, made from its config; `blockIndex` is its place in the layout. */
export async function blockData(
  block: Block,
  variant: Variant,
  related: RelatedDocuments,
  blockIndex: number,
): Promise<Data & { blockType: string }> {
  const generator = new BlockDataGenerator(variant, related)
  const data = await generator.fill(block.fields, {}, { blockIndex, row: 0 })
  return { blockType: block.slug, ...data }
}

/** Every collection the configs upload to or relate to (the documents the test must provide). */
export function relatedCollections(fields: Field[]): string[] {
  const found = new Set<string>()
  const walk = (list: Field[]) => {
    for (const field of list) {
      if (field.type === 'upload' || field.type === 'relationship') {
        for (const collection of [field.relationTo].flat()) found.add(collection)
      }
      if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields)
      else if (field.type === 'blocks')
        for (const block of (field.blocks ?? []) as Block[]) walk(block.fields)
      else if ('fields' in field) walk(field.fields)
    }
  }
  walk(fields)
  return [...found]
}
