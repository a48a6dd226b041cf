/**
 * The release this code was built as: next.config.ts writes its release (Next's build id, see
 * buildRelease.ts) into the server and browser bundles in place of `process.env.SITE_RELEASE`,
 * a constant of the build, not a variable of the environment. Undefined in development and in
 * code Next did not build (the worker under tsx reads .next/BUILD_ID: runningRelease.ts).
 */
export const builtRelease = (): string | undefined => process.env.SITE_RELEASE || undefined
