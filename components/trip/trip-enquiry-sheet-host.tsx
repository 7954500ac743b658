'use client'

import { Lazy } from '@/components/ui/lazy'
import { loadEnquirySheet, useSheetOpen } from './trip-choice'
import type { SheetWords } from './trip-enquiry-sheet'

/**
 * Where a trip page's enquiry sheet opens (once per page): its code is fetched when an Enquire is
 * first reached for on a phone, not with the page.
 */
export function TripEnquirySheetHost({ words }: { words: SheetWords }) {
  const open = useSheetOpen()
  return <Lazy load={loadEnquirySheet} when={open} props={{ open, words }} />
}
