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
import { CATALOG_MESSAGES } from '@/lib/catalog/messages'
import { SLIDER_PAGE_SIZE_WIDE, YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { CATEGORY_ROUTES, ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'

const HOME_TITLE = 'Pilgrimage, Holiday & Honeymoon Tour Packages from Chennai'

const home = pageMetadata({
  path: ROUTES.home,
  title: HOME_TITLE,
  description: `Kashi, Char Dham and South Indian temple yatras, Kerala and Kashmir holidays, Singapore, Dubai and Europe tours, and honeymoon packages from Chennai. Over ${YEARS_OF_EXPERIENCE} years of escorted journeys.`,
})

// The home title leads with the brand instead of ending with it.
export const metadata = { ...home, title: { absolute: `${siteConfig.name} | ${HOME_TITLE}` } }

export default async function HomePage() {
  const [banners, categories, allTrips, reviews, videos] = await Promise.all([
    getBanners(),
    getHomeCategories(),
    getAllTrips(),
    getReviews(),
    getVideos(),
  ])
  const { pilgrimage, domestic, international, honeymoon } = categories.data

  return (
    <>
      <Hero banners={banners.data} />
      <SearchSection
        trips={allTrips.data.map((trip) => ({ slug: trip.slug, title: trip.title, image: trip.images[0] }))}
      />
      <PackageTiles categories={categories.data} />
      <EnquiryPopup />
      <TripSection
        name="pilgrimage"
        eyebrow="Sacred journeys"
        title={CATEGORY_ROUTES.pilgrimage.title}
        description="Temple circuits and yatras planned around darshan timings, with priests, pure-veg meals and care for elders."
        trips={pilgrimage}
        href={CATEGORY_ROUTES.pilgrimage.href}
        linkLabel="View all pilgrimage tours"
      />
      <PromoBanner />
      <TripSection
        name="domestic"
        eyebrow="Incredible India"
        title={CATEGORY_ROUTES.domestic.title}
        description="Backwaters, hill stations, deserts and islands, at a pace that suits the whole family."
        trips={domestic}
        href={CATEGORY_ROUTES.domestic.href}
        linkLabel="View all domestic tours"
        pageSize={SLIDER_PAGE_SIZE_WIDE}
        className="bg-white"
      />
      <BookingSteps />
      <TripSection
        name="international"
        eyebrow="Beyond borders"
        title={CATEGORY_ROUTES.international.title}
        description="Visas, Indian meals and a tour manager from Chennai, included in one clear price."
        trips={international}
        href={CATEGORY_ROUTES.international.href}
        linkLabel="View all international tours"
        pageSize={SLIDER_PAGE_SIZE_WIDE}
        className="bg-white"
      />
      <HoneymoonPromo trips={honeymoon} />
      <GallerySection />
      <ReviewsSection reviews={reviews.data} />
      <SocialSection />
      <VideosSection videos={videos.data} />
      <NewsletterSection />
      {categories.failed ? <FailureToast {...CATALOG_MESSAGES.tripsFailed} /> : null}
      {banners.failed ? <FailureToast {...CATALOG_MESSAGES.bannersFailed} /> : null}
    </>
  )
}
