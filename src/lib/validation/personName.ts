import { z } from 'zod'

import { VALIDATION_MESSAGES } from './messages'

const LETTERS = 'A-Za-zÁÄČĎÉĚÍĹĽŇÓÔŔŘŠŤÚŮÝŽáäčďéěíĺľňóôŕřšťúůýž'

/**
 * Spec 5: Latin letters with Czech/Slovak diacritics. Parts of a double name may be joined by
 * one hyphen or one space ("Jana-Marie", "Nováková Svobodová").
 */
export const PERSON_NAME_PATTERN = new RegExp(`^[${LETTERS}]+(?:[- ][${LETTERS}]+)*$`)

const personName = (formatMessage: string) =>
  z.string().trim().min(1, VALIDATION_MESSAGES.required).regex(PERSON_NAME_PATTERN, formatMessage)

export const firstNameSchema = personName(VALIDATION_MESSAGES.name)
export const surnameSchema = personName(VALIDATION_MESSAGES.surname)
