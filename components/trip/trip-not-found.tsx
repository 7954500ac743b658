'use client'

import { Link } from '@/components/ui/link'
import { Compass } from 'lucide-react'
import { createContext, useContext, type ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { ROUTES } from '@/lib/site/routes'

/** The 404's words in the page's language, from the server (the trip segment's layout). */
export interface TripNotFoundLabels {
  title: string
  text: string
  pilgrimage: string
  domestic: string
  international: string
}

const TripNotFoundLabelsContext = createContext<TripNotFoundLabels | null>(null)

/**
 * Hands the 404 its words. Next renders not-found.tsx without props, so the trip segment's layout
 * wraps an unknown slug's page in this (and only that page: a real trip's payload never carries
 * the words), and the 404 drawn inside it reads them here.
 */
export function TripNotFoundLabelsProvider({ labels, children }: { labels: TripNotFoundLabels; children: ReactNode }) {
  return <TripNotFoundLabelsContext value={labels}>{children}</TripNotFoundLabelsContext>
}

/**
 * "Trip not found": the 404 of an unknown trip slug. A client component on purpose: every
 * trip page's payload carries its segment's not-found boundary, and a client component goes
 * there as a module reference instead of its text, so a real trip's HTML never says "Trip not found".
 * Its words come as `labels` (the layout's noscript copy) or from TripNotFoundLabelsProvider.
 */
export function TripNotFound({ labels }: { labels?: TripNotFoundLabels }) {
  const provided = useContext(TripNotFoundLabelsContext)
  const text = labels ?? provided
  if (!text) return null
  return (
    <div className="container-site flex flex-col items-center py-20 text-center md:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
        <Compass aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold md:text-4xl">{text.title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={ROUTES.pilgrimage} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {text.pilgrimage}
        </Link>
        <Link href={ROUTES.domestic} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {text.domestic}
        </Link>
        <Link href={ROUTES.international} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {text.international}
        </Link>
      </div>
    </div>
  )
}
