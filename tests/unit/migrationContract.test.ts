import { describe, expect, it } from 'vitest'

import {
  contractViolations,
  destructiveChanges,
  GRANDFATHERED,
  type MigrationFile,
  readMigrations,
  type Schema,
} from '../../tools/lib/migrationContract'

const migrations = readMigrations()
const latest = migrations.at(-1)!
/** The schema the current code maps: the newest snapshot Payload wrote. */
const currentSchema = migrations.findLast((migration) => migration.snapshot)!.snapshot!

const migration = (name: string, upSql: string, extra = ''): MigrationFile => ({
  name,
  source: `import { sql } from '@payloadcms/db-postgres'
${extra}
export async function up({ db }) {
  await db.execute(sql\`${upSql}\`)
}

export async function down({ db }) {
  await db.execute(sql\`ALTER TABLE "pages" DROP COLUMN "should_not_count";\`)
}
`,
})

/** The project's migrations followed by `next` (a migration of the next release). */
const withNext = (next: MigrationFile) => contractViolations([...migrations, next])

describe('expand-then-contract: migrations keep the previous release working', () => {
  it('every migration of the project follows the rule (historic ones are grandfathered by name)', () => {
    expect(contractViolations(migrations)).toEqual([])
  })

  it('each grandfathered migration exists and really breaks the rule (the list hides nothing else)', () => {
    const names = new Set(migrations.map((m) => m.name))
    for (const name of GRANDFATHERED.keys()) {
      expect(names.has(name), name).toBe(true)
      const alone = contractViolations(
        migrations,
        new Map([...GRANDFATHERED].filter(([n]) => n !== name)),
      )
      expect(
        alone.some((line) => line.startsWith(`${name}:`)),
        name,
      ).toBe(true)
    }
  })

  it('a new migration that drops a column the current code reads fails the check', () => {
    expect(currentSchema.get('pages')?.has('title')).toBe(true)
    const violations = withNext(
      migration('29990101_000000_pages_title_dropped', 'ALTER TABLE "pages" DROP COLUMN "title";'),
    )
    expect(violations.join('\n')).toMatch(
      /29990101_000000_pages_title_dropped: drops pages\.title without/,
    )
    expect(violations.join('\n')).toMatch(
      /pages\.title is still read by the code of the previous migration/,
    )
  })

  it('declaring the drop as a contract does not help while the previous code still maps the column', () => {
    const violations = withNext(
      migration(
        '29990101_000000_pages_title_dropped',
        'ALTER TABLE "pages" DROP COLUMN "title";',
        "export const contract = { drops: ['pages.title'] }",
      ),
    )
    expect(violations).toEqual([
      expect.stringMatching(/pages\.title is still read by the code of the previous migration/),
    ])
  })

  it('a contract migration one release after the code stopped mapping the column passes', () => {
    // The release before stopped reading pages.title: its snapshot no longer has the column.
    const previousRelease: Schema = new Map(currentSchema)
    previousRelease.set(
      'pages',
      new Set([...currentSchema.get('pages')!].filter((c) => c !== 'title')),
    )
    const stoppedReading = {
      ...migration('29990101_000000_pages_title_unused', 'SELECT 1;'),
      snapshot: previousRelease,
    }
    const contract = migration(
      '29990201_000000_pages_title_dropped',
      'ALTER TABLE "pages" DROP COLUMN IF EXISTS "title";',
      "export const contract = { drops: ['pages.title'] }",
    )
    expect(contractViolations([...migrations, stoppedReading, contract])).toEqual([])
    // …but the marker must list exactly what the SQL drops.
    const hidden = migration(
      '29990201_000000_pages_title_dropped',
      'ALTER TABLE "pages" DROP COLUMN "title", DROP COLUMN "path";',
      "export const contract = { drops: ['pages.title'] }",
    )
    expect(contractViolations([...migrations, stoppedReading, hidden]).join('\n')).toMatch(
      /contract\.drops \[pages\.title\] does not match the SQL \[pages\.path, pages\.title\]/,
    )
  })

  it('renames, dropped tables and NOT NULL columns without a default fail; additions pass', () => {
    expect(
      withNext(
        migration('29990101_000000_rename', 'ALTER TABLE "pages" RENAME COLUMN "title" TO "name";'),
      ),
    ).toEqual([expect.stringMatching(/the rename/)])
    expect(
      withNext(migration('29990101_000000_drop', 'DROP TABLE "pages_rels" CASCADE;')).join('\n'),
    ).toMatch(/drops pages_rels without/)
    expect(
      withNext(
        migration(
          '29990101_000000_required',
          'ALTER TABLE "pages" ADD COLUMN "subtitle" varchar NOT NULL;',
        ),
      ),
    ).toEqual([expect.stringMatching(/pages\.subtitle NOT NULL without DEFAULT/)])
    expect(
      withNext(
        migration(
          '29990101_000000_expand',
          `CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "text" varchar NOT NULL);
           ALTER TABLE "pages" ADD COLUMN "subtitle" varchar;
           ALTER TABLE "pages" ADD COLUMN "weight" numeric DEFAULT 0 NOT NULL;`,
        ),
      ),
    ).toEqual([])
  })

  it('reads only `up`: what `down` drops is not a change of the release', () => {
    expect(destructiveChanges('ALTER TABLE "a" DROP COLUMN "b";')).toEqual([
      { kind: 'drop-column', table: 'a', column: 'b' },
    ])
    expect(destructiveChanges('await db.execute(sql`DROP TABLE "a"`)')).toEqual([
      { kind: 'drop-table', table: 'a' },
    ])
    expect(withNext(migration('29990101_000000_noop', 'SELECT 1;'))).toEqual([])
    expect(latest.name).toMatch(/^\d{8}_\d{6}_/)
  })
})
