import type { FixtureContext } from './fixtures/context'
import type { RouteContext } from './router'

export function fixtureContext(context: RouteContext): FixtureContext {
  return {
    now: new Date(),
    asset: (path) => `${context.origin}${path}`,
    siteUrl: context.siteUrl,
  }
}
