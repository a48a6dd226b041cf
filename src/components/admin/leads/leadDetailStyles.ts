import type { CSSProperties } from 'react'

/**
 * A lead read as a document (LeadLetter, LeadDeliveryDetails): plain text in the theme's text
 * colour, labels in elevation-800 (both above 7:1 on the admin's background, light or dark),
 * instead of Payload's disabled inputs (elevation-400 on grey, about 2.3:1).
 */
export const detailList: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: '0.5rem 1.5rem',
  margin: '0 0 var(--base)',
}

export const detailTerm: CSSProperties = {
  color: 'var(--theme-elevation-800)',
  fontWeight: 600,
}

export const detailValue: CSSProperties = {
  margin: 0,
  color: 'var(--theme-text)',
  overflowWrap: 'anywhere',
}

/** Underlined and in the text colour: a link told apart by more than its colour. */
export const detailLink: CSSProperties = {
  color: 'var(--theme-text)',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
}
