import type { Block } from 'payload'

import { BookingBlockConfig } from './Booking/config'
import { CallToActionBlockConfig } from './CallToAction/config'
import { CardsBlockConfig } from './Cards/config'
import { ContentBlockConfig } from './Content/config'
import { ExperienceBlockConfig } from './Experience/config'
import { FaqBlockConfig } from './Faq/config'
import { FormBlock } from './Form/config'
import { NewsListBlockConfig } from './NewsList/config'

/** The blocks an editor can put on a page; each has a component in RenderBlocks. */
export const pageBlocks: Block[] = [
  ContentBlockConfig,
  CardsBlockConfig,
  FaqBlockConfig,
  CallToActionBlockConfig,
  NewsListBlockConfig,
  FormBlock,
  ExperienceBlockConfig,
  BookingBlockConfig,
]
