import { getSiteSettings } from '@/cms/getGlobals'
import type { VideoBlock as VideoBlockData } from '@/payload-types'
import { toEmbedUrl } from '@/provider/helpers/toEmbedUrl'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { MediaImage } from '../shared/MediaImage'
import { VideoPlayer } from '@/components/lazyIslands.client'
import { CmsLink } from '@/components/CmsLink'
import { linkOfHref } from '@/lib/links/resolveLink'
import styles from './styles.module.css'

/** Spec 9: the video page link is shown through its player embed address. */
export async function VideoBlock({ block }: { block: VideoBlockData }) {
  // Without a link of its own the video leads to the online signing site (spec 2, homepage).
  const linkHref = block.videoLink || (await getSiteSettings())?.signingSiteUrl
  const embedUrl = toEmbedUrl(block.embededVideoLink)
  const placeholder = (
    <MediaImage
      className={styles.placeholder}
      media={block.placeholderImage}
      sizes="(max-width: 900px) 95vw, 880px"
    />
  )
  return (
    <section className={`${styles.section} ${backgroundClassName(block.backgroundClass)}`}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{block.title}</h2>
        {block.perex ? <p className={styles.perex}>{block.perex}</p> : null}
        {embedUrl ? (
          <VideoPlayer embedUrl={embedUrl} title={block.title}>
            {placeholder}
          </VideoPlayer>
        ) : (
          <a
            className={styles.fallback}
            href={block.embededVideoLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            {placeholder}
            <span>Přehrát video (otevře se v novém okně)</span>
          </a>
        )}
        {linkHref ? (
          <p className={styles.cta}>
            <CmsLink
              className={`${buttons.button} ${buttons.accent}`}
              link={linkOfHref(linkHref)}
              analyticsEvent="signer_interest"
            >
              {block.videoLinkText || 'Chci podepsat dokument'}
            </CmsLink>
          </p>
        ) : null}
      </div>
    </section>
  )
}
