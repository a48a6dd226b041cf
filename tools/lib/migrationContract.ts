import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Expand-then-contract (docs/operations.md "Migrations"): during a rolling deploy the previous
 * release's code runs on a database its successor's migrations have already changed. So a
 * migration may only add (tables, nullable columns or columns with a default); a table or column
 * may be dropped only by a contract migration, one release after the code stopped reading it.
 *
 * What is checked, per migration in order, on the SQL of its `up`:
 * - every DROP TABLE / DROP COLUMN is declared in the migration's `contract.drops` (exactly), and
 *   none of it is in the schema snapshot of the migration before it (the `.json` Payload writes
 *   from the config of that time): the code of that era no longer mapped it, so no longer read it;
 * - no RENAME of a table or column (the previous release still uses the old name);
 * - no column of an existing table becomes NOT NULL without a DEFAULT (the previous release's
 *   inserts do not set it).
 * Historic migrations from before the rule are listed by name in GRANDFATHERED.
 */

export type Change =
  | { kind: 'drop-table'; table: string }
  | { kind: 'drop-column'; table: string; column: string }
  | { kind: 'rename'; table: string; statement: string }
  | { kind: 'not-null'; table: string; column: string }

export type MigrationFile = {
  name: string
  /** The migration's TypeScript source. */
  source: string
  /** Table name → column names of its schema snapshot, when Payload wrote one. */
  snapshot?: Schema
}

export type Schema = Map<string, Set<string>>

/** Migrations written before the rule, each of which would break the release before it. */
export const GRANDFATHERED: ReadonlyMap<string, string> = new Map([
  [
    '20261123_004644_one_block_library_and_site_settings',
    'blocks moved in the same release that stopped reading them (before any production deploy)',
  ],
  [
    '20261123_004652_footer_contacts_move_to_site_settings',
    'footer contacts moved and dropped in one release (before any production deploy)',
  ],
  [
    '20261123_030103_blocks_old_text_links_dropped',
    'old text links dropped in the release that stopped reading them (before any production deploy)',
  ],
  [
    '20261126_031220_homepage_old_seo_fields_dropped',
    'homepage SEO fields dropped in the release that moved them to the SEO plugin',
  ],
])

/** The source text of the migration's `up` function (up to `down`, or the end). */
export function upSource(source: string): string {
  const start = source.search(/export\s+async\s+function\s+up\b/)
  if (start < 0) throw new Error('The migration has no up function.')
  const end = source.slice(start).search(/export\s+async\s+function\s+down\b/)
  return end < 0 ? source.slice(start) : source.slice(start, start + end)
}

const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)`
const QUALIFIED = String.raw`(?:${IDENT}\.)?(${IDENT})`
const unquote = (identifier: string) => identifier.replace(/^"|"$/g, '')

/** The destructive changes of SQL text (or of a migration's source holding sql`…` templates). */
export function destructiveChanges(sql: string): Change[] {
  const changes: Change[] = []
  const created = new Set<string>()
  // A statement ends at `;` or where its sql`…` template ends.
  for (const raw of sql.split(/[;`]/)) {
    const statement = raw.replace(/\s+/g, ' ').trim()
    const createTable = new RegExp(
      String.raw`CREATE TABLE (?:IF NOT EXISTS )?${QUALIFIED}`,
      'i',
    ).exec(statement)
    if (createTable) created.add(unquote(createTable[1]!))

    const dropTables = new RegExp(String.raw`DROP TABLE (?:IF EXISTS )?(.+)$`, 'i').exec(statement)
    if (dropTables) {
      for (const name of dropTables[1]!.replace(/\b(CASCADE|RESTRICT)\b/gi, '').split(',')) {
        const match = new RegExp(`^\\s*${QUALIFIED}\\s*$`).exec(name)
        if (match) changes.push({ kind: 'drop-table', table: unquote(match[1]!) })
      }
      continue
    }

    const alter = new RegExp(
      String.raw`\bALTER TABLE (?:IF EXISTS )?(?:ONLY )?${QUALIFIED} (.*)$`,
      'i',
    ).exec(statement)
    if (!alter) continue
    const table = unquote(alter[1]!)
    const actions = alter[2]!
    if (/\bRENAME\b/i.test(actions)) changes.push({ kind: 'rename', table, statement })
    for (const [, column] of actions.matchAll(
      new RegExp(String.raw`DROP COLUMN (?:IF EXISTS )?(${IDENT})`, 'gi'),
    )) {
      changes.push({ kind: 'drop-column', table, column: unquote(column!) })
    }
    if (created.has(table)) continue
    for (const action of actions.split(/,(?![^(]*\))/)) {
      const added = new RegExp(String.raw`ADD COLUMN (?:IF NOT EXISTS )?(${IDENT})(.*)$`, 'i').exec(
        action,
      )
      if (added && /\bNOT NULL\b/i.test(added[2]!) && !/\bDEFAULT\b/i.test(added[2]!)) {
        changes.push({ kind: 'not-null', table, column: unquote(added[1]!) })
      }
      const setNotNull = new RegExp(String.raw`ALTER COLUMN (${IDENT}) SET NOT NULL`, 'i').exec(
        action,
      )
      if (setNotNull) changes.push({ kind: 'not-null', table, column: unquote(setNotNull[1]!) })
    }
  }
  return changes
}

