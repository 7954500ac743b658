import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ReviewForm } from '@/components/review/review-form'
import { ReviewDeclined, ReviewThanks } from '@/components/review/review-states'
import { agencyName, readReviewPage, reviewFormWords } from '@/lib/reviews'

export async function generateMetadata({ params, searchParams }: PageProps<'/review/[token]'>): Promise<Metadata> {
  const page = await readReviewPage((await params).token, await searchParams)
  const t = reviewFormWords(page?.locale)
  return { title: page ? t('metaTitle', { brand: agencyName(page.locale) }) : t('invalid.title') }
}

/** A family's review from its link: the form, thanks, "we will not ask again", or the plain "no longer valid" page (404). */
export default async function ReviewPageRoute({ params, searchParams }: PageProps<'/review/[token]'>) {
  const page = await readReviewPage((await params).token, await searchParams)
  if (!page) notFound()
  if (page.state === 'thanks') return <ReviewThanks locale={page.locale} />
  if (page.state === 'declined') return <ReviewDeclined locale={page.locale} />
  return <ReviewForm page={page} />
}
