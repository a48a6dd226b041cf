/** What one block shows wrong at one width; each entry names the element and its measure. */
export type BlockFindings = {
  /** shown elements reaching past the window's edges (the page scrolls sideways) */
  overflow: string[]
  /** text runs of `minTextLength`+ characters laid out in a column narrower than `minTextColumn` */
  narrowText: string[]
  /** shown content an element with clipped overflow cuts off */
  cutOff: string[]
  /** large boxes that show nothing: space kept for content that is not there */
  blank: string[]
}

export type LayoutRules = {
  /** selects each block's element, in layout order */
  blockSelector: string
  /** the narrowest column a sentence may be set in (0: not checked at this width) */
  minTextColumn: number
  /** a text run this long is running text, not a label or a date */
  minTextLength: number
  /** a box at least this wide and tall that shows nothing is a gap in the layout */
  minBlankSide: number
}

/**
 * Runs in the page (passed to page.evaluate, so it is self-contained): measures every block the
 * selector finds. What a visitor cannot see is left out: slides a carousel hides from everyone
 * (aria-hidden), closed disclosures, `hidden` and visually hidden text (clipped to 1 px).
 */
export function layoutFindings(rules: LayoutRules): BlockFindings[] {
  const describe = (element: Element) => {
    const classes = [...element.classList].map((name) => `.${name}`).join('')
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ')
    return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text.slice(0, 40)}"` : ''}`
  }
  const px = (value: number) => `${Math.round(value)} px`

  const isVisuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%/.test(style.clipPath))
        return true
    }
    return false
  }
  const isShown = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [hidden], [inert]')) return false
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const rect = element.getBoundingClientRect()
    return rect.width > 1 && rect.height > 1 && !isVisuallyHidden(element)
  }
  const clips = (value: string) => value === 'hidden' || value === 'clip'

  return [...document.querySelectorAll(rules.blockSelector)].map((block) => {
    const findings: BlockFindings = { overflow: [], narrowText: [], cutOff: [], blank: [] }
    const shown = [...block.querySelectorAll('*')].filter(isShown)
    const clippedWithinBlock = (element: Element) => {
      for (let node = element.parentElement; node && node !== block; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (clips(style.overflowX) || clips(style.overflowY)) return true
      }
      return false
    }

    // Past the window's edges (and not held inside a box that clips it).
    for (const element of shown) {
      const rect = element.getBoundingClientRect()
      if ((rect.right > window.innerWidth + 1 || rect.left < -1) && !clippedWithinBlock(element))
        findings.overflow.push(
          `${describe(element)} spans ${px(rect.left)}–${px(rect.right)} of ${window.innerWidth} px`,
        )
    }

    // Running text set in a narrow column: the line box of a text run is its nearest
    // non-inline ancestor; its content width is the column.
    if (rules.minTextColumn > 0) {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      const reported = new Set<Element>()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim()
        if (text.length < rules.minTextLength || !node.parentElement) continue
        if (!isShown(node.parentElement)) continue
        let column: Element = node.parentElement
        while (column.parentElement && /^(inline|contents)$/.test(getComputedStyle(column).display))
          column = column.parentElement
        if (reported.has(column)) continue
        const style = getComputedStyle(column)
        const width =
          column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        if (width < rules.minTextColumn) {
          reported.add(column)
          findings.narrowText.push(`${describe(column)} is ${px(width)} wide`)
        }
      }
    }

    // Cut off: what an element that clips its overflow shows must fit inside it. Its own text
    // is measured by its scroll size; its children by their boxes, so slides a carousel hides
    // (aria-hidden, left out above) do not count.
    for (const element of shown) {
      const style = getComputedStyle(element)
      const clipsX = clips(style.overflowX) || style.textOverflow === 'ellipsis'
      const clipsY = clips(style.overflowY)
      if (!clipsX && !clipsY) continue
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim(),
      )
      if (ownText) {
        if (clipsX && element.scrollWidth > element.clientWidth + 1)
          findings.cutOff.push(
            `${describe(element)}: text ${element.scrollWidth} px in ${element.clientWidth} px`,
          )
        if (clipsY && element.scrollHeight > element.clientHeight + 1)
          findings.cutOff.push(
            `${describe(element)}: text ${element.scrollHeight} px tall in ${element.clientHeight} px`,
          )
      }
      const box = element.getBoundingClientRect()
      const inner = {
        left: box.left + element.clientLeft,
        top: box.top + element.clientTop,
        right: box.left + element.clientLeft + element.clientWidth,
        bottom: box.top + element.clientTop + element.clientHeight,
      }
      for (const child of shown) {
        if (child === element || !element.contains(child)) continue
        const rect = child.getBoundingClientRect()
        const outX = clipsX && (rect.left < inner.left - 1 || rect.right > inner.right + 1)
        const outY = clipsY && (rect.top < inner.top - 1 || rect.bottom > inner.bottom + 1)
        if (outX || outY)
          findings.cutOff.push(
            `${describe(child)} (${px(rect.width)} × ${px(rect.height)}) is cut off by ${describe(element)} (${px(inner.right - inner.left)} × ${px(inner.bottom - inner.top)})`,
          )
      }
    }

    // Blank: a large box with no text, picture, player or control in it and nothing painted.
    const shows = (element: Element) =>
      (element.textContent ?? '').trim() !== '' ||
      element.matches('img, svg, video, iframe, canvas, input, select, textarea, button') ||
      element.querySelector('img, svg, video, iframe, canvas, input, select, textarea, button')
    const paints = (element: Element) => {
      const style = getComputedStyle(element)
      return (
        style.backgroundImage !== 'none' ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.borderStyle !== 'none' ||
        style.boxShadow !== 'none'
      )
    }
    const blank = shown.filter((element) => {
      const rect = element.getBoundingClientRect()
      return (
        rect.width >= rules.minBlankSide &&
        rect.height >= rules.minBlankSide &&
        !shows(element) &&
        !paints(element)
      )
    })
    for (const element of blank) {
      // the outermost blank box only
      if (blank.some((other) => other !== element && other.contains(element))) continue
      const rect = element.getBoundingClientRect()
      findings.blank.push(
        `${describe(element)} is ${px(rect.width)} × ${px(rect.height)} of nothing`,
      )
    }
    return findings
  })
}
