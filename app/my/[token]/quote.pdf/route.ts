import { familyQuotePdf } from '@/lib/leads/family-page/pdf'

/** The latest quote's PDF on the family's page, by the page's token; 404 when the page does not open. */
export async function GET(_: Request, { params }: RouteContext<'/my/[token]/quote.pdf'>) {
  return familyQuotePdf((await params).token)
}
