'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import type { CaseStudyDesignation } from '@/provider/schemas/caseStudy'

import { DESIGNATION_LABELS, DESIGNATION_QUERY, designationFromQuery } from './designationLabels'
import styles from './CaseStudyFilter.module.css'

const QUERY_KEY = 'pro'

interface Props {
  /** One server-rendered card per designation group, so no card markup ships as client JS. */
  groups: Record<CaseStudyDesignation | 'all', React.ReactNode>
  counts: Record<CaseStudyDesignation | 'all', number>
}

/**
 * The list page is cached as one HTML document; the filter runs in the browser and keeps its
 * choice in the address (`?pro=verejna-sprava`) so that a filtered list can be shared.
 */
export function CaseStudyFilter({ groups, counts }: Props) {
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
            {option.label} <span className={styles.count}>({counts[option.value]})</span>
          </button>
        ))}
      </div>
      <div aria-live="polite">{groups[selected]}</div>
    </>
  )
}
