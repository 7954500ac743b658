import { hashString } from '@/lib/catalog/seed/art/hash'

/**
 * Which picture the seeded catalogue shows where: every trip's gallery (the first picture is
 * its card), every home banner, video thumbnail and gallery tile. The painters are in
 * lib/catalog/seed/art and lib/catalog/seed/images.ts renders them. A trip's first picture is its
 * destination's own landmark; the rest are other scenes of the same trip (a second place on the
 * route, the meal, the room, the group), never recolours of the first.
 *
 * File names carry a fingerprint of the scene choice and of ART_REVISION, so a change of art
 * gets a new name: browsers, the image optimiser and old data folders keep pictures by name.
 */

/** Bump when a painter changes what it draws, so every picture gets a new file name. */
export const ART_REVISION = 2

export type TimeOfDay = 'dawn' | 'morning' | 'day' | 'golden' | 'dusk' | 'night'

export const SCENES = [
  // South and North Indian temples and pilgrim places
  'gopuram',
  'temple-corridor',
  'big-temple',
  'tirumala',
  'north-temple',
  'sea-temple',
  'ghats',
  'kedarnath',
  'kailash',
  'boudhanath',
  'golden-temple',
  // Indian holidays
  'backwaters',
  'fishing-nets',
  'tea-hills',
  'toy-train',
  'dal-lake',
  'gulmarg',
  'hill-lake',
  'himalaya',
  'beach',
  'coral-reef',
  'desert-fort',
  'hawa-mahal',
  'desert-camp',
  // Abroad
  'burj-khalifa',
  'desert-safari',
  'grand-mosque',
  'marina-bay-sands',
  'merlion',
  'petronas-towers',
  'phi-phi',
  'thai-temple',
  'rice-terraces',
  'tanah-lot',
  'eiffel-tower',
  'matterhorn',
  'old-town',
  'leaning-tower',
  'dagoba',
  'water-villas',
  // The trip itself: its table, its room, its group
  'banana-leaf-meal',
  'thali',
  'hotel-room',
  'candlelit-dinner',
  'tour-coach',
] as const

export type SceneKind = (typeof SCENES)[number]

export interface SceneChoice {
  scene: SceneKind
  time: TimeOfDay
  /** For a room, a dinner table or a coach: the place seen through the window or behind. */
  view?: SceneKind
}

const c = (scene: SceneKind, time: TimeOfDay, view?: SceneKind): SceneChoice =>
  view ? { scene, time, view } : { scene, time }

/** Each trip's pictures in gallery order; the first is the card and the trip page's hero. */
export const tripArt: Record<string, SceneChoice[]> = {
  'kashi-gaya-prayag-yatra': [
    c('ghats', 'dusk'),
    c('north-temple', 'morning'),
    c('banana-leaf-meal', 'day'),
    c('tour-coach', 'golden', 'north-temple'),
  ],
  'char-dham-yatra': [
    c('kedarnath', 'dawn'),
    c('himalaya', 'golden'),
    c('hotel-room', 'morning', 'himalaya'),
    c('tour-coach', 'day', 'himalaya'),
  ],
  'rameswaram-madurai-kanyakumari': [
    c('gopuram', 'golden'),
    c('temple-corridor', 'day'),
    c('sea-temple', 'dawn'),
    c('banana-leaf-meal', 'day'),
  ],
  'tirupati-balaji-darshan': [
    c('tirumala', 'morning'),
    c('gopuram', 'dusk'),
    c('banana-leaf-meal', 'golden'),
    c('tour-coach', 'morning', 'tirumala'),
  ],
  'shirdi-sai-baba-shani-shingnapur': [
    c('north-temple', 'dawn'),
    c('hotel-room', 'golden', 'north-temple'),
    c('thali', 'day'),
    c('tour-coach', 'golden', 'north-temple'),
  ],
  'kailash-mansarovar-yatra': [
    c('kailash', 'morning'),
    c('boudhanath', 'golden'),
    c('himalaya', 'dawn'),
    c('tour-coach', 'day', 'kailash'),
  ],
  'navagraha-temples-kumbakonam': [
    c('big-temple', 'golden'),
    c('gopuram', 'morning'),
    c('temple-corridor', 'dusk'),
    c('banana-leaf-meal', 'day'),
  ],
  'vaishno-devi-amritsar': [
    c('golden-temple', 'golden'),
    c('himalaya', 'morning'),
    c('thali', 'day'),
    c('tour-coach', 'golden', 'himalaya'),
  ],
  'dwarka-somnath-jyotirlinga': [
    c('sea-temple', 'golden'),
    c('north-temple', 'morning'),
    c('thali', 'day'),
    c('hotel-room', 'day', 'sea-temple'),
  ],
  'kerala-backwaters-munnar': [
    c('backwaters', 'golden'),
    c('tea-hills', 'morning'),
    c('fishing-nets', 'dusk'),
    c('banana-leaf-meal', 'day'),
  ],
  'kashmir-paradise-on-earth': [
    c('dal-lake', 'morning'),
    c('gulmarg', 'day'),
    c('hotel-room', 'golden', 'dal-lake'),
    c('tour-coach', 'morning', 'himalaya'),
  ],
  'andaman-islands-havelock-neil': [
    c('beach', 'day'),
    c('coral-reef', 'day'),
    c('tour-coach', 'golden', 'beach'),
    c('hotel-room', 'morning', 'beach'),
  ],
  'ooty-kodaikanal-hills': [
    c('toy-train', 'morning'),
    c('hill-lake', 'golden'),
    c('hotel-room', 'dawn', 'tea-hills'),
    c('tour-coach', 'day', 'tea-hills'),
  ],
  'royal-rajasthan': [
    c('hawa-mahal', 'morning'),
    c('desert-fort', 'golden'),
    c('thali', 'day'),
    c('desert-camp', 'dusk'),
  ],
  'himachal-shimla-manali': [
    c('himalaya', 'morning'),
    c('gulmarg', 'golden'),
    c('hotel-room', 'dawn', 'himalaya'),
    c('tour-coach', 'day', 'himalaya'),
  ],
  'singapore-malaysia-explorer': [
    c('marina-bay-sands', 'dusk'),
    c('merlion', 'day'),
    c('petronas-towers', 'night'),
    c('hotel-room', 'dusk', 'marina-bay-sands'),
  ],
  'dubai-abu-dhabi': [
    c('burj-khalifa', 'dusk'),
    c('desert-safari', 'golden'),
    c('grand-mosque', 'day'),
    c('hotel-room', 'dusk', 'burj-khalifa'),
  ],
  'thailand-phuket-krabi-bangkok': [
    c('phi-phi', 'day'),
    c('thai-temple', 'golden'),
    c('beach', 'dusk'),
    c('thali', 'day'),
  ],
  'bali-temples-and-beaches': [
    c('rice-terraces', 'morning'),
    c('tanah-lot', 'golden'),
    c('beach', 'day'),
    c('hotel-room', 'morning', 'rice-terraces'),
  ],
  'europe-paris-switzerland-italy': [
    c('eiffel-tower', 'golden'),
    c('matterhorn', 'morning'),
    c('leaning-tower', 'day'),
    c('old-town', 'dusk'),
  ],
  'sri-lanka-ramayana-trail': [
    c('dagoba', 'morning'),
    c('tea-hills', 'golden'),
    c('beach', 'dusk'),
    c('banana-leaf-meal', 'day'),
  ],
  'maldives-water-villa-honeymoon': [
    c('water-villas', 'day'),
    c('coral-reef', 'day'),
    c('candlelit-dinner', 'dusk', 'water-villas'),
    c('hotel-room', 'golden', 'water-villas'),
  ],
  'munnar-thekkady-alleppey-honeymoon': [
    c('tea-hills', 'morning'),
    c('backwaters', 'dusk'),
    c('candlelit-dinner', 'night', 'backwaters'),
    c('hotel-room', 'dawn', 'tea-hills'),
  ],
  'bali-honeymoon-pool-villa': [
    c('tanah-lot', 'dusk'),
    c('rice-terraces', 'golden'),
    c('candlelit-dinner', 'dusk', 'beach'),
    c('hotel-room', 'morning', 'rice-terraces'),
  ],
  'switzerland-honeymoon': [
    c('matterhorn', 'golden'),
    c('old-town', 'morning'),
    c('candlelit-dinner', 'night', 'matterhorn'),
    c('hotel-room', 'dawn', 'matterhorn'),
  ],
}

