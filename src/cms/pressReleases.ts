import { publishedEntryReaders } from './publishedEntryReaders'

const readers = publishedEntryReaders('press-releases', 'press release')

/** Published press releases, newest first. */
export const readPressReleases = readers.readAll
export const readPressRelease = readers.readOne
