import { Badge } from '@/components/admin/ui/badge'
import { STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'

const TONES: Record<LeadStage, string> = {
  new: 'bg-saffron-100 text-saffron-900',
  contacted: 'bg-lagoon-50 text-lagoon-800',
  quoted: 'bg-sand-200 text-ink',
  won: 'bg-lagoon-700 text-white',
  lost: 'bg-ink/10 text-ink-muted',
}

export function StageBadge({ stage }: { stage: LeadStage }) {
  return <Badge className={TONES[stage]}>{STAGE_LABELS[stage]}</Badge>
}

export function AttentionBadge() {
  return <Badge className="bg-maroon-700 text-white">Needs attention</Badge>
}
