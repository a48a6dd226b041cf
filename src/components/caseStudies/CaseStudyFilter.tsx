'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import type { CaseStudyDesignation } from '@/provider/schemas/caseStudy'

import card from '../content/Card.module.css'
import { DESIGNATION_LABELS, DESIGNATION_QUERY, designationFromQuery } from './designationLabels'
import styles from './CaseStudyFilter.module.css'

const QUERY_KEY = 'pro'

export interface FilterCard {
  slug: string
  designation: CaseStudyDesignation
  /** The server-rendered card: no card markup ships as client JS. */
  card: React.ReactNode
}

interface Props {
  /** Every card once, in list order: the filter picks the ones shown, so the flight data holds
   * each card once (it held each twice while the filter took one rendered grid per group). */
  cards: FilterCard[]
  /** Shown for a designation without a case study. */
  empty: React.ReactNode
}

/**
 * The list page is cached as one HTML document; the filter runs in the browser and keeps its
 * choice in the address (`?pro=verejna-sprava`) so that a filtered list can be shared.
 */
export function CaseStudyFilter({ cards, empty }: Props) {
  const [selected, setSelected] = useState<CaseStudyDesignation | 'all'>('all')

  useEffect(() => {
    const fromUrl = designationFromQuery(new URLSearchParams(window.location.search).get(QUERY_KEY))
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only readable after hydration
    if (fromUrl) setSelected(fromUrl)
  }, [])

  function choose(value: CaseStudyDesignation | 'all') {
    setSelected(value)
    const url = new URL(window.location.href)
    if (value === 'all') url.searchParams.delete(QUERY_KEY)
    else url.searchParams.set(QUERY_KEY, DESIGNATION_QUERY[value])
    window.history.replaceState(window.history.state, '', url)
  }

  const options: Array<{ value: CaseStudyDesignation | 'all'; label: string }> = [
    { value: 'all', label: 'Vše' },
    { value: 'company', label: DESIGNATION_LABELS.company },
    { value: 'public_sector', label: DESIGNATION_LABELS.public_sector },
  ]
  const inGroup = (value: CaseStudyDesignation | 'all') =>
    value === 'all' ? cards : cards.filter((item) => item.designation === value)
  const shown = inGroup(selected)

  return (
    <>
      <div className={styles.filter} role="group" aria-label="Filtrovat podle zaměření">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.option}
            aria-pressed={selected === option.value}
            onClick={() => choose(option.value)}
          >
            {option.label} <span className={styles.count}>({inGroup(option.value).length})</span>
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {shown.length === 0 ? (
          empty
        ) : (
          <ul className={card.grid}>
            {shown.map((item) => (
              <li key={item.slug}>{item.card}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
