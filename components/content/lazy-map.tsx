'use client'

import { useEffect, useRef, useState } from 'react'
import { MapPin } from 'lucide-react'

/** The contact map iframe loads once its placeholder comes this close to the viewport. */
const MAP_LOAD_ROOT_MARGIN = '300px'

/**
 * The office map. The iframe is not in the server HTML and costs nothing at first paint:
 * a static placeholder shows until it comes near the viewport or the visitor asks for it.
 * Its words come from the page, in the page's language.
 */
export function LazyMap({
  embedUrl,
  linkUrl,
  title,
  showLabel,
  openLabel,
}: {
  embedUrl: string
  linkUrl: string
  title: string
  /** The placeholder's buttons: show the map here, open it on the map's site. */
  showLabel: string
  openLabel: string
}) {
  const [loaded, setLoaded] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (loaded || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoaded(true)
      },
      { rootMargin: MAP_LOAD_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [loaded])

  return (
    <div
      ref={box}
      className="relative aspect-[4/3] overflow-hidden rounded-card bg-sand-200 shadow-card md:aspect-[16/9]"
      data-testid="map"
    >
      {loaded ? (
        <iframe
          src={embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          <MapPlaceholderArt />
          <span className="relative flex size-14 items-center justify-center rounded-full bg-maroon-800 text-white shadow-card">
            <MapPin aria-hidden className="size-7" />
          </span>
          <div className="relative flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => setLoaded(true)}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-ink shadow-card hover:bg-sand-50"
            >
              {showLabel}
            </button>
            <a
              href={linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-full bg-saffron-700 px-5 text-sm font-semibold text-white shadow-card hover:bg-saffron-800"
            >
              {openLabel}
            </a>
          </div>
        </div>
      )}
    </div>
  )
}

/** Street-grid art behind the placeholder, so the box reads as a map before it loads. */
function MapPlaceholderArt() {
  return (
    <svg
      aria-hidden
      className="absolute inset-0 size-full text-sand-300"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 400 300"
    >
      <rect width="400" height="300" fill="#f3e6d0" />
      <path d="M-10 210 C 90 180, 160 240, 260 200 S 380 150, 420 170" stroke="#c9f4f1" strokeWidth="26" fill="none" />
      <g stroke="currentColor" strokeWidth="10" fill="none">
        <path d="M0 60 H400 M0 140 H400 M60 0 V300 M170 0 V300 M300 0 V300" />
      </g>
      <g stroke="#fffbf5" strokeWidth="4" fill="none">
        <path d="M0 100 H400 M110 0 V300 M240 0 V300 M350 0 V300 M0 250 H400" />
      </g>
    </svg>
  )
}