/** The home banners, by the name their file starts with. */
export const bannerArt = {
  'ganga-aarti': c('ghats', 'dusk'),
  'himalayan-shrines': c('kedarnath', 'morning'),
  'kerala-houseboat': c('backwaters', 'dawn'),
  'city-lights': c('marina-bay-sands', 'night'),
  'lagoon-villas': c('water-villas', 'golden'),
} satisfies Record<string, SceneChoice>

/** The video thumbnails, by the name their file starts with. */
export const videoArt = {
  'kashi-yatra-diary': c('ghats', 'dawn'),
  'char-dham-group': c('tour-coach', 'morning', 'kedarnath'),
  'maldives-honeymoon': c('candlelit-dinner', 'golden', 'water-villas'),
  'kerala-houseboat': c('backwaters', 'morning'),
  'singapore-family': c('merlion', 'dusk'),
  'rajasthan-desert-camp': c('desert-camp', 'dusk'),
} satisfies Record<string, SceneChoice>

/** One scene per file of siteConfig.galleryImages, in the same order (the names are fixed). */
export const siteGalleryArt: SceneChoice[] = [
  c('gopuram', 'dawn'),
  c('ghats', 'golden'),
  c('kailash', 'golden'),
  c('backwaters', 'morning'),
  c('water-villas', 'dusk'),
  c('desert-fort', 'dusk'),
  c('burj-khalifa', 'night'),
  c('tea-hills', 'dawn'),
  c('dal-lake', 'golden'),
  c('eiffel-tower', 'night'),
  c('phi-phi', 'golden'),
  c('golden-temple', 'night'),
]

function fingerprint(choice: SceneChoice): string {
  const key = `${ART_REVISION}|${choice.scene}|${choice.time}|${choice.view ?? ''}`
  return hashString(key).toString(36).padStart(7, '0').slice(0, 6)
}

/** A trip's picture files, in gallery order. */
export function tripImageFiles(slug: string): string[] {
  const art = tripArt[slug]
  if (!art) throw new Error(`No seeded art for the trip ${slug}: add its scenes to lib/catalog/seed/scenes.ts`)
  return art.map((choice, i) => `trips/${slug}-${i + 1}-${choice.scene}-${fingerprint(choice)}.webp`)
}

export function bannerImageFile(name: keyof typeof bannerArt): string {
  return `banners/${name}-${fingerprint(bannerArt[name])}.webp`
}

export function videoThumbnailFile(name: keyof typeof videoArt): string {
  return `videos/${name}-${fingerprint(videoArt[name])}.webp`
}
