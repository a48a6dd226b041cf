/**
 * Two renders of one page by two processes carry the same content but may differ in bytes: Next
 * streams the React Server Components payload in `self.__next_f.push(...)` scripts as its parts
 * resolve, so the chunk boundaries and the order of the payload's rows depend on timing. Once a
 * page is cached its bytes no longer change, but two processes that each rendered it may hold
 * different bytes of the same page.
 *
 * True when the HTML outside those scripts is identical and the payload has the same rows.
 */
export function samePageContent(a: Buffer, b: Buffer): boolean {
  const left = splitPage(a.toString('utf8'))
  const right = splitPage(b.toString('utf8'))
  return (
    left.html === right.html &&
    left.rows.length === right.rows.length &&
    left.rows.every((row, index) => row === right.rows[index])
  )
}

const PUSH = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

function splitPage(page: string): { html: string; rows: string[] } {
  let payload = ''
  const html = page.replace(PUSH, (_script, json: string) => {
    const [kind, data] = JSON.parse(json) as [number, unknown]
    payload += kind === 1 && typeof data === 'string' ? data : `\n${json}\n`
    return ''
  })
  return { html, rows: payload.split('\n').filter(Boolean).sort() }
}
