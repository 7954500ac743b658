import { ReviewLinkInvalid } from '@/components/review/review-states'

export default function ReviewNotFound() {
  return <ReviewLinkInvalid />
}
