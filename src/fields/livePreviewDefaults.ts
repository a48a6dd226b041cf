/**
 * Live preview opens on "Mobil" and shows wider sizes whole, scaled to the pane
 * (src/components/admin/LivePreviewDefaults.tsx).
 */
export const livePreviewDefaults = '@/components/admin/LivePreviewDefaults#LivePreviewDefaults'
