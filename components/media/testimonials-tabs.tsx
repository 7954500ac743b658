'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { MessageSquareQuote, PlayCircle } from 'lucide-react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { TESTIMONIALS_TAB_PARAM } from '@/lib/site/routes'
import type { VideoLabels } from './text'
import { VideoGrid } from './video-grid'
import type { PlayableVideo } from './video-thumbnails'

export const TESTIMONIAL_TABS = { reviews: 'reviews', videos: 'videos' } as const
type Tab = (typeof TESTIMONIAL_TABS)[keyof typeof TESTIMONIAL_TABS]

function tabFrom(value: string | null, available: Tab[]): Tab | null {
  return available.find((tab) => tab === value) ?? null
}

/**
 * Reads the tab from the URL. It is the only part that uses the search params, inside its
 * own Suspense boundary, so the page stays static and its HTML carries both panels.
 */
function TabFromUrl({ available, onTab }: { available: Tab[]; onTab: (tab: Tab) => void }) {
  const requested = tabFrom(useSearchParams().get(TESTIMONIALS_TAB_PARAM), available)
  useEffect(() => {
    if (requested) onTab(requested)
  }, [requested, onTab])
  return null
}

/** The tabs' words, from the server page, and those of the video cards in them. */
export interface TestimonialsTabsLabels {
  tabs: { label: string; reviews: string; videos: string }
  video: VideoLabels
}

/**
 * Written Reviews (default) and Video Testimonials, the chosen tab kept in `?tab=`. The reviews'
 * panel comes rendered from the server (review-list.tsx; null when there is none).
 */
export function TestimonialsTabs({
  reviews,
  videos,
  labels,
}: {
  reviews: ReactNode
  videos: PlayableVideo[]
  labels: TestimonialsTabsLabels
}) {
  const hasReviews = reviews !== null && reviews !== undefined
  const available: Tab[] = [
    ...(hasReviews ? [TESTIMONIAL_TABS.reviews] : []),
    ...(videos.length > 0 ? [TESTIMONIAL_TABS.videos] : []),
  ]
  const [tab, setTab] = useState<Tab | undefined>(available[0])
  if (!tab) return null

  const select = (value: string) => {
    const next = tabFrom(value, available)
    if (!next) return
    setTab(next)
    const url = new URL(window.location.href)
    if (next === available[0]) url.searchParams.delete(TESTIMONIALS_TAB_PARAM)
    else url.searchParams.set(TESTIMONIALS_TAB_PARAM, next)
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <Tabs value={tab} onValueChange={select}>
      <Suspense fallback={null}>
        <TabFromUrl available={available} onTab={setTab} />
      </Suspense>
      <div className="flex justify-center">
        <TabsList aria-label={labels.tabs.label}>
          {hasReviews ? (
            <TabsTrigger value={TESTIMONIAL_TABS.reviews}>
              <MessageSquareQuote aria-hidden />
              {labels.tabs.reviews}
            </TabsTrigger>
          ) : null}
          {videos.length > 0 ? (
            <TabsTrigger value={TESTIMONIAL_TABS.videos}>
              <PlayCircle aria-hidden />
              {labels.tabs.videos}
            </TabsTrigger>
          ) : null}
        </TabsList>
      </div>
      {hasReviews ? (
        <TabsContent value={TESTIMONIAL_TABS.reviews} className="mt-10">
          {reviews}
        </TabsContent>
      ) : null}
      {videos.length > 0 ? (
        <TabsContent value={TESTIMONIAL_TABS.videos} className="mt-10">
          <VideoGrid videos={videos} labels={labels.video} />
        </TabsContent>
      ) : null}
    </Tabs>
  )
}
