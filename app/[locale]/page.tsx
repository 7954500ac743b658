import type { Metadata } from 'next'
import { fieldLang } from '@/lib/catalog/localize'
import { getLocale, getTranslations } from 'next-intl/server'
import { FailureToast } from '@/components/catalog/failure-toast'
import { EnquiryPopup } from '@/components/forms/enquiry-popup'
import { BookingSteps } from '@/components/home/booking-steps'
import { GallerySection } from '@/components/home/gallery-section'
import { Hero } from '@/components/home/hero'
import { HoneymoonPromo } from '@/components/home/honeymoon-promo'
import { NewsletterSection } from '@/components/home/newsletter-section'
import { PackageTiles } from '@/components/home/package-tiles'
import { PromoBanner } from '@/components/home/promo-banner'
import { ReviewsSection } from '@/components/home/reviews-section'
import { SearchSection } from '@/components/home/search-section'
import { SocialSection } from '@/components/home/social-section'
import { TripSection } from '@/components/home/trip-section'
import { VideosSection } from '@/components/home/videos-section'
import { getAllTrips, getBanners, getHomeCategories, getReviews, getVideos } from '@/lib/catalog'
import { catalogMessages } from '@/lib/catalog/messages'
import { localePath } from '@/lib/site/i18n/locales'
import { SLIDER_PAGE_SIZE_WIDE, YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { CATEGORY_ROUTES, ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig, type CategoryKey } from '@/lib/site/config'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('home.meta')
  const title = t('title')
  const home = pageMetadata({
    path: ROUTES.home,
    locale,
    title,
    description: t('description', { years: String(YEARS_OF_EXPERIENCE) }),
  })
  // The home title leads with the brand instead of ending with it.
  return { ...home, title: { absolute: `${siteConfig.name} | ${title}` } }
}

export default async function HomePage() {
  const locale = await getLocale()
  const [banners, categories, allTrips, reviews, videos] = await Promise.all([
    getBanners(locale),
    getHomeCategories(locale),
    getAllTrips(locale),
    getReviews(locale),
    getVideos(locale),
  ])
  const t = await getTranslations('home')
  const { pilgrimage, domestic, international, honeymoon } = categories.data
  // A category's section on the home page: its words in the page's language and its page's address.
  const section = (name: CategoryKey) => ({
    name,
    eyebrow: t(`sections.${name}.eyebrow`),
    title: t(`sections.${name}.title`),
    description: t(`sections.${name}.description`),
    href: localePath(CATEGORY_ROUTES[name].href, locale),
    linkLabel: t(`sections.${name}.viewAll`),
  })

  return (
    <>
      <Hero banners={banners.data} />
      <SearchSection
        trips={allTrips.data.map((trip) => ({
          slug: trip.slug,
          title: trip.title,
          image: trip.images[0],
          lang: fieldLang(trip, 'title'),
        }))}
      />
      <PackageTiles categories={categories.data} />
      <EnquiryPopup />
      <TripSection {...section('pilgrimage')} trips={pilgrimage} />
      <PromoBanner />
      <TripSection {...section('domestic')} trips={domestic} pageSize={SLIDER_PAGE_SIZE_WIDE} className="bg-white" />
      <BookingSteps />
      <TripSection
        {...section('international')}
        trips={international}
        pageSize={SLIDER_PAGE_SIZE_WIDE}
        className="bg-white"
      />
      <HoneymoonPromo trips={honeymoon} />
      <GallerySection />
      <ReviewsSection reviews={reviews.data} />
      <SocialSection />
      <VideosSection videos={videos.data} />
      <NewsletterSection />
      {categories.failed ? <FailureToast {...catalogMessages(locale).tripsFailed} /> : null}
      {banners.failed ? <FailureToast {...catalogMessages(locale).bannersFailed} /> : null}
    </>
  )
}
