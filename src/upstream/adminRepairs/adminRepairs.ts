/**
 * Payload 3.90's admin markup that fails the project's axe check or speaks English, repaired by
 * its CSS classes, one row per repair: what it selects, what it does, which axe rules it answers
 * and what upstream change retires it. `applyAdminRepairs.ts` runs the rows on the document once
 * and then only on the parts of the page that change. Attributes and a few fixed texts only: no
 * behaviour. Checked by tests/unit/upstream/adminRepairs.test.ts (every class still Payload's)
 * and by the admin e2e axe checks (tests/e2e/support/adminAxe.ts).
 */
export type AdminRepair = {
  /** CSS selector of the elements the repair fixes; it should stop matching once fixed. */
  selector: string
  fix: (element: HTMLElement) => void
  /** The axe rules (or "czech" for English text) the repair answers. */
  answers: string[]
  /** What upstream would make the row unnecessary. */
  retiredBy: string
  /** Layout-dependent: run again when the window is resized. */
  onResize?: true
}

/** Payload names nothing of this itself; no upstream issue is filed for these yet. */
const UNNAMED_UPSTREAM = 'Payload naming the control itself (no upstream issue filed yet)'

function named(name: string) {
  return (element: HTMLElement) => {
    if (element instanceof HTMLInputElement || !element.textContent?.trim()) {
      element.setAttribute('aria-label', name)
    }
  }
}

/** An icon-only control Payload renders without a name, named in Czech. */
function nameRepair(selector: string, name: string): AdminRepair {
  return {
    selector: `${selector}:not([aria-label])`,
    fix: named(name),
    answers: ['button-name', 'aria-command-name'],
    retiredBy: UNNAMED_UPSTREAM,
  }
}

/**
 * A control Payload renders apart from its field's label (react-select's input, a date picker's
 * input) takes its name from that label; `for` points at the field's wrapper, not at the input.
 */
function labelByField(input: HTMLElement, fallback: string) {
  const label = input.closest('.field-type')?.querySelector('label.field-label')
  if (label?.textContent?.trim()) {
    if (!label.id) label.id = `${input.id || 'field'}-label-${Math.random().toString(36).slice(2)}`
    input.setAttribute('aria-labelledby', label.id)
  } else {
    input.setAttribute('aria-label', fallback)
  }
}

/** Payload's selects with no field label of their own (the account's language, versions compare). */
const SELECT_NAMES: Array<[selector: string, name: string]> = [
  ['.payload-settings__language', 'Jazyk administrace'],
  ['.compare-version', 'Porovnávaná verze'],
]

/** "Copy URL" of an upload's address, in Czech. */
const COPY_URL = 'Kopírovat adresu'

/** Live preview's size that fills the pane, Payload's fixed English "Responsive". */
export const WHOLE_PANE = 'Celý panel'

export function renameWholePane(node: Node) {
  if (node.nodeType === Node.TEXT_NODE && node.nodeValue === 'Responsive') {
    node.nodeValue = WHOLE_PANE
  }
}

/** dnd-kit's instructions, read with every draggable row (rows, blocks, columns), in Czech. */
const DRAG_INSTRUCTIONS =
  'Položku zvednete mezerníkem. Šipkami ji pak posunete, mezerníkem ji položíte na nové místo, klávesou Escape přesun zrušíte.'

const UNLABELLED = ':not([aria-label]):not([aria-labelledby])'

/**
 * Fixed English names of controls in code Payload renders but does not translate, with no
 * translation key and no prop Payload passes on: each `english` is checked to be still upstream's
 * by tests/unit/upstream/adminRepairs.test.ts (in `source`), so an upstream change shows there.
 */
