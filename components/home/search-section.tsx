import { useTranslations } from 'next-intl'
import { imageAttributes } from '@/components/ui/static-image'
import { uploadUrl } from '@/lib/site/routes'
import { DestinationSearch, type SearchLabels, type SearchTrip } from './destination-search'
import { template } from '@/lib/site/i18n/template'

/** A suggestion's 40 px picture: two sizes of it (1x, 2x), not next/image's full srcset for a `fill`. */
function thumbnail(image: string) {
  return imageAttributes({
    src: uploadUrl(image),
    alt: '',
    width: 40,
    height: 40,
    quality: 60,
    className: 'size-full object-cover',
  })
}

/** Section 2: the destination search box, lifted over the bottom edge of the hero. */
export function SearchSection({ trips }: { trips: { slug: string; title: string; image?: string; lang?: 'en' }[] }) {
  const t = useTranslations('home.search')
  const labels: SearchLabels = {
    label: t('form.label'),
    field: t('form.field'),
    placeholder: t('form.placeholder'),
    submit: t('form.submit'),
    popular: t('form.popular'),
    corrected: template(t, 'form.corrected', ['query']),
    matching: t('form.matching'),
    suggestions: t('form.suggestions'),
    noMatch: template(t, 'form.noMatch', ['query']),
  }
  const suggestions: SearchTrip[] = trips.map(({ slug, title, image, lang }) => ({
    slug,
    title,
    ...(lang ? { lang } : {}),
    thumbnail: image ? thumbnail(image) : undefined,
  }))
  return (
    <section aria-labelledby="search-title" className="relative z-20 -mt-12" data-section="search">
      <div className="container-site">
        <div className="rounded-panel bg-white p-5 shadow-card-hover ring-1 ring-ink/5 sm:p-7">
          <h2 id="search-title" className="font-display text-xl font-semibold sm:text-2xl">
            {t('title')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-muted">{t('intro', { count: trips.length })}</p>
          <DestinationSearch trips={suggestions} labels={labels} />
        </div>
      </div>
    </section>
  )
}
