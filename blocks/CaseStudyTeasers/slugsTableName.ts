/**
 * The table of the block's case-study slugs, one per owner of the block (Payload calls this with
 * the block's table, e.g. `pages_blocks_case_study_teasers` or, for versions,
 * `_pages_v_blocks_case_study_teasers`, and adds `_…_v` to the versions' name itself).
 *
 * The generated name (`…_case_study_teasers_case_studies`) would make the versions' index names
 * exceed PostgreSQL's 63-character limit; one fixed name, though, made the pages and the homepage
 * share a table whose foreign key points at the homepage's blocks, so no page could be saved.
 * The homepage keeps the name its table has had since the first migration: a rename would break
 * the release before during a rolling deploy (docs/development.md "Expand, then contract").
 */
export function caseStudySlugsTableName({ tableName }: { tableName?: string }): string {
  if (!tableName) throw new Error('caseStudyTeasers: Payload did not name the block table.')
  const owner = tableName.replace(/_blocks_case_study_teasers$/, '').replace(/^_(.+)_v$/, '$1')
  return owner === 'homepage' ? 'case_study_slugs' : `${owner}_case_study_slugs`
}
