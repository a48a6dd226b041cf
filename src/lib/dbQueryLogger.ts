/** Prints one line per SQL statement (DB_QUERY_LOG=true), counted by `npm run bench:pages`. */
export const dbQueryLogger = {
  logQuery(query: string) {
    console.log(`[db-query] ${query.replace(/\s+/g, ' ').slice(0, 160)}`)
  },
}
