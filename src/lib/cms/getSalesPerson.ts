import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

/** One read per render, shared by `generateMetadata` and the page. */
export const getSalesPerson = cache(async (slug: string) => {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'sales-people',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})
