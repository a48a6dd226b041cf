import type { Block, Field } from 'payload'

import type { DocumentFacts } from './types'

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const join = (base: string, name: string | number) => (base ? `${base}.${name}` : String(name))

/** An id as Payload holds it: a number or string, or a populated document carrying one. */
function idOf(value: unknown): number | string | null {
  // A populated document holds its id one level down; deeper nesting is not an id.
  const id = isRecord(value) ? value.id : value
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return id
  return null
}

/** Text fields a visitor never reads: where a block can be linked to, what analytics hears. */
const INVISIBLE_TEXT = new Set(['anchor', 'analyticsEvent'])

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The rendered level of a block's own heading field: blocks render `heading`/`title` as h2. */
function blockHeadingLevel(blockType: string, depth: number): number {
  if (depth > 0) return 3
  return blockType === 'introduction' ? 1 : 2
}

type Walk = {
  facts: DocumentFacts
  /** Whether the block being walked has shown anything a visitor would see. */
  visible: { value: boolean }
}

/**
 * Lexical JSON: headings, uploads and links in reading order; anything malformed is skipped.
 * Iterative (an explicit stack, children pushed in reverse to keep reading order), so a rich
 * text nested thousands of levels deep cannot overflow the call stack; at most 100,000 nodes.
 */
function walkRichText(rootNode: unknown, path: string, walk: Walk): void {
  const { facts } = walk
  const stack: unknown[] = [rootNode]
  let visited = 0
  while (stack.length > 0 && visited < 100_000) {
    const node = stack.pop()
    visited += 1
    if (!isRecord(node)) continue
    if (node.type === 'text' && hasText(node.text)) walk.visible.value = true
    if (node.type === 'heading' && typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag)) {
      facts.headings.push({ level: Number(node.tag[1]), path })
    }
    if (node.type === 'upload' && node.relationTo === 'media') {
      const id = idOf(node.value)
      if (id !== null) {
        facts.media.push({ id, path })
        walk.visible.value = true
      }
    }
    if ((node.type === 'link' || node.type === 'autolink') && isRecord(node.fields)) {
      const { linkType, doc, url } = node.fields
      if (linkType === 'internal' && isRecord(doc) && doc.relationTo === 'pages') {
        const id = idOf(doc.value)
        if (id !== null) facts.pageLinks.push({ id, path })
      } else if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) {
        facts.sitePaths.push({ value: url, path })
      }
    }
    const children = isRecord(node.root) ? [node.root] : node.children
    if (Array.isArray(children)) {
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index])
    }
  }
}

/** A link group of src/fields/link.ts: a page reference or a site path, by its `type`. */
function collectLink(data: Data, path: string, facts: DocumentFacts): void {
  if (data.type === 'page') {
    const id = idOf(data.page)
    if (id !== null) facts.pageLinks.push({ id, path: join(path, 'page') })
  } else if (data.type === 'path' && typeof data.path === 'string' && data.path !== '') {
    facts.sitePaths.push({ value: data.path, path: join(path, 'path') })
  }
}

function walkFields(
  fields: readonly Field[],
  data: unknown,
  base: string,
  walk: Walk,
  block: { type: string; depth: number } | null,
): void {
  if (!isRecord(data) || !Array.isArray(fields)) return
  for (const field of fields) {
    if (typeof field !== 'object' || field === null) continue
    if (field.type === 'row' || field.type === 'collapsible') {
      walkFields(field.fields, data, base, walk, block)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if ('name' in tab && tab.name) {
          walkFields(tab.fields, data[tab.name], join(base, tab.name), walk, block)
        } else walkFields(tab.fields, data, base, walk, block)
      }
      continue
    }
    if (!('name' in field) || !field.name) continue
    const path = join(base, field.name)
    const value = data[field.name]
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (hasText(value) && !INVISIBLE_TEXT.has(field.name)) {
          walk.visible.value = true
          const isHeading =
            field.name === 'heading' ||
            (field.name === 'title' && block !== null && block.depth === 0)
          if (block && isHeading) {
            walk.facts.headings.push({ level: blockHeadingLevel(block.type, block.depth), path })
          }
        }
        break
      case 'upload':
        if (field.relationTo === 'media') {
          const id = idOf(value)
          if (id !== null) {
            walk.facts.media.push({ id, path })
            walk.visible.value = true
          }
        }
        break
      case 'richText':
        walkRichText(value, path, walk)
        break
      case 'group':
        if (isRecord(value)) {
          collectLink(value, path, walk.facts)
          walkFields(field.fields, value, path, walk, block)
        }
        break
      case 'array':
        if (Array.isArray(value)) {
          value.forEach((row, index) =>
            walkFields(
              field.fields,
              row,
              join(path, index),
              walk,
              block && { ...block, depth: block.depth + 1 },
            ),
          )
        }
        break
      case 'blocks':
        if (Array.isArray(value)) {
          value.forEach((row, index) => walkBlock(field.blocks ?? [], row, join(path, index), walk))
        }
        break
      default:
        break
    }
  }
}

/** Content fields a block must have to show anything: a required text, rich text, image or list. */
function requiresContent(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return requiresContent(field.fields)
    const content = ['text', 'textarea', 'richText', 'upload', 'array'].includes(field.type)
    const required = 'required' in field && field.required === true
    return content && required
  })
}

function walkBlock(blocks: readonly Block[], row: unknown, path: string, walk: Walk): void {
  if (!isRecord(row) || typeof row.blockType !== 'string') return
  const block = blocks.find((candidate) => candidate.slug === row.blockType)
  if (!block) return
  const outer = walk.visible
  walk.visible = { value: false }
  walkFields(block.fields, row, path, walk, { type: block.slug, depth: 0 })
  if (!walk.visible.value && requiresContent(block.fields)) {
    walk.facts.emptyBlocks.push({ blockType: block.slug, path })
  }
  outer.value ||= walk.visible.value
  walk.visible = outer
}

/**
 * Walks a document (saved, or the admin's unsaved form state) along its field config and notes
 * the media, links, headings and empty blocks it holds. Any shape is accepted: an incomplete
 * draft has missing fields, and what is missing is simply not there.
 */
export function collectDocumentFacts(fields: readonly Field[], data: unknown): DocumentFacts {
  const facts: DocumentFacts = {
    media: [],
    pageLinks: [],
    sitePaths: [],
    headings: [],
    emptyBlocks: [],
  }
  walkFields(fields, data, '', { facts, visible: { value: false } }, null)
  return facts
}
