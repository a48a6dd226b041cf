/**
 * Visitors see /potvrzeni-schuzky-{slug} (spec route); Next serves it from the route
 * /potvrzeni-schuzky/[name] through a rewrite in next.config.ts.
 */
export const meetingConfirmationPath = (slug: string) => `/potvrzeni-schuzky-${slug}`
