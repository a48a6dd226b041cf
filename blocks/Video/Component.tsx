import type { VideoBlock as VideoBlockData } from '@/payload-types'
import { toEmbedUrl } from '@/provider/helpers/toEmbedUrl'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { MediaImage } from '../shared/MediaImage'
import { linkOrSigningSite } from '../shared/signingSiteLink'
import { CmsLink } from '@/components/CmsLink'
import styles from './styles.module.css'
import { VideoPlayer } from './island.client'

/** Spec 9: the video page link is shown through its player embed address. */
export async function VideoBlock({ block }: { block: VideoBlockData }) {
  const link = await linkOrSigningSite(
    block.videoLink,
    block.videoLinkText || 'Chci podepsat dokument',
  )
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
        {link ? (
          <p className={styles.cta}>
            <CmsLink
              className={`${buttons.button} ${buttons.accent}`}
              link={link}
              analyticsEvent="signer_interest"
            />
          </p>
        ) : null}
      </div>
    </section>
  )
}