/** `export const contract = { drops: ['table', 'table.column', …] }` of a migration's source. */
export function declaredDrops(source: string): string[] | null {
  const match = /export\s+const\s+contract\s*=\s*\{\s*drops\s*:\s*\[([^\]]*)\]/.exec(source)
  if (!match) return null
  return [...match[1]!.matchAll(/['"`]([^'"`]+)['"`]/g)].map(([, name]) => name!)
}

const dropName = (change: Change) =>
  change.kind === 'drop-column' ? `${change.table}.${change.column}` : change.table

/** Whether the snapshot still maps the dropped table or column (so its code could read it). */
function stillMapped(schema: Schema, change: Change): boolean {
  const columns = schema.get(change.table)
  if (change.kind === 'drop-table') return columns !== undefined
  return change.kind === 'drop-column' && columns?.has(change.column) === true
}

/** Violations of the rule, in order; migrations in GRANDFATHERED are skipped. */
export function contractViolations(
  migrations: readonly MigrationFile[],
  grandfathered: ReadonlyMap<string, string> = GRANDFATHERED,
): string[] {
  const violations: string[] = []
  let previous: Schema | undefined
  for (const migration of migrations) {
    const check = !grandfathered.has(migration.name)
    if (check) {
      const changes = destructiveChanges(upSource(migration.source))
      const drops = changes.filter((c) => c.kind === 'drop-table' || c.kind === 'drop-column')
      const declared = declaredDrops(migration.source)
      const found = [...new Set(drops.map(dropName))].sort()
      if (drops.length > 0 && declared === null) {
        violations.push(
          `${migration.name}: drops ${found.join(', ')} without \`export const contract = { drops: [...] }\``,
        )
      } else if (declared !== null && declared.toSorted().join() !== found.join()) {
        violations.push(
          `${migration.name}: contract.drops [${declared.join(', ')}] does not match the SQL [${found.join(', ')}]`,
        )
      }
      for (const change of drops) {
        if (previous && stillMapped(previous, change)) {
          violations.push(
            `${migration.name}: ${dropName(change)} is still read by the code of the previous migration (its snapshot has it); drop it one release later`,
          )
        }
      }
      for (const change of changes) {
        if (change.kind === 'rename') {
          violations.push(
            `${migration.name}: the rename (${change.statement}) breaks the previous release; add a new column, copy, drop the old one later`,
          )
        } else if (change.kind === 'not-null') {
          violations.push(
            `${migration.name}: ${change.table}.${change.column} NOT NULL without DEFAULT; the previous release does not fill it when writing`,
          )
        }
      }
    }
    previous = migration.snapshot ?? previous
  }
  return violations
}

/** Table → columns of a Payload (drizzle-kit) schema snapshot. */
export function snapshotSchema(json: string): Schema {
  const parsed = JSON.parse(json) as {
    tables?: Record<string, { name: string; columns?: Record<string, unknown> }>
  }
  return new Map(
    Object.values(parsed.tables ?? {}).map((table) => [
      table.name,
      new Set(Object.keys(table.columns ?? {})),
    ]),
  )
}

/** The project's migrations (`migrations/*.ts` but index.ts), in the order Payload runs them. */
export function readMigrations(dir = path.resolve('migrations')): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort()
    .map((file) => {
      const name = file.replace(/\.ts$/, '')
      const json = path.join(dir, `${name}.json`)
      return {
        name,
        source: readFileSync(path.join(dir, file), 'utf8'),
        snapshot: existsSync(json) ? snapshotSchema(readFileSync(json, 'utf8')) : undefined,
      }
    })
}
