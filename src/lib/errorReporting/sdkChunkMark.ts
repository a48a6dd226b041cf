/**
 * A string only the reporting SDK's lazy chunk carries (initBrowserErrorReporting.ts names a
 * processor with it), so the build can find that chunk among the anonymous ones and give it V8's
 * compile hint (scripts/lib/compileHints.ts).
 */
export const SDK_CHUNK_MARK = 'site602.errorReportingSdk'
