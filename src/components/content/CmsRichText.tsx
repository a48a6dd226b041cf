import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import styles from './RichHtml.module.css'

type Data = ComponentProps<typeof RichText>['data']

/** Lexical content written in the admin, in the same typography as provider HTML. */
export function CmsRichText({ data }: { data: unknown }) {
  if (!data) return null
  return <RichText className={styles.prose} data={data as Data} />
}
