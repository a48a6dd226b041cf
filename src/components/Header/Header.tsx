import type { Header as HeaderData } from '@/payload-types'

import { HeaderBar } from './HeaderBar.client'
import { Logo } from './Logo'
import { toHeaderMenu } from './toHeaderMenu'

/** Server part of the header: reads nothing itself, resolves the menu for the client island. */
export function Header({ header }: { header: HeaderData | null }) {
  return (
    <HeaderBar menu={toHeaderMenu(header)}>
      <Logo />
    </HeaderBar>
  )
}
