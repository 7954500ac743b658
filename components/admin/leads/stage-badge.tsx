import { Badge } from '@/components/admin/ui/badge'
import { STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'
import { languageLabel, SENT_FAST_LABEL, sentFastText } from '@/lib/leads/labels'

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

/** A lead sent faster than a person types: kept and worked, worth a look before relying on it. */
export function SentFastBadge({ ms }: { ms: number }) {
  return (
    <Badge className="bg-saffron-100 text-maroon-900">
      <span title={sentFastText(ms)}>{SENT_FAST_LABEL}</span>
    </Badge>
  )
}

/** The language a lead was written in, when it is not English: the agent calls back in it. */
export function LanguageBadge({ locale }: { locale: string }) {
  if (locale === 'en') return null
  return <Badge className="bg-lagoon-50 text-lagoon-800">{languageLabel(locale)}</Badge>
}
