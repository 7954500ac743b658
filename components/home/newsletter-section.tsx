import { useTranslations } from 'next-intl'
import { Mail } from 'lucide-react'
import { DeferredNewsletterForm as NewsletterForm } from '@/components/forms/deferred'

/** Section 15: the newsletter signup (the form itself comes with the lead-capture work). */
export function NewsletterSection() {
  const t = useTranslations('home.newsletter')
  return (
    <section aria-labelledby="newsletter-title" className="section" data-section="newsletter">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-panel bg-gradient-to-br from-saffron-700 via-saffron-800 to-maroon-800 px-6 py-8 text-white shadow-card sm:px-10 md:px-14 md:py-14">
          <Mail aria-hidden className="absolute -top-6 -right-6 size-40 rotate-12 text-white/10" />
          <div className="relative grid gap-6 md:gap-8 lg:grid-cols-2 lg:items-center">
            <div>
              <p className="text-xs font-semibold tracking-[0.18em] text-saffron-100 uppercase">{t('eyebrow')}</p>
              <h2 id="newsletter-title" className="mt-3 text-3xl font-semibold text-white md:text-4xl">
                {t('title')}
              </h2>
              <p className="mt-3 max-w-lg text-base leading-relaxed text-white/90">{t('text')}</p>
            </div>
            <NewsletterForm />
          </div>
        </div>
      </div>
    </section>
  )
}
