import styles from './AdminBrand.module.css'

/**
 * The company mark — the site header's blue tile with "602" (src/components/Header) and the
 * site's favicon (src/app/(site)/icon.svg) — drawn inline so the admin needs no extra request.
 */
export function BrandMark({ size }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b3d91" />
      <text
        x="32"
        y="41"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="800"
        fontSize="25"
        fill="#fff"
      >
        602
      </text>
    </svg>
  )
}