export const UPSTREAM_ENGLISH_NAMES: ReadonlyArray<{
  english: string
  czech: string
  /** The package that hard-codes it (its dist under node_modules). */
  source: string
  retiredBy: string
}> = [
  {
    // sonner's Toaster `containerAriaLabel` + its hot key; @payloadcms/ui's ToastContainer sets neither
    english: 'Notifications alt+T',
    czech: 'Oznámení (Alt+T)',
    source: 'sonner',
    retiredBy: "Payload's ToastContainer passing containerAriaLabel to sonner",
  },
  {
    english: 'Close toast',
    czech: 'Zavřít oznámení',
    source: 'sonner',
    retiredBy: "Payload's ToastContainer passing closeButtonAriaLabel to sonner",
  },
  // the rich-text editor's block handles, floating link editor and end-of-text button
  {
    english: 'Drag to move',
    czech: 'Přesunout blok textu',
    source: '@payloadcms/richtext-lexical',
    retiredBy: 'a translation key for lexical’s DraggableBlockPlugin handle',
  },
  {
    english: 'Add block',
    czech: 'Vložit blok textu',
    source: '@payloadcms/richtext-lexical',
    retiredBy: 'a translation key for lexical’s AddBlockHandlePlugin handle',
  },
  {
    english: 'Edit link',
    czech: 'Upravit odkaz',
    source: '@payloadcms/richtext-lexical',
    retiredBy: 'a translation key in lexical’s floating link editor',
  },
  {
    english: 'Remove link',
    czech: 'Odebrat odkaz',
    source: '@payloadcms/richtext-lexical',
    retiredBy: 'a translation key in lexical’s floating link editor',
  },
  {
    english: 'Insert Paragraph',
    czech: 'Přidat odstavec na konec',
    source: '@payloadcms/richtext-lexical',
    retiredBy: 'a translation key for lexical’s InsertParagraphAtEnd',
  },
  // react-datepicker in Payload's own date filters (createdAt, updatedAt: no `admin.date` of ours;
  // our fields pass Czech through overrides, src/fields/czechDatePicker.ts)
  ...(
    [
      ['Previous Month', 'Předchozí měsíc'],
      ['Next Month', 'Další měsíc'],
      ['Previous Year', 'Předchozí rok'],
      ['Next Year', 'Další rok'],
      ['Choose Date', 'Vybrat datum'],
      ['Choose Time', 'Vybrat čas'],
    ] as const
  ).map(([english, czech]) => ({
    english,
    czech,
    source: 'react-datepicker',
    retiredBy: "Payload passing Czech props to the date pickers of its timestamps' filters",
  })),
]

const czechName = new Map(UPSTREAM_ENGLISH_NAMES.map(({ english, czech }) => [english, czech]))

/** "Choose Date and Time" is built from two of the names. */
czechName.set('Choose Date and Time', 'Vybrat datum a čas')

/** A day of react-datepicker's month: "Choose pátek 27. listopadu 2026" (the date is Czech). */
const DAY_PREFIXES: Array<[english: string, czech: string]> = [
  ['Choose ', 'Vybrat '],
  ['Not available ', 'Nelze vybrat '],
]

/** Its name in Czech, and its own text where it repeats the name (the month arrows' hidden text). */
function renameEnglish(element: HTMLElement) {
  for (const attribute of ['aria-label', 'title']) {
    const czech = czechName.get(element.getAttribute(attribute) ?? '')
    if (czech) element.setAttribute(attribute, czech)
  }
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const czech = czechName.get(node.nodeValue?.trim() ?? '')
    if (czech) node.nodeValue = czech
  }
}

const ENGLISH_NAMED = [...czechName.keys()]
  .map((english) => `[aria-label="${english}"], [title="${english}"]`)
  .join(', ')

