import { STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'
import { cx } from '@/lib/site/utils'

const TONES: Record<LeadStage, string> = {
  new: 'bg-saffron-100 text-saffron-900',
  contacted: 'bg-lagoon-50 text-lagoon-800',
  quoted: 'bg-sand-200 text-ink',
  won: 'bg-lagoon-700 text-white',
  lost: 'bg-ink/10 text-ink-muted',
}

export function StageBadge({ stage }: { stage: LeadStage }) {
  return (
    <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', TONES[stage])}>
      {STAGE_LABELS[stage]}
    </span>
  )
}

export function AttentionBadge() {
  return (
    <span className="inline-flex rounded-full bg-maroon-700 px-2 py-0.5 text-xs font-semibold text-white">
      Needs attention
    </span>
  )
}
