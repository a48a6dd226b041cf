import { blogPostBySlug, blogPostList } from '../fixtures/blogPosts'
import { caseStudyBySlug, caseStudyList } from '../fixtures/caseStudies'
import { products } from '../fixtures/products'
import { webinarBySlug, webinarList } from '../fixtures/webinars'
import { fixtureContext } from '../fixtureContext'
import { HttpError, sendJson } from '../http'
import { route, type Route } from '../router'

function found<T>(item: T | null, notFoundMessage: string): T {
  if (!item) throw new HttpError(404, notFoundMessage)
  return item
}

/** Public, read-only content: lists as `{data}`, details as the bare item. */
export function contentRoutes(): Route[] {
  return [
    route('GET', '/blogpost', (c) =>
      sendJson(c.res, 200, { data: blogPostList(fixtureContext(c)) }),
    ),
    route('GET', '/blogpost/:slug', (c) =>
      sendJson(
        c.res,
        200,
        found(blogPostBySlug(c.params.slug ?? '', fixtureContext(c)), 'Článek nenalezen.'),
      ),
    ),
    route('GET', '/case-study', (c) =>
      sendJson(c.res, 200, { data: caseStudyList(fixtureContext(c)) }),
    ),
    route('GET', '/case-study/:slug', (c) =>
      sendJson(
        c.res,
        200,
        found(
          caseStudyBySlug(c.params.slug ?? '', fixtureContext(c)),
          'Případová studie nenalezena.',
        ),
      ),
    ),
    route('GET', '/webinar', (c) => sendJson(c.res, 200, { data: webinarList(fixtureContext(c)) })),
    route('GET', '/webinar/:slug', (c) =>
      sendJson(
        c.res,
        200,
        found(webinarBySlug(c.params.slug ?? '', fixtureContext(c)), 'Událost nenalezena.'),
      ),
    ),
    route('GET', '/product', (c) =>
      sendJson(c.res, 200, {
        data: products.map(({ canBeBought: _canBeBought, ...product }) => product),
      }),
    ),
  ]
}
