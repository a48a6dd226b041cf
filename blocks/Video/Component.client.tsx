'use client'

import type React from 'react'
import { useState } from 'react'

import styles from './styles.module.css'

type Props = { embedUrl: string; title: string; children: React.ReactNode }

/** No third-party script or frame until the visitor asks for the video. */
export function VideoPlayer({ embedUrl, title, children }: Props) {
  const [playing, setPlaying] = useState(false)
  const src = `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`
  return (
    <div className={styles.player}>
      {playing ? (
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          {children}
          <span className={styles.playIcon} aria-hidden="true" />
          <span className="visually-hidden">Přehrát video: {title}</span>
        </button>
      )}
    </div>
  )
}
