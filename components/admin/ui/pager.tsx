import { Link } from '@/components/ui/link'

/** Previous and next pages of a list, keeping its filters. */
export function Pager({
  page,
  pages,
  total,
  noun,
  hrefFor,
}: {
  page: number
  pages: number
  total: number
  noun: [one: string, many: string]
  hrefFor: (page: number) => string
}) {
  const link = 'rounded-full border border-ink/15 bg-white px-4 py-2 text-sm font-medium hover:border-saffron-600'
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink-muted">
        {total.toLocaleString('en-IN')} {total === 1 ? noun[0] : noun[1]} · page {page} of{' '}
        {pages.toLocaleString('en-IN')}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link href={hrefFor(page - 1)} className={link} rel="prev">
            Previous
          </Link>
        )}
        {page < pages && (
          <Link href={hrefFor(page + 1)} className={link} rel="next">
            Next
          </Link>
        )}
      </div>
    </nav>
  )
}
