'use client'

import { getTranslation } from '@payloadcms/translations'
import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { audienceField } from './audienceField'

import { blockRowText } from './blockRowText'

type LabelText = Record<string, string> | string

/**
 * A block row's header in the admin: its number, then what the block is, its heading and its
 * audience (blockRowText.ts), so a collapsed layout reads like a table of contents.
 */
export function BlockRowLabel({ blockLabel }: { blockLabel: LabelText }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const audienceLabel = (audience: string) => {
    const option = audienceField.options.find(
      (choice) => typeof choice === 'object' && choice.value === audience,
    )
    const text = typeof option === 'object' ? getTranslation(option.label, i18n) : undefined
    return typeof text === 'string' ? text : undefined
  }
  const text = blockRowText(data ?? {}, {
    blockLabel: getTranslation(blockLabel, i18n),
    audienceLabel,
  })
  return (
    <span className="row-label">
      <span className="blocks-field__block-number">
        {String((rowNumber ?? 0) + 1).padStart(2, '0')}
      </span>{' '}
      {text}
    </span>
  )
}
