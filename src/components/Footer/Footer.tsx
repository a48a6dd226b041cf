import { CmsLink } from '@/components/CmsLink'
import { formatPrague } from '@/lib/dates/prague'
import { resolveLink, type ResolvedLink } from '@/lib/links/resolveLink'
import { phoneHref } from '@/lib/phoneHref'
import type { Footer as FooterData, SiteSetting } from '@/payload-types'

import styles from './Footer.module.css'
import { networkNames, SocialIcon } from './SocialIcon'

type StoredLinks = Array<{ link: Parameters<typeof resolveLink>[0]; id?: string | null }>

const resolveAll = (items: StoredLinks | null | undefined): ResolvedLink[] =>
  (items ?? []).flatMap((item) => {
    const link = resolveLink(item.link)
    return link ? [link] : []
  })

/** Prague's year, whatever the process's zone (UTC is an hour behind on 1 January). */
const currentYear = () => formatPrague(new Date(), 'yyyy')

type Props = { footer: FooterData | null; settings: SiteSetting | null }

export function Footer({ footer, settings }: Props) {
  if (!footer) return <footer className={styles.footer} />
  const columns = (footer.columns ?? [])
    .map((column) => ({ id: column.id, heading: column.heading, links: resolveAll(column.links) }))
    .filter((column) => column.links.length > 0)
  const meetingLink = resolveLink(footer.meeting.link)
  const loginLinks = settings?.loginLinks ?? []
  const socials = settings?.socials ?? []
  const legalLinks = resolveAll(footer.legalLinks)

  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <div className={styles.top}>
          <div className={styles.intro}>
            <h2 className={styles.heading}>{footer.heading}</h2>
            <p className={styles.text}>{footer.text}</p>
          </div>
          <section className={styles.meeting} aria-labelledby="paticka-schuzka">
            <h2 id="paticka-schuzka" className={styles.meetingHeading}>
              {footer.meeting.heading}
            </h2>
            {footer.meeting.text ? <p>{footer.meeting.text}</p> : null}
            {settings ? (
              <ul className={styles.contacts}>
                <li>
                  <a href={phoneHref(settings.phone)}>{settings.phone}</a>
                </li>
                <li>
                  <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
                </li>
              </ul>
            ) : null}
            {meetingLink ? <CmsLink link={meetingLink} className={styles.meetingButton} /> : null}
          </section>
        </div>

        <nav className={styles.columns} aria-label="Odkazy v patičce">
          {columns.map((column) => (
            <div key={column.id ?? column.heading} className={styles.column}>
              <h3 className={styles.columnHeading}>{column.heading}</h3>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href + link.label}>
                    <CmsLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className={styles.bottom}>
          {loginLinks.length ? (
            <ul className={styles.logins} aria-label="Přihlášení">
              {loginLinks.map((link) => (
                <li key={link.id ?? link.url}>
                  <CmsLink
                    link={{ href: link.url, label: link.label, newTab: true }}
                    className={styles.login}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {socials.length ? (
            <ul className={styles.socials} aria-label="Sociální sítě">
              {socials.map((social) => (
                <li key={social.id ?? social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener"
                    className={styles.social}
                    aria-label={`${networkNames[social.network]} (otevře se v nové záložce)`}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className={styles.legal}>
          <p className={styles.copyright}>
            © {currentYear()} {footer.copyright}
          </p>
          <ul className={styles.legalLinks}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <CmsLink link={link} />
              </li>
            ))}
            <li>
              {/* The consent manager (cookie banner) opens its settings on this button. */}
              <button type="button" className={styles.cookieButton} data-cookie-settings="">
                {footer.cookieSettingsLabel}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
