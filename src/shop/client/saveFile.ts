/** Hands a downloaded file to the browser's "save" under the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // give the browser a moment to start the download before the address is released
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
