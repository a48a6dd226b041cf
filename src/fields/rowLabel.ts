/** The admin component that names collapsed array rows (see src/components/admin/RowLabel.tsx). */
export const rowLabel = { RowLabel: '@/components/admin/RowLabel#RowLabel' }
