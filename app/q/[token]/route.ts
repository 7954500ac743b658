import { quotePdfByToken } from '@/lib/leads/family-page/pdf'

/** A sent quote's PDF by its own token, no sign-in, until its last day; 404 otherwise or once revoked. */
export async function GET(_: Request, { params }: RouteContext<'/q/[token]'>) {
  return quotePdfByToken((await params).token)
}
