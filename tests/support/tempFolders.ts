import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach } from 'vitest'

/**
 * Temporary folders of a test file, removed after each test: `make(prefix)` makes one, `write`
 * puts a file anywhere below it (its folders made as needed).
 */
export function tempFolders() {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  return {
    make(prefix: string): string {
      const folder = mkdtempSync(path.join(tmpdir(), prefix))
      folders.push(folder)
      return folder
    },
    write(file: string, content: string): void {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, content)
    },
  }
}
