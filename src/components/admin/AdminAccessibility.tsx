'use client'

import { type MouseEvent, type ReactNode, useEffect } from 'react'

import './adminAccessibility.css'
import { useFocusHeadingAfterNavigation } from './useFocusHeadingAfterNavigation'

/**
 * Payload 3.90 renders a few icon-only controls without a name and a list with non-item children
 * (axe: button-name, aria-command-name, list, label-content-name-mismatch). Until Payload names
 * them itself, this names them in Czech as they appear, so every admin screen passes the
 * project's axe check (tests/e2e/adminBlocks.spec.ts, scheduledPublishing.spec.ts). Only
 * attributes and one fixed English text (live preview's "Responsive"): no behaviour beyond the
 * skip link and its Alt+S.
 */
const NAMES: Array<[selector: string, name: string]> = [
  ['.collapsible__drag[role="button"]', 'Přesunout'],
  ['.array-actions__button', 'Akce položky'],
  ['.doc-controls__popup .popup-button', 'Další akce dokumentu'],
  ['.clipboard-action__popup .popup-button', 'Kopírovat nebo vložit pole'],
  // the arrow beside "Publikovat" that opens "Naplánovat publikaci"
  ['.btn--withPopup .popup-button', 'Další možnosti publikování'],
  // an upload field's chosen file (a block's image) and a list's page arrows
  ['.upload-relationship-details__edit', 'Upravit soubor'],
  ['.upload-relationship-details__remove', 'Odebrat soubor'],
  ['.file-details__remove', 'Odebrat soubor'],
  ['.clickable-arrow--left', 'Předchozí stránka'],
  ['.clickable-arrow--right', 'Další stránka'],
  // a date field's clear cross (a lead's dates, the schedule drawer)
  ['.date-time-picker__clear-button', 'Vymazat datum'],
  // live preview's custom size
  ['input[name="live-preview-width"]', 'Šířka náhledu v pixelech'],
  ['input[name="live-preview-height"]', 'Výška náhledu v pixelech'],
]

/** Payload's selects with no field label of their own (the account's language, versions compare). */
const SELECT_NAMES: Array<[selector: string, name: string]> = [
  ['.payload-settings__language', 'Jazyk administrace'],
  ['.compare-version', 'Porovnávaná verze'],
]

/** Live preview's size that fills the pane, Payload's "Responsive". */
const WHOLE_PANE = 'Celý panel'

/** dnd-kit's instructions, read with every draggable row (rows, blocks, columns), in Czech. */
const DRAG_INSTRUCTIONS =
  'Položku zvednete mezerníkem. Šipkami ji pak posunete, mezerníkem ji položíte na nové místo, klávesou Escape přesun zrušíte.'

function renameWholePane(node: Node) {
  if (node.nodeType === Node.TEXT_NODE && node.nodeValue === 'Responsive') {
    node.nodeValue = WHOLE_PANE
  }
}

/**
 * New elements are repaired as they appear; a text React changes in place (the live preview's
 * size button after a choice) is a character-data change instead.
 */
function onMutations(mutations: MutationRecord[]) {
  if (mutations.some((mutation) => mutation.type === 'childList')) repair(document)
  for (const mutation of mutations) {
    // Only there: an editor's own text (a rich-text paragraph "Responsive") stays as typed.
    if (
      mutation.type === 'characterData' &&
      mutation.target.parentElement?.closest('.live-preview-toolbar-controls__breakpoint')
    ) {
      renameWholePane(mutation.target)
    }
  }
}

/**
 * A control Payload renders apart from its field's label (react-select's input, a date picker's
 * input) takes its name from that label; `for` points at the field's wrapper, not at the input.
 */
