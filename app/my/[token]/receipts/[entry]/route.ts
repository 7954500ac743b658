import { familyReceiptPdf } from '@/lib/leads/family-page/pdf'

/** A receipt on the family's page, by the page's token; 404 when the page does not open or the receipt is not theirs. */
export async function GET(_: Request, { params }: RouteContext<'/my/[token]/receipts/[entry]'>) {
  const { token, entry } = await params
  return familyReceiptPdf(token, entry)
}
