import { getSiteSettings } from '@/cms/getGlobals'
import { phoneHref } from '@/lib/phoneHref'
import type { ContactBlock as ContactBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'

import buttons from '../shared/buttons.module.css'
import section from '../shared/section.module.css'
import styles from './styles.module.css'

export async function ContactBlock({ block }: { block: ContactBlockData }) {
  const settings = await getSiteSettings()
  const link = resolveLink(block.buttonPath, block.buttonText)
  return (
    <section className={section.section}>
      <div className={`${section.inner} ${styles.contact}`}>
        <div>
          <h2 className={styles.heading}>{block.heading}</h2>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
          {link ? <CmsLink className={`${buttons.button} ${buttons.primary}`} link={link} /> : null}
        </div>
        <address className={styles.details}>
          {settings ? (
            <>
              <p>
                <span className={styles.label}>Telefon</span>
                <a href={phoneHref(settings.phone)}>{settings.phone}</a>
              </p>
              <p>
                <span className={styles.label}>E-mail</span>
                <a href={`mailto:${settings.generalEmail}`}>{settings.generalEmail}</a>
              </p>
            </>
          ) : null}
          {block.address ? (
            <p>
              <span className={styles.label}>Adresa</span>
              {block.address.split('\n').map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </p>
          ) : null}
        </address>
      </div>
    </section>
  )
}
