/**
 * True while `next build` prerenders (the not-found page renders the site layout): there is no
 * database then, so CMS readers answer with an empty fallback instead of connecting.
 */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'
