import { Camera, Compass, Heart, Hotel, Plane, ShieldCheck, Sparkles, Users, Utensils, Wallet } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@/lib/site/constants'
import { TRIP_REQUEST_TYPES, type TripRequestType } from '@/lib/leads/forms/trip-request'
import { PageHeader } from '@/components/catalog/page-header'
import { TripGrid } from '@/components/trip/trip-card'
import type { TripSummary } from '@/lib/catalog/types'
import { DeferredTripRequestForm as TripRequestForm } from '@/components/forms/deferred'

interface RequestContent {
  crumb: string
  eyebrow: string
  title: string
  intro: string
  tone: 'lagoon' | 'saffron'
  arrangeTitle: string
  arrange: { icon: LucideIcon; title: string; text: string }[]
  formTitle: string
  formIntro: string
  /** The heading of the page's packages, when it lists some above the form. */
  packagesTitle?: string
}

/** What each page says we arrange: its `content.requestPage.<type>.arrange` messages and their icons. */
const HONEYMOON_ARRANGE = [
  ['stays', Hotel],
  ['touches', Heart],
  ['flights', Plane],
  ['experiences', Camera],
  ['pace', Compass],
  ['support', ShieldCheck],
] as const

const CUSTOMIZED_ARRANGE = [
  ['itinerary', Compass],
  ['groups', Users],
  ['stays', Hotel],
  ['meals', Utensils],
  ['darshan', Sparkles],
  ['pricing', Wallet],
] as const

/** A request page's words in the page's language. */
function useRequestContent(type: TripRequestType): RequestContent {
  const t = useTranslations('content.requestPage')
  if (type === TRIP_REQUEST_TYPES.honeymoon) {
    return {
      crumb: t('honeymoon.crumb'),
      eyebrow: t('honeymoon.eyebrow'),
      title: t('honeymoon.title'),
      intro: t('honeymoon.intro'),
      tone: 'lagoon',
      arrangeTitle: t('honeymoon.arrangeTitle'),
      arrange: HONEYMOON_ARRANGE.map(([key, icon]) => ({
        icon,
        title: t(`honeymoon.arrange.${key}.title`),
        text: t(`honeymoon.arrange.${key}.text`),
      })),
      packagesTitle: t('honeymoon.packagesTitle'),
      formTitle: t('honeymoon.formTitle'),
      formIntro: t('honeymoon.formIntro'),
    }
  }
  return {
    crumb: t('customized.crumb'),
    eyebrow: t('customized.eyebrow'),
    title: t('customized.title'),
    intro: t('customized.intro'),
    tone: 'saffron',
    arrangeTitle: t('customized.arrangeTitle'),
    arrange: CUSTOMIZED_ARRANGE.map(([key, icon]) => ({
      icon,
      title: t(`customized.arrange.${key}.title`),
      text: t(`customized.arrange.${key}.text`),
    })),
    formTitle: t('customized.formTitle'),
    formIntro: t('customized.formIntro'),
  }
}

/**
 * The request pages' steps: their own first step, sending the request, then the booking steps
 * every page shows (lib/content/booking-steps.ts, whose English these messages repeat).
 */
const STEPS = ['share', 'consult', 'finalize', 'confirm'] as const

/**
 * The /honeymoon and /customized-tours pages: the packages ready to book when there are any,
 * what we arrange, how it works, the request form.
 */
export function TripRequestPage({ type, trips = [] }: { type: TripRequestType; trips?: TripSummary[] }) {
  const t = useTranslations('content.requestPage')
  const content = useRequestContent(type)
  const accent = content.tone === 'lagoon' ? 'bg-lagoon-50 text-lagoon-700' : 'bg-saffron-50 text-saffron-700'
  return (
    <>
      <PageHeader
        crumbs={[{ label: content.crumb }]}
        eyebrow={content.eyebrow}
        title={content.title}
        intro={<p>{content.intro}</p>}
        tone={content.tone}
      >
        <a
          href="#request"
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-white px-7 font-semibold text-maroon-900 hover:bg-sand-100"
        >
          {t('startPlanning')}
        </a>
      </PageHeader>

      {trips.length > 0 && content.packagesTitle ? (
        <section aria-labelledby="packages-heading" className="section container-site" data-section="packages">
          <p className="eyebrow">{t('readyToBook')}</p>
          <h2 id="packages-heading" className="mt-2 mb-8 text-3xl font-semibold md:text-4xl">
            {content.packagesTitle}
          </h2>
          <TripGrid trips={trips} />
          <p className="mt-8 text-ink-muted">
            {t.rich('elsewhere', {
              link: (chunks) => (
                <a href="#request" className="font-semibold text-saffron-800 underline underline-offset-4">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="arrange-heading" className="section container-site">
        <p className="eyebrow">{t('arrangeEyebrow')}</p>
        <h2 id="arrange-heading" className="mt-2 text-3xl font-semibold md:text-4xl">
          {content.arrangeTitle}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="list">
          {content.arrange.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <span className={`flex size-11 items-center justify-center rounded-full ${accent}`}>
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1.5 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-sand-100">
        <div className="section container-site">
          <p className="eyebrow">{t('stepsEyebrow')}</p>
          <h2 id="steps-heading" className="mt-2 text-3xl font-semibold md:text-4xl">
            {t('stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step} className="relative rounded-card bg-white p-6 shadow-card">
                <span className="font-display text-4xl font-semibold text-saffron-600">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 text-lg font-semibold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1.5 text-ink-muted">
                  {t(`steps.${step}.text`, {
                    percent: ADVANCE_PAYMENT_PERCENT,
                    days: BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
                  })}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="request" aria-labelledby="request-heading" className="section container-site scroll-mt-24">
        <div className="mx-auto max-w-3xl">
          <div className="text-center">
            <p className="eyebrow">{t('formEyebrow')}</p>
            <h2 id="request-heading" className="mt-2 text-3xl font-semibold md:text-4xl">
              {content.formTitle}
            </h2>
            <p className="mt-3 text-ink-muted">{content.formIntro}</p>
          </div>
          <div className="card mt-8 p-5 md:p-8">
            <TripRequestForm type={type} />
          </div>
        </div>
      </section>
    </>
  )
}
