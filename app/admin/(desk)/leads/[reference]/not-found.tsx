import { Link } from '@/components/ui/link'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export default function LeadNotFound() {
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-8 text-center">
      <h1 className="text-xl font-semibold">No such lead</h1>
      <p className="mt-2 text-ink-muted">It was erased on the visitor’s request, or the reference is mistyped.</p>
      <p className="mt-4">
        <Link href={ADMIN_ROUTES.home} className="font-medium text-saffron-800 underline">
          Back to the inbox
        </Link>
      </p>
    </div>
  )
}
