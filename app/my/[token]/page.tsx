import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FamilyPage } from '@/components/my/family-page'
import { noteFamilyPageOpen, readFamilyPage } from '@/lib/leads/family-page/view'
import { agencyWords, myWords } from '@/lib/leads/family-page/words'

export async function generateMetadata({ params }: PageProps<'/my/[token]'>): Promise<Metadata> {
  const view = await readFamilyPage((await params).token)
  return { title: myWords(view?.locale)(view ? 'title' : 'invalid.title', { brand: agencyWords(view?.locale).name }) }
}

/** The family's own page: a wrong or revoked link is the plain "no longer valid" page (404). */
export default async function FamilyPageRoute({ params }: PageProps<'/my/[token]'>) {
  const view = await readFamilyPage((await params).token)
  if (!view) notFound()
  await noteFamilyPageOpen(view.leadId)
  return <FamilyPage view={view} />
}