function labelByField(input: Element, fallback: string) {
  if (input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')) return
  const label = input.closest('.field-type')?.querySelector('label.field-label')
  if (label?.textContent?.trim()) {
    if (!label.id) label.id = `${input.id || 'field'}-label-${Math.random().toString(36).slice(2)}`
    input.setAttribute('aria-labelledby', label.id)
  } else {
    input.setAttribute('aria-label', fallback)
  }
}

/** Payload's document bar scrolls sideways on narrow screens: then it must take keyboard focus. */
function focusableWhenScrolling(root: ParentNode) {
  for (const bar of root.querySelectorAll<HTMLElement>('.doc-controls__content')) {
    if (bar.scrollWidth > bar.clientWidth) {
      bar.tabIndex = 0
      bar.setAttribute('role', 'group')
      bar.setAttribute('aria-label', 'Údaje o dokumentu')
    } else if (bar.getAttribute('role') === 'group') {
      bar.removeAttribute('tabindex')
      bar.removeAttribute('role')
      bar.removeAttribute('aria-label')
    }
  }
}

function repair(root: ParentNode) {
  // react-select's arrow and clear cross are aria-hidden yet focusable; its input does both
  // from the keyboard (arrow keys open, Backspace clears), so they leave the tab order.
  for (const indicator of root.querySelectorAll(
    ':is(.dropdown-indicator, .clear-indicator)[aria-hidden="true"]:not([tabindex="-1"])',
  )) {
    indicator.setAttribute('tabindex', '-1')
  }
  for (const input of root.querySelectorAll('.rs__input, input[id^="react-select-"]')) {
    labelByField(input, SELECT_NAMES.find(([selector]) => input.closest(selector))?.[1] ?? 'Vybrat')
  }
  for (const input of root.querySelectorAll('.date-time-picker input:not([id])')) {
    labelByField(input, 'Datum')
  }
  // A chosen value of a multi-select (a user's roles) is a draggable "button" that holds its own
  // remove button; as a group it keeps its drag keys and is no control inside a control.
  for (const chip of root.querySelectorAll('.rs__multi-value[role="button"]')) {
    chip.setAttribute('role', 'group')
  }
  // The versions compare view names its field toggles in English ("Collapse") apart from their
  // visible label: the label is their name.
  for (const toggle of root.querySelectorAll('.diff-collapser__toggle-button[aria-label]')) {
    if (toggle.textContent?.trim()) toggle.removeAttribute('aria-label')
  }
  focusableWhenScrolling(root)
  // Hidden (display: none) and referenced by aria-describedby; its id is Payload's, so the text
  // itself tells it apart.
  for (const hint of root.querySelectorAll<HTMLElement>('div[style*="display: none"]')) {
    if (hint.textContent?.trim().startsWith('To pick up a draggable item')) {
      hint.textContent = DRAG_INSTRUCTIONS
    }
  }
  // Live preview's size menu and its button: Payload's fixed English "Responsive" (the size that
  // fills the pane; @payloadcms/ui 3.90 providers/LivePreview, no translation key).
  for (const element of root.querySelectorAll(
    '.popup-button-list__button, .live-preview-toolbar-controls__breakpoint span',
  )) {
    for (const node of element.childNodes) renameWholePane(node)
  }
  // Live preview's frame (axe: frame-title).
  for (const frame of root.querySelectorAll('#live-preview-iframe:not([title])')) {
    frame.setAttribute('title', 'Živý náhled')
  }
  // A new upload's chosen file, before it is saved: the remove button's only text is a hidden
  // tooltip, and the preview shows the file's name beside it (the picture is decoration).
  for (const button of root.querySelectorAll('.file-field__remove:not([aria-label])')) {
    button.setAttribute('aria-label', 'Odebrat vybraný soubor')
  }
  for (const image of root.querySelectorAll('.file-field .thumbnail img:not([alt])')) {
    image.setAttribute('alt', '')
  }
  for (const [selector, name] of NAMES) {
    for (const element of root.querySelectorAll(`${selector}:not([aria-label])`)) {
      if (element instanceof HTMLInputElement || !element.textContent?.trim()) {
        element.setAttribute('aria-label', name)
      }
    }
  }
  // List views: a sort button's name is built from the column label as a string, which reads
  // "[object Object]" for our { cs, en } labels and "{{label}}" in the versions list; the visible
  // column name replaces it.
  for (const button of root.querySelectorAll(
    '.sort-column__button:is([aria-label*="[object Object]"], [aria-label*="{{label}}"])',
  )) {
    const column = button.closest('.sort-column')?.querySelector('.sort-column__label')
    const label = column?.textContent?.trim()
    if (label) {
      button.setAttribute(
        'aria-label',
        button.getAttribute('aria-label')!.replace(/\[object Object\]|\{\{label\}\}/, label),
      )
    }
  }
  // A row's checkbox has an empty name: it selects that row, named by its first link (the title).
  for (const input of root.querySelectorAll('.select-row__checkbox input[aria-label=""]')) {
    const title = input.closest('tr')?.querySelector('a')?.textContent?.trim()
    input.setAttribute('aria-label', title ? `Vybrat: ${title}` : 'Vybrat řádek')
  }
  for (const input of root.querySelectorAll('.select-all__checkbox input[aria-label=""]')) {
    input.setAttribute('aria-label', 'Vybrat vše na stránce')
  }
  // The document tabs are a list holding links and dividers directly: present them as plain links.
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs:not([role])')) {
    list.setAttribute('role', 'none')
    for (const item of list.children) item.setAttribute('role', 'none')
  }
  // A tab whose name leaves out its visible text (the version count): its text is its name.
  for (const link of root.querySelectorAll('.doc-tab[aria-label], .doc-tabs__tabs a[aria-label]')) {
    if (link.textContent?.trim()) link.removeAttribute('aria-label')
  }
}

/**
 * Moves focus to the screen's work (true when it did): the edit form's first field, else a
 * list's first result (its title link), else the screen's heading.
 */
function focusContent(): boolean {
  const target =
    document.querySelector<HTMLElement>(
      '.document-fields__main :is(input:not([type=hidden]), textarea, [contenteditable=true])',
    ) ??
    document.querySelector<HTMLElement>('.collection-list .table tbody tr a[href]') ??
    document.querySelector<HTMLElement>('main h1, h1')
  if (!target) return false
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus()
  return true
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  if (focusContent()) event.preventDefault()
}

/**
 * Alt+S (Option+S on a Mac) from anywhere does what the skip link does (docs/redakce.md). Not an
 * HTML access key: browsers give those different modifiers, and Ctrl+Alt (AltGr on a Czech
 * keyboard, for typing) never triggers it.
 */
function skipOnAltS(event: KeyboardEvent) {
  if (event.code !== 'KeyS' || !event.altKey || event.ctrlKey || event.metaKey) return
  if (focusContent()) event.preventDefault()
}

export function AdminAccessibility({ children }: { children?: ReactNode }) {
  useFocusHeadingAfterNavigation()
  useEffect(() => {
    repair(document)
    // Tests wait for it before checking a screen: the repairs above have run.
    document.documentElement.dataset.adminAccessibility = 'ready'
    const onResize = () => focusableWhenScrolling(document)
    window.addEventListener('resize', onResize)
    const observer = new MutationObserver(onMutations)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    document.addEventListener('keydown', skipOnAltS)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', onResize)
      document.removeEventListener('keydown', skipOnAltS)
    }
  }, [])
  return (
    <>
      <a className="admin-skip-link" href="#main-content" onClick={skipToContent}>
        Přeskočit na obsah
      </a>
      {children}
    </>
  )
}
