import { publishedEntryReaders } from './publishedEntryReaders'

const readers = publishedEntryReaders('job-postings', 'job posting')

/** Published job openings, newest first. */
export const readJobPostings = readers.readAll
export const readJobPosting = readers.readOne
