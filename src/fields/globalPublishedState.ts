/**
 * For every global with drafts (`admin.components.elements.beforeDocumentControls`): the status
 * line knows the published version (src/upstream/GlobalPublishedState.tsx).
 */
export const globalPublishedState = ['@/upstream/GlobalPublishedState#GlobalPublishedState']
