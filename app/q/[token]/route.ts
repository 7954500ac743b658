import { publicQuotePdf } from '@/lib/leads/quotes/pdf'

/** A customer's quote: the PDF of a sent quote by its random token, no sign-in; 404 otherwise. */
export async function GET(_: Request, { params }: RouteContext<'/q/[token]'>) {
  return publicQuotePdf((await params).token)
}
