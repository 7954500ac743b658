import { Link } from '@/components/ui/link'
import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'
import { leadFiltersQuery, type LeadFilters } from '@/lib/leads/desk/schemas'
import { cx } from '@/lib/site/utils'

/**
 * The inbox's status tabs with their counts (All · New · Contacted · Quoted · Won · Lost), each a
 * link that keeps the other filters. On a narrow screen the row wraps, so every tab stays in sight.
 */
export function StageTabs({
  filters,
  counts,
  basePath,
}: {
  filters: LeadFilters
  counts: Record<LeadStage, number>
  basePath: string
}) {
  const all = LEAD_STAGES.reduce((sum, stage) => sum + counts[stage], 0)
  const tabs: { stage?: LeadStage; label: string; count: number }[] = [
    { label: 'All', count: all },
    ...LEAD_STAGES.map((stage) => ({ stage, label: STAGE_LABELS[stage], count: counts[stage] })),
  ]
  return (
    <nav aria-label="Lead status">
      <ul className="flex flex-wrap gap-x-1 border-b border-ink/10">
        {tabs.map((tab) => {
          const current = filters.stage === tab.stage
          return (
            <li key={tab.label}>
              <Link
                href={`${basePath}${leadFiltersQuery({ ...filters, stage: tab.stage, page: undefined })}`}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  '-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-saffron-700 sm:px-3',
                  current
                    ? 'border-maroon-700 text-maroon-800'
                    : 'border-transparent text-ink-muted hover:border-ink/20 hover:text-ink',
                )}
              >
                {tab.label}
                <span
                  className={cx(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    current ? 'bg-maroon-700 text-white' : 'bg-sand-100 text-ink',
                  )}
                >
                  {tab.count.toLocaleString('en-IN')}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
