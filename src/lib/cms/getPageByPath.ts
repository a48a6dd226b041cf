import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

/**
 * One read per render, shared by `generateMetadata` and the page (React `cache`).
 * Anonymous access rules apply: only published pages are returned.
 */
export const getPageByPath = cache(async (path: string) => {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})
