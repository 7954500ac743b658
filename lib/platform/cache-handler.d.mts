import type { CacheHandler } from 'next/dist/server/lib/incremental-cache'

/** The Next.js cache handler on Redis (lib/platform/cache-handler.mjs). */
declare const SharedCacheHandler: typeof CacheHandler
export default SharedCacheHandler
