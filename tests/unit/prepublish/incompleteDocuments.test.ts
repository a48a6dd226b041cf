import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { siteBlocks } from '@blocks/siteBlocks'
import { Pages } from '@collections/Pages'
import { Homepage } from '@globals/Homepage'

import { prepublishIssues } from '@/lib/prepublish/prepublishIssues'

import { lookups } from './documents'

const NUM_RUNS = 1000

/** Any JSON-ish value: what a half-filled form, an old row or a hostile request may hold. */
const junk = fc.anything({ maxDepth: 3 })

const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(fc.oneof(arbitrary, junk), { nil: undefined })

const lexical = fc.oneof(
  junk,
  fc.record(
    {
      root: fc.record(
        {
          type: fc.constant('root'),
          children: fc.array(
            fc.record(
              {
                type: fc.constantFrom('heading', 'paragraph', 'upload', 'link', 'text', 'list'),
                tag: fc.oneof(fc.constantFrom('h1', 'h2', 'h3', 'h4', 'h6', 'h9'), junk),
                relationTo: fc.oneof(fc.constant('media'), junk),
                value: junk,
                text: junk,
                fields: junk,
                children: junk,
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
)

/** A block row with any subset of plausible fields, any of them replaced by junk. */
const blockRow = fc.record(
  {
    blockType: fc.oneof(fc.constantFrom(...siteBlocks.map((block) => block.slug)), junk),
    heading: maybe(fc.string()),
    title: maybe(fc.string()),
    image: maybe(fc.integer()),
    richText: lexical,
    items: maybe(fc.array(fc.record({ heading: maybe(fc.string()), image: junk }))),
    buttonURL: maybe(
      fc.record(
        { type: fc.constantFrom('page', 'path', 'url'), page: junk, path: maybe(fc.string()) },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
)

const partialDocument = fc.oneof(
  junk,
  fc.record(
    {
      title: maybe(fc.string()),
      description: maybe(fc.string()),
      hero: maybe(fc.record({ actions: maybe(fc.array(junk)) }, { requiredKeys: [] })),
      layout: maybe(fc.array(fc.oneof(blockRow, junk), { maxLength: 6 })),
      meta: maybe(
        fc.record(
          { title: maybe(fc.string()), description: maybe(fc.string()) },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
)

const anyLookups = fc.constant(
  lookups({
    mediaAlt: new Map([
      ['1', ''],
      ['2', 'Popis'],
    ]),
    pageStatus: new Map([['1', { published: false }]]),
  }),
)

describe('pre-publish checks on incomplete documents', () => {
  it('never throw, and every issue names a severity, a Czech message and a field path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pages' as const, 'homepage' as const),
        partialDocument,
        anyLookups,
        (kind, document, known) => {
          const fields = kind === 'pages' ? Pages.fields : Homepage.fields
          const issues = prepublishIssues(kind, fields, document, known)
          for (const issue of issues) {
            expect(['warning', 'error']).toContain(issue.severity)
            expect(issue.message.length).toBeGreaterThan(0)
            expect(typeof issue.path).toBe('string')
            expect(issue.path.length).toBeGreaterThan(0)
          }
          // Errors come first, so the panel leads with what may block publishing.
          const firstWarning = issues.findIndex((issue) => issue.severity === 'warning')
          if (firstWarning >= 0) {
            expect(issues.slice(firstWarning).every((issue) => issue.severity === 'warning')).toBe(
              true,
            )
          }
        },
      ),
      { numRuns: NUM_RUNS },
    )
  })
})
