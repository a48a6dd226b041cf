import { BlogDetailPage } from '@/components/blog/BlogDetailPage'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { sectionRoute } from '@/lib/routes/sectionRoute'
import { readBlogPost } from '@/provider/server/providerReaders'

export const revalidate = 60

const LIST_DESCRIPTION =
  'Články o elektronickém podpisu, eIDAS, datových schránkách a digitalizaci HR od Software602.'

const route = sectionRoute({
  list: { title: 'Blog', description: LIST_DESCRIPTION, alternates: { canonical: '/blog' } },
  unavailableTitle: 'Blog',
  read: readBlogPost,
  item: (post) => ({
    title: post.title,
    description: post.perex || LIST_DESCRIPTION,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.perex,
      publishedTime: post.created.toISOString(),
      images: post.imageUrl ? [post.imageUrl] : undefined,
    },
  }),
  listPage: () => <BlogListPage />,
  itemPage: (slug) => <BlogDetailPage slug={slug} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
