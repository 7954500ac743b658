import { handleReviewPost } from '@/lib/reviews'

/** The review form's POST (multipart, no script needed): stores the review or the "no, thank you", answers 303 to the page. */
export async function POST(request: Request, { params }: RouteContext<'/review/[token]/send'>) {
  return handleReviewPost(request, (await params).token)
}
