import type { SearchSuggestion } from '@/search/query/searchSuggestion'

/** Characters before suggestions are asked for, and the pause after the last keystroke. */
const MIN_LENGTH = 2
const DEBOUNCE_MS = 200
const ATTACHED = 'data-search-suggest-ready'

let counter = 0

/**
 * Suggestions under a search input, as an ARIA 1.2 combobox with a listbox: typing (2+
 * characters, debounced) asks /hledat/naseptavac for the first five results; Arrow Down/Up move
 * through them, Enter opens the chosen one (without a choice the form submits as usual), Escape
 * closes the list. Plain DOM, no framework: it is loaded only when a search input is first
 * focused (HeaderBehaviour), so no page's first-load JavaScript carries it.
 */
export function attachSearchSuggestions(input: HTMLInputElement): void {
  if (input.hasAttribute(ATTACHED)) return
  input.setAttribute(ATTACHED, '')
  counter += 1
  const listId = `search-suggestions-${counter}`
  const list = document.createElement('ul')
  list.id = listId
  list.className = 'search-suggestions'
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', 'Návrhy výsledků')
  list.hidden = true
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  input.insertAdjacentElement('afterend', list)
  list.insertAdjacentElement('afterend', status)

  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listId)

  let suggestions: SearchSuggestion[] = []
  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined
  let asked = ''

  const open = () => !list.hidden
  const setOpen = (value: boolean) => {
    list.hidden = !value
    input.setAttribute('aria-expanded', String(value))
    if (!value) setActive(-1)
  }
  const setActive = (index: number) => {
    active = index
    list.querySelectorAll('[role="option"]').forEach((option, position) => {
      option.setAttribute('aria-selected', String(position === index))
    })
    if (index >= 0) input.setAttribute('aria-activedescendant', `${listId}-${index}`)
    else input.removeAttribute('aria-activedescendant')
  }
  const render = () => {
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = document.createElement('li')
        option.id = `${listId}-${index}`
        option.setAttribute('role', 'option')
        option.setAttribute('aria-selected', 'false')
        option.dataset.href = suggestion.url
        const title = document.createElement('span')
        title.className = 'search-suggestions__title'
        title.textContent = suggestion.title
        const kind = document.createElement('span')
        kind.className = 'search-suggestions__kind'
        kind.textContent = suggestion.kind
        option.append(title, kind)
        // keep focus in the input; the click itself follows the suggestion
        option.addEventListener('mousedown', (event) => event.preventDefault())
        option.addEventListener('click', () => go(index))
        return option
      }),
    )
    status.textContent =
      suggestions.length === 0
        ? ''
        : suggestions.length === 1
          ? '1 návrh, vyberte šipkami'
          : `${suggestions.length} ${suggestions.length < 5 ? 'návrhy' : 'návrhů'}, vyberte šipkami`
    setOpen(suggestions.length > 0)
  }
  const go = (index: number) => {
    const target = suggestions[index]
    if (!target) return
    setOpen(false)
    window.location.assign(target.url)
  }
  const load = async () => {
    const query = input.value.trim().replace(/\s+/g, ' ')
    if ([...query].length < MIN_LENGTH) {
      asked = query
      suggestions = []
      render()
      return
    }
    if (query === asked && suggestions.length > 0) return setOpen(true)
    asked = query
    request?.abort()
    request = new AbortController()
    try {
      const response = await fetch(`/hledat/naseptavac?q=${encodeURIComponent(query)}`, {
        signal: request.signal,
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) return
      const body = (await response.json()) as { suggestions?: SearchSuggestion[] }
      if (input.value.trim().replace(/\s+/g, ' ') !== query) return
      suggestions = (body.suggestions ?? []).slice(0, 5)
      render()
    } catch {
      // a cancelled or failed request: the form still works without suggestions
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void load(), DEBOUNCE_MS)
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      if (!open()) setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = active + step
      setActive(next < 0 ? suggestions.length - 1 : next >= suggestions.length ? 0 : next)
    } else if (event.key === 'Enter') {
      if (open() && active >= 0) {
        event.preventDefault()
        go(active)
      }
    } else if (event.key === 'Escape') {
      if (open()) {
        // only the list closes (not the burger's panel around it)
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
      }
    }
  })
  input.addEventListener('blur', () => setOpen(false))
  input.addEventListener('focus', () => {
    if (suggestions.length > 0 && input.value.trim() === asked) setOpen(true)
  })
  if ([...input.value.trim()].length >= MIN_LENGTH && input.value !== input.defaultValue)
    void load()
}
