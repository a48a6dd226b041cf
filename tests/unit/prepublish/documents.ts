import type { PrepublishLookups } from '@/lib/prepublish/types'

/** Lexical rich text with the given top-level nodes, as Payload stores it. */
export const richText = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children },
})

export const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', version: 1, text }],
})

export const heading = (tag: string, text = 'Nadpis') => ({
  type: 'heading',
  tag,
  version: 1,
  children: [{ type: 'text', version: 1, text }],
})

export const lookups = (overrides: Partial<PrepublishLookups> = {}): PrepublishLookups => ({
  mediaAlt: new Map(),
  pageStatus: new Map(),
  reachablePaths: new Set(),
  ...overrides,
})
