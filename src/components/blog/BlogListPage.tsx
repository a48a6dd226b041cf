import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { PageIntro } from '@/components/content/PageIntro'
import { readBlogPosts } from '@/provider/server/providerReaders'

import { BlogGrid } from './BlogCard'

export async function BlogListPage() {
  const { data: posts, error } = await readBlogPosts()
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Blog o digitalizaci firem a úřadů"
        lead={
          <p>
            Elektronický podpis, eIDAS, datové schránky a digitalizace HR srozumitelně a z praxe.
          </p>
        }
      />
      <Section title="Články" titleId="blog-articles" hideTitle>
        {error ? (
          <>
            <ErrorState title="Články se nepodařilo načíst." message={error} />
            <ReportedProviderFailure error={error} />
          </>
        ) : posts.length === 0 ? (
          <EmptyState>Zatím tu nejsou žádné články.</EmptyState>
        ) : (
          <BlogGrid posts={posts} eagerFirst />
        )}
      </Section>
    </>
  )
}
