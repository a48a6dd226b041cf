'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { loadClientConfig } from '@/lib/clientConfig/clientConfig'
import { type ConsentChoice, readConsent, saveConsent } from '@/lib/consent/consentStorage'
import { pushConsentDefaults, pushConsentUpdate } from '@/lib/consent/googleConsentMode'
import { CONSENT_PENDING_ATTRIBUTE } from '@/lib/consent/consentChosenScript'
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_EARLY_ATTRIBUTE,
  CONSENT_LIVE_ATTRIBUTE,
  EARLY_CHOICES,
  parseEarlyChoice,
} from '@/lib/consent/consentEarlyChoiceScript'
import { loadTagManager, removeAnalyticsCookies } from '@/lib/consent/loadTagManager'

import styles from './ConsentBanner.module.css'

type View = 'hidden' | 'banner' | 'settings'

async function applyConsent(choice: ConsentChoice) {
  pushConsentUpdate(choice)
  if (!choice.analytics) return
  const config = await loadClientConfig()
  if (config?.gtmId) loadTagManager(config.gtmId)
}

/**
 * Cookie consent (Czech): accept all, reject all or choose. Nothing measures the visitor before
 * a choice; the tag manager loads only with analytics consent. Any element with
 * `data-cookie-settings` (the footer link) opens the settings again.
 *
 * The banner is in the server HTML, so it never pops in late; for a visitor who already chose,
 * the inline script of consentChosenScript.ts hides it before the first paint, and hydration
 * then removes it. A click on its buttons before hydration is answered by the inline script of
 * consentEarlyChoiceScript.ts and applied here once the banner has hydrated.
 */
export function ConsentBanner() {
  const [view, setView] = useState<View>('banner')
  const [analytics, setAnalytics] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const current = useRef<ConsentChoice | null>(null)
  const id = useId()

  useEffect(() => {
    pushConsentDefaults()
    const root = document.documentElement
    // From now on the buttons' own handlers answer; the inline early handler stands down.
    root.setAttribute(CONSENT_LIVE_ATTRIBUTE, '')
    const early = parseEarlyChoice(root.getAttribute(CONSENT_EARLY_ATTRIBUTE))
    root.removeAttribute(CONSENT_EARLY_ATTRIBUTE)
    const stored = readConsent()
    current.current = stored
    // The stored choice exists only in the browser, so it is read after hydration.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (early === EARLY_CHOICES.settings) {
      setView('settings')
    } else if (early) {
      // Saved again here (the inline script may have found storage blocked), and applied.
      const all = early === EARLY_CHOICES.acceptAll
      const saved = saveConsent({ analytics: all, marketing: all })
      current.current = saved
      setAnalytics(all)
      setMarketing(all)
      setView('hidden')
      void applyConsent(saved)
    } else if (stored) {
      setAnalytics(stored.analytics)
      setMarketing(stored.marketing)
      setView('hidden')
      void applyConsent(stored)
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    const openSettings = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target?.closest('[data-cookie-settings]')) return
      event.preventDefault()
      setView('settings')
    }
    document.addEventListener('click', openSettings)
    return () => document.removeEventListener('click', openSettings)
  }, [])

  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    const withdrawn = Boolean(current.current?.analytics && !choice.analytics)
    const saved = saveConsent(choice)
    current.current = saved
    setAnalytics(saved.analytics)
    setMarketing(saved.marketing)
    setView('hidden')
    if (withdrawn) {
      // A loaded tag manager cannot be unloaded: drop its cookies and start clean.
      removeAnalyticsCookies()
      window.location.reload()
      return
    }
    void applyConsent(saved)
  }

  if (view === 'hidden') return null

  return (
    <section
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // only the first, server-rendered view: settings opened from the footer must always show
      {...(view === 'banner' ? { [CONSENT_PENDING_ATTRIBUTE]: '' } : {})}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={`${id}-title`} className={styles.title}>
            Cookies na našem webu
          </h2>
          <p id={`${id}-text`}>
            Nezbytné cookies potřebujeme, aby web fungoval. S vaším souhlasem použijeme také
            analytické cookies ke zlepšování webu a marketingové cookies pro obsah třetích stran
            (videa, rezervace termínů). Souhlas můžete kdykoli změnit v odkazu Nastavení cookies v
            patičce.{' '}
            <a href="/gdpr" target="_blank" rel="noopener">
              Více o zpracování osobních údajů
            </a>
          </p>
        </div>
        {view === 'settings' ? (
          <fieldset className={styles.settings}>
            <legend className={styles.legend}>Nastavení cookies</legend>
            <label className={styles.option}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>Nezbytné</strong> – přihlášení, košík, uložení této volby. Vždy zapnuté.
              </span>
            </label>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
              <span>
                <strong>Analytické</strong> – měření návštěvnosti (Google Tag Manager, Google
                Analytics).
              </span>
            </label>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={marketing}
                onChange={(event) => setMarketing(event.target.checked)}
              />
              <span>
                <strong>Marketingové</strong> – reklama a vložený obsah třetích stran.
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          {view === 'settings' ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => choose({ analytics, marketing })}
            >
              Uložit nastavení
            </button>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setView('settings')}
              {...{ [CONSENT_CHOICE_ATTRIBUTE]: EARLY_CHOICES.settings }}
            >
              Nastavení
            </button>
          )}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => choose({ analytics: false, marketing: false })}
            {...{ [CONSENT_CHOICE_ATTRIBUTE]: EARLY_CHOICES.rejectAll }}
          >
            Odmítnout vše
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => choose({ analytics: true, marketing: true })}
            {...{ [CONSENT_CHOICE_ATTRIBUTE]: EARLY_CHOICES.acceptAll }}
          >
            Přijmout vše
          </button>
        </div>
      </div>
    </section>
  )
}
