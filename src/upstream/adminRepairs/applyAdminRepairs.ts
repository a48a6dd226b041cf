import { ADMIN_REPAIRS, type AdminRepair, renameWholePane } from './adminRepairs'

/** Runs every repair on `root` and the elements under it. */
export function applyAdminRepairs(
  root: Element | Document,
  repairs: AdminRepair[] = ADMIN_REPAIRS,
) {
  for (const repair of repairs) {
    if (root instanceof HTMLElement && root.matches(repair.selector)) repair.fix(root)
    for (const element of root.querySelectorAll<HTMLElement>(repair.selector)) repair.fix(element)
  }
}

/**
 * The parts of the page a batch of mutations added to: each changed parent once, none inside
 * another. The repairs run there only, not over the whole document on every batch.
 */
export function changedParts(mutations: MutationRecord[]): Element[] {
  const parents = new Set<Element>()
  for (const mutation of mutations) {
    if (mutation.type !== 'childList' || mutation.addedNodes.length === 0) continue
    if (mutation.target instanceof Element) parents.add(mutation.target)
  }
  const all = [...parents]
  return all.filter((parent) => !all.some((other) => other !== parent && other.contains(parent)))
}

function onMutations(mutations: MutationRecord[]) {
  for (const part of changedParts(mutations)) applyAdminRepairs(part)
  // A text React changes in place (live preview's size button after a choice); only there, so an
  // editor's own text "Responsive" stays as typed.
  for (const mutation of mutations) {
    if (
      mutation.type === 'characterData' &&
      mutation.target.parentElement?.closest('.live-preview-toolbar-controls__breakpoint')
    ) {
      renameWholePane(mutation.target)
    }
  }
}

/** Repairs the document now and whatever appears later; returns the function that stops it. */
export function startAdminRepairs(): () => void {
  applyAdminRepairs(document)
  const resizeRepairs = ADMIN_REPAIRS.filter((repair) => repair.onResize)
  const onResize = () => applyAdminRepairs(document, resizeRepairs)
  window.addEventListener('resize', onResize)
  const observer = new MutationObserver(onMutations)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', onResize)
  }
}
