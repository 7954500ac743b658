import { useTranslations } from 'next-intl'
import { Award, CalendarCheck, HandCoins, Headset, Wallet } from 'lucide-react'
import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE, YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { siteConfig } from '@/lib/site/config'

/**
 * The three booking steps of lib/content (BOOKING_STEPS), in order, as the home page's messages
 * name them (home.bookingSteps.steps), with their icons.
 */
const STEPS = [
  { key: 'consult', icon: Headset },
  { key: 'finalize', icon: CalendarCheck },
  { key: 'confirm', icon: HandCoins },
] as const

/** A fact's icon: above its term on a phone (two facts side by side), in the card's gutter from `sm`. */
const TERM_ICON = 'mb-2 block size-6 sm:absolute sm:top-5.5 sm:left-5 sm:mb-0'

/** Section 8: how booking works (docs/product.md §1). */
export function BookingSteps() {
  const t = useTranslations('home.bookingSteps')
  const values = {
    percent: String(ADVANCE_PAYMENT_PERCENT),
    days: String(BALANCE_DUE_DAYS_BEFORE_DEPARTURE),
  }
  return (
    <section aria-labelledby="steps-title" className="section" data-section="booking-steps">
      <div className="container-site">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <div>
            <p className="eyebrow">{t('eyebrow')}</p>
            <h2 id="steps-title" className="mt-2 text-3xl font-semibold md:text-4xl">
              {t('title')}
            </h2>
            <p className="mt-3 text-base text-ink-muted md:text-lg">{t('intro')}</p>
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:mt-8 lg:grid-cols-1">
              {/* A <dl> group holds only its <dt> and <dd>: the icon sits in the term, placed in the card's gutter. */}
              <div className="relative rounded-card border border-saffron-200 bg-saffron-50 p-4 sm:p-5 sm:pl-15">
                <dt className="font-semibold text-ink">
                  <Wallet aria-hidden className={`${TERM_ICON} text-saffron-700`} />
                  {t('balanceTerm')}
                </dt>
                <dd className="mt-1 text-sm text-ink-muted">{t('balanceDue', { days: values.days })}</dd>
              </div>
              <div className="relative rounded-card border border-maroon-100 bg-maroon-50 p-4 sm:p-5 sm:pl-15">
                <dt className="font-semibold text-ink">
                  <Award aria-hidden className={`${TERM_ICON} text-maroon-700`} />
                  {t('experienceTerm', { years: String(YEARS_OF_EXPERIENCE) })}
                </dt>
                <dd className="mt-1 text-sm text-ink-muted">
                  {t('experienceSince', { year: String(siteConfig.foundedYear) })}
                </dd>
              </div>
            </dl>
          </div>
          <ol className="relative grid gap-5" role="list">
            {STEPS.map(({ key, icon: Icon }, i) => (
              <li key={key} className="card flex items-start gap-4 p-5 md:gap-5 md:p-7">
                <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-maroon-800 text-white md:size-14">
                  <Icon aria-hidden className="size-6" />
                  <span className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-saffron-500 text-sm font-bold text-ink ring-4 ring-white">
                    {i + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-display text-xl font-semibold">{t(`steps.${key}.title`)}</h3>
                  <p className="mt-1.5 text-ink-muted">{t(`steps.${key}.text`, values)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
