/** Live preview opens on "Mobil" (src/components/admin/LivePreviewDefaults.tsx). */
export const livePreviewDefaults = '@/components/admin/LivePreviewDefaults#LivePreviewDefaults'
