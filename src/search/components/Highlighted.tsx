import type { SnippetSegment } from '@/search/query/snippetSegments'

/** Text segments with the matched words in `<mark>`; React escapes every piece (no HTML). */
export function Highlighted({ segments }: { segments: SnippetSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
  )
}
