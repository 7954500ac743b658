import type { Metadata } from 'next'
import { ReviewForm } from '@/components/review/review-form'
import { ReviewDeclined, ReviewLinkInvalid, ReviewThanks } from '@/components/review/review-states'
import { agencyName, readReviewPage, reviewFormWords } from '@/lib/reviews'

export async function generateMetadata({ params, searchParams }: PageProps<'/review/[token]'>): Promise<Metadata> {
  const page = await readReviewPage((await params).token, await searchParams)
  const t = reviewFormWords(page?.locale)
  return { title: page ? t('metaTitle', { brand: agencyName(page.locale) }) : t('invalid.title') }
}

/**
 * A family's review from its link: the form, thanks, "we will not ask again", or the plain "no
 * longer valid" page for a wrong or answered link. That page is rendered here rather than by
 * notFound(): a not-found boundary beside the root layout reaches the browser only through its
 * script, and this page must read without one.
 */
export default async function ReviewPageRoute({ params, searchParams }: PageProps<'/review/[token]'>) {
  const page = await readReviewPage((await params).token, await searchParams)
  if (!page) return <ReviewLinkInvalid />
  if (page.state === 'thanks') return <ReviewThanks locale={page.locale} />
  if (page.state === 'declined') return <ReviewDeclined locale={page.locale} />
  return <ReviewForm page={page} />
}