export const ADMIN_REPAIRS: AdminRepair[] = [
  {
    selector: `:is(${ENGLISH_NAMED})`,
    fix: renameEnglish,
    answers: ['czech'],
    retiredBy: 'see UPSTREAM_ENGLISH_NAMES: a translation upstream of each',
  },
  {
    selector: '.react-datepicker__day:is([aria-label^="Choose "], [aria-label^="Not available "])',
    fix: (day) => {
      const name = day.getAttribute('aria-label') ?? ''
      const prefix = DAY_PREFIXES.find(([english]) => name.startsWith(english))
      if (prefix) day.setAttribute('aria-label', prefix[1] + name.slice(prefix[0].length))
    },
    answers: ['czech'],
    retiredBy: "Payload passing Czech props to the date pickers of its timestamps' filters",
  },
  {
    // "Copy URL" over an upload's address (@payloadcms/ui FileMeta passes it to CopyToClipboard
    // as fixed English, which becomes the tooltip's text and the button's name)
    selector: '.file-meta__url :is(.tooltip, .tooltip-content)',
    fix: (element) => {
      if (element.getAttribute('title') === 'Copy URL') element.setAttribute('title', COPY_URL)
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.nodeValue === 'Copy URL') {
          node.nodeValue = COPY_URL
        }
      }
    },
    answers: ['czech'],
    retiredBy: "Payload's FileMeta using its general:copy key",
  },
  {
    // A checkbox's tooltip is its field's path ("meta.noIndex", "layout.0.buttonURL.newTab"):
    // @payloadcms/ui's CheckboxInput sets `title` to the field's path; its label names it.
    selector: '.checkbox-input input[type="checkbox"][title]',
    fix: (input) => input.removeAttribute('title'),
    answers: ['czech'],
    retiredBy: "Payload's CheckboxInput without the path as its title",
  },
  nameRepair('.collapsible__drag[role="button"]', 'Přesunout'),
  nameRepair('.array-actions__button', 'Akce položky'),
  nameRepair('.doc-controls__popup .popup-button', 'Další akce dokumentu'),
  nameRepair('.clipboard-action__popup .popup-button', 'Kopírovat nebo vložit pole'),
  // the arrow beside "Zveřejnit" that opens "Naplánovat zveřejnění"
  nameRepair('.btn--withPopup .popup-button', 'Další možnosti zveřejnění'),
  // an upload field's chosen file (a block's image) and a list's page arrows
  nameRepair('.upload-relationship-details__edit', 'Upravit soubor'),
  nameRepair('.upload-relationship-details__remove', 'Odebrat soubor'),
  nameRepair('.file-details__remove', 'Odebrat soubor'),
  nameRepair('.clickable-arrow--left', 'Předchozí stránka'),
  nameRepair('.clickable-arrow--right', 'Další stránka'),
  // a date field's clear cross (a lead's dates, the schedule drawer)
  nameRepair('.date-time-picker__clear-button', 'Vymazat datum'),
  // live preview's custom size
  nameRepair('input[name="live-preview-width"]', 'Šířka náhledu v pixelech'),
  nameRepair('input[name="live-preview-height"]', 'Výška náhledu v pixelech'),
  {
    // a new upload's chosen file, before it is saved: the button's only text is a hidden tooltip
    selector: '.file-field__remove:not([aria-label])',
    fix: (button) => button.setAttribute('aria-label', 'Odebrat vybraný soubor'),
    answers: ['button-name'],
    retiredBy: UNNAMED_UPSTREAM,
  },
  {
    // A drawer (the schedule drawer "Naplánovat: …", Payload's document and list drawers) is a
    // dialog named by its slug ("schedule-publish-95"): @faceless-ui/modal names it so unless it
    // is given aria-labelledby, which Payload's Drawer never passes. Its heading names it.
    selector: 'dialog.drawer:not([aria-labelledby])',
    fix: (dialog) => {
      const heading = dialog.querySelector<HTMLElement>('.drawer__header__title')
      if (!heading) return
      if (!heading.id) heading.id = `${dialog.id || 'drawer'}-title`
      dialog.setAttribute('aria-labelledby', heading.id)
    },
    answers: ['aria-dialog-name', 'czech'],
    retiredBy: "Payload's Drawer passing aria-labelledby (its title) to its Modal",
  },
  {
    // react-select's arrow and clear cross are aria-hidden yet focusable; its input does both
    // from the keyboard (arrow keys open, Backspace clears), so they leave the tab order.
    selector: ':is(.dropdown-indicator, .clear-indicator)[aria-hidden="true"]:not([tabindex="-1"])',
    fix: (element) => element.setAttribute('tabindex', '-1'),
    answers: ['aria-hidden-focus'],
    retiredBy: 'react-select rendering its indicators outside the tab order',
  },
  {
    selector: `:is(.rs__input, input[id^="react-select-"])${UNLABELLED}`,
    fix: (input) =>
      labelByField(
        input,
        SELECT_NAMES.find(([selector]) => input.closest(selector))?.[1] ?? 'Vybrat',
      ),
    answers: ['label'],
    retiredBy: "Payload's select fields passing their label to react-select's input",
  },
  {
    selector: `.date-time-picker input:not([id])${UNLABELLED}`,
    fix: (input) => labelByField(input, 'Datum'),
    answers: ['label'],
    retiredBy: "Payload's date field giving its input the id its label points at",
  },
  {
    // A chosen value of a multi-select (a user's roles) is a draggable "button" that holds its own
    // remove button; as a group it keeps its drag keys and is no control inside a control.
    selector: '.rs__multi-value[role="button"]',
    fix: (chip) => chip.setAttribute('role', 'group'),
    answers: ['nested-interactive'],
    retiredBy: "Payload's multi-select value without role=button",
  },
  {
    // The versions compare view names its field toggles in English ("Collapse") apart from their
    // visible label: the label is their name.
    selector: '.diff-collapser__toggle-button[aria-label]',
    fix: (toggle) => {
      if (toggle.textContent?.trim()) toggle.removeAttribute('aria-label')
    },
    answers: ['label-content-name-mismatch', 'czech'],
    retiredBy: "Payload's compare view naming the toggle by its label",
  },
  {
    // The document bar scrolls sideways on narrow screens: then it must take keyboard focus.
    selector: '.doc-controls__content',
    fix: (bar) => {
      if (bar.scrollWidth > bar.clientWidth) {
        bar.tabIndex = 0
        bar.setAttribute('role', 'group')
        bar.setAttribute('aria-label', 'Údaje o dokumentu')
      } else if (bar.getAttribute('role') === 'group') {
        bar.removeAttribute('tabindex')
        bar.removeAttribute('role')
        bar.removeAttribute('aria-label')
      }
    },
    answers: ['scrollable-region-focusable'],
    retiredBy: "Payload's document bar wrapping instead of scrolling",
    onResize: true,
  },
  {
    // Hidden and referenced by aria-describedby; its id is Payload's, so the text tells it apart.
    selector: 'div[style*="display: none"]',
    fix: (hint) => {
      if (hint.textContent?.trim().startsWith('To pick up a draggable item')) {
        hint.textContent = DRAG_INSTRUCTIONS
      }
    },
    answers: ['czech'],
    retiredBy: 'Payload passing translated screen-reader instructions to dnd-kit',
  },
  {
    // Live preview's size menu and its button (@payloadcms/ui 3.90 providers/LivePreview, no
    // translation key).
    selector: '.popup-button-list__button, .live-preview-toolbar-controls__breakpoint span',
    fix: (element) => element.childNodes.forEach(renameWholePane),
    answers: ['czech'],
    retiredBy: 'a translation key for live preview\'s "Responsive"',
  },
  {
    selector: '#live-preview-iframe:not([title])',
    fix: (frame) => frame.setAttribute('title', 'Živý náhled'),
    answers: ['frame-title'],
    retiredBy: "Payload's live preview titling its frame",
  },
  {
    // the preview shows the file's name beside it: the picture is decoration
    selector: '.file-field .thumbnail img:not([alt])',
    fix: (image) => image.setAttribute('alt', ''),
    answers: ['image-alt'],
    retiredBy: "Payload's upload thumbnail with an alt text",
  },
  {
    // A sort button's name is built from the column label as a string, which reads
    // "[object Object]" for our { cs, en } labels and "{{label}}" in the versions list.
    selector: '.sort-column__button:is([aria-label*="[object Object]"], [aria-label*="{{label}}"])',
    fix: (button) => {
      const label = button
        .closest('.sort-column')
        ?.querySelector('.sort-column__label')
        ?.textContent?.trim()
      if (label) {
        button.setAttribute(
          'aria-label',
          button.getAttribute('aria-label')!.replace(/\[object Object\]|\{\{label\}\}/, label),
        )
      }
    },
    answers: ['label-content-name-mismatch', 'czech'],
    retiredBy: "Payload's list translating a column's label before building the sort name",
  },
  {
    // A row's checkbox has an empty name: it selects that row, named "Vybrat" and by its first
    // link (the title), referenced, so the name follows the link's text (a relationship title
    // reads "Načítání..." until it has loaded).
    selector: '.select-row__checkbox input[aria-label=""]',
    fix: (input) => {
      const link = input.closest('tr')?.querySelector('a')
      if (!link?.textContent?.trim()) {
        input.setAttribute('aria-label', 'Vybrat řádek')
        return
      }
      const suffix = Math.random().toString(36).slice(2)
      if (!input.id) input.id = `select-row-${suffix}`
      if (!link.id) link.id = `select-row-title-${suffix}`
      input.setAttribute('aria-label', 'Vybrat')
      input.setAttribute('aria-labelledby', `${input.id} ${link.id}`)
    },
    answers: ['label'],
    retiredBy: UNNAMED_UPSTREAM,
  },
  {
    selector: '.select-all__checkbox input[aria-label=""]',
    fix: (input) => input.setAttribute('aria-label', 'Vybrat vše na stránce'),
    answers: ['label'],
    retiredBy: UNNAMED_UPSTREAM,
  },
  {
    // The document tabs are a list holding links and dividers directly: present them as plain links.
    selector: 'ul.doc-tabs__tabs:not([role])',
    fix: (list) => {
      list.setAttribute('role', 'none')
      for (const item of list.children) item.setAttribute('role', 'none')
    },
    answers: ['list'],
    retiredBy: "Payload's document tabs as list items",
  },
  {
    // A tab whose name leaves out its visible text (the version count): its text is its name.
    selector: ':is(.doc-tab, .doc-tabs__tabs a)[aria-label]',
    fix: (link) => {
      if (link.textContent?.trim()) link.removeAttribute('aria-label')
    },
    answers: ['label-content-name-mismatch'],
    retiredBy: "Payload's document tabs without an aria-label apart from their text",
  },
]
