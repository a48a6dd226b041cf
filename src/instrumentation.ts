/** Runs once when the Next server starts (not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { dedupeLocationHeader } = await import('@/lib/http/dedupeLocationHeader')
    dedupeLocationHeader()
  }
}
