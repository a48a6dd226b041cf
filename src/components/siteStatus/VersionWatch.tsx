'use client'

import { useEffect, useState } from 'react'

import { startVersionWatch } from '@/lib/version/versionWatch'

import styles from './SiteNotice.module.css'

const RELOAD_DELAY_MS = 2500

/** Reloads the page after a new deployment, so nobody keeps running an old build. */
export function VersionWatch() {
  const [updated, setUpdated] = useState(false)

  useEffect(() => {
    // The development server has no /version.json.
    if (process.env.NODE_ENV !== 'production') return
    return startVersionWatch({
      onUpdate: () => {
        setUpdated(true)
        setTimeout(() => window.location.reload(), RELOAD_DELAY_MS)
      },
    })
  }, [])

  if (!updated) return null
  return (
    <div className={styles.notice} role="status" data-testid="version-notice">
      Web byl právě aktualizován. Načítáme jeho novou verzi…
    </div>
  )
}
