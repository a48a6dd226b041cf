import { CardGridSkeleton } from '@/components/content/CardGridSkeleton'

export default function Loading() {
  return <CardGridSkeleton label="Načítáme…" cards={3} />
}
