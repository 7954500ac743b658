// @ts-check
// The Next.js cache handler of several instances (`cacheHandler` in next.config.ts, used when
// REDIS_URL is set): ISR pages and the data cache (unstable_cache) live in Redis, so a page one
// instance rendered is served by every other, and a tag revalidated on one is revalidated on all.
//
// It follows the documented handler interface (get, set, revalidateTag, resetRequestCache). Next
// makes one handler per request, so the Redis connection is the module's. Whether an entry is
// stale or expired stays Next's decision: it reads the time each tag was revalidated from its
// tags manifest, which this handler keeps in step with the times kept in Redis, so a
// `revalidateTag(tag, 'max')` on one instance is a stale-while-revalidate on all, and an
// `updateTag(tag)` an immediate expiry on all, as they are in one process.
//
// Without Redis (not reachable, or gone mid-run) nothing is cached: every request renders from the
// database, and revalidations made meanwhile are sent to Redis once it answers again.
//
// Next.js loads it by path when `next start` begins, outside the app's bundle, so it is plain
// JavaScript; `npm run typecheck` checks it against Next's own handler types through the JSDoc
// below, and tests/cache-handler-contract.test.ts fails when the Next.js internal it relies on
// (the tags manifest) moves or changes shape.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { RESP_TYPES } from 'redis'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { openRedis, whenReady } from './redis-connection.mjs'

/**
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('next/dist/server/lib/incremental-cache/tags-manifest.external.js').TagManifestEntry} TagManifestEntry
 * @typedef {import('next/dist/server/response-cache/types').IncrementalCacheValue} IncrementalCacheValue
 * @typedef {Parameters<CacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<CacheHandler['set']>[2]} SetContext
 * @typedef {Parameters<CacheHandler['revalidateTag']>[1]} Durations
 * @typedef {ReturnType<typeof withBuffers>} BufferClient
 * @typedef {Record<string, TagManifestEntry>} TagUpdate Tag revalidation times: { tag: { stale?, expired? } }.
 * @typedef {object} Shared The module's state, kept on globalThis: Next may load the module more than once.
 * @property {BufferClient | undefined} client
 * @property {Promise<boolean> | undefined} firstConnection
 * @property {Map<string, TagUpdate>} unsent Tag revalidations made while Redis was away, sent when it is back: tags hash → update.
 * @property {Map<string, string>} buildIds
 * @property {boolean} [setFailed]
 */

const KEY_PREFIX = 'gopuram:cache:'
/** Entries with no lifetime of their own are dropped after this; a later request renders anew. */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600
const MAX_TTL_SECONDS = 30 * 24 * 3600
/** The response header in which Next.js lists a page's cache tags. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

const holder = /** @type {typeof globalThis & { __gopuramSharedCache?: Shared }} */ (globalThis)
/** @type {Shared} */
const shared = (holder.__gopuramSharedCache ??= {
  client: undefined,
  firstConnection: undefined,
  unsent: new Map(),
  buildIds: new Map(),
})

/** A process's first requests wait this long for the first connection rather than render uncached. */
const FIRST_CONNECTION_WAIT_MS = 1000

/**
 * Entries are v8-serialised bytes: read strings as Buffers.
 *
 * @param {import('./redis-connection.mjs').RedisClientType} client
 */
function withBuffers(client) {
  return client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
}

/**
 * The connected client, or undefined while Redis is away.
 *
 * @returns {Promise<BufferClient | undefined>}
 */
async function redis() {
  if (!shared.client) {
    const client = openRedis(process.env.REDIS_URL, 'cache')
    client.on('ready', () => {
      shared.setFailed = false
      void sendUnsent()
    })
    shared.firstConnection = whenReady(client, FIRST_CONNECTION_WAIT_MS)
    shared.client = withBuffers(client)
  }
  await shared.firstConnection
  return shared.client.isReady ? shared.client : undefined
}

/**
 * The build's id: entries of one build are never served by another.
 *
 * @param {string | undefined} serverDistDir
 * @returns {string}
 */
function buildIdOf(serverDistDir) {
  const dir = serverDistDir ?? ''
  if (!shared.buildIds.has(dir)) {
    let id = 'unknown-build'
    try {
      id = readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim()
    } catch {}
    shared.buildIds.set(dir, id)
  }
  return /** @type {string} */ (shared.buildIds.get(dir))
}

/**
 * The tags an entry answers to: a page's from its header, data's from its call.
 *
 * @param {IncrementalCacheValue | null | undefined} value
 * @returns {string[]}
 */
function tagsOfValue(value) {
  if (!value) return []
  if (value.kind === 'FETCH') return value.tags ?? []
  const header = 'headers' in value ? value.headers?.[CACHE_TAGS_HEADER] : undefined
  return typeof header === 'string' && header ? header.split(',') : []
}

/** A tag's times are two fields of the build's hash, so each revalidation is one plain write. */
const FIELDS = /** @type {const} */ (['stale', 'expired'])
/** @param {string[]} tags */
const fieldsOf = (tags) => tags.flatMap((tag) => FIELDS.map((field) => `${tag}|${field}`))

async function sendUnsent() {
  const client = shared.client
  if (!client?.isReady || shared.unsent.size === 0) return
  const pending = [...shared.unsent]
  shared.unsent.clear()
  for (const [key, update] of pending) {
    try {
      await writeTags(client, key, update)
    } catch {
      shared.unsent.set(key, { ...update, ...shared.unsent.get(key) })
    }
  }
}

/**
 * Writes tag entries ({ tag: { stale?, expired? } }) into a build's hash.
 *
 * @param {BufferClient} client
 * @param {string} key
 * @param {TagUpdate} update
 */
async function writeTags(client, key, update) {
  /** @type {Record<string, string>} */
  const fields = {}
  for (const [tag, entry] of Object.entries(update)) {
    for (const field of FIELDS) if (entry[field] !== undefined) fields[`${tag}|${field}`] = String(entry[field])
  }
  await client.hSet(key, fields)
}

/** @implements {CacheHandler} */
export default class SharedCacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    const buildId = buildIdOf(ctx.serverDistDir)
    this.entryPrefix = `${KEY_PREFIX}${buildId}:entry:`
    this.tagsKey = `${KEY_PREFIX}${buildId}:tags`
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    const client = await redis()
    if (!client) return null
    try {
      const stored = await client.get(this.entryPrefix + key)
      if (!stored) return null
      /** @type {CacheHandlerValue} */
      const entry = v8.deserialize(stored)
      // A data read names its own tags and its page's (soft) ones; a page read none.
      const asked = [
        ...(ctx && 'tags' in ctx ? (ctx.tags ?? []) : []),
        ...(ctx && 'softTags' in ctx ? (ctx.softTags ?? []) : []),
      ]
      const tags = [...new Set([...tagsOfValue(entry.value), ...asked])]
      if (tags.length > 0) await this.syncTags(client, tags)
      return entry
    } catch {
      return null
    }
  }

  /**
   * Brings the revalidation times of these tags from Redis into this process's manifest; a
   * revalidation of this process's that Redis has not had yet stays as it is.
   *
   * @param {BufferClient} client
   * @param {string[]} tags
   */
  async syncTags(client, tags) {
    const times = await client.hmGet(this.tagsKey, fieldsOf(tags))
    const unsent = shared.unsent.get(this.tagsKey) ?? {}
    tags.forEach((tag, i) => {
      if (unsent[tag]) return
      /** @type {TagManifestEntry} */
      const entry = { ...tagsManifest.get(tag) }
      FIELDS.forEach((field, j) => {
        const time = times[i * FIELDS.length + j]
        if (time) entry[field] = Number(time.toString())
      })
      if (Object.keys(entry).length > 0) tagsManifest.set(tag, entry)
    })
  }

  /**
   * @param {string} key
   * @param {IncrementalCacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    const client = await redis()
    if (!client) return
    // A data entry's context is the only one with tags; a page's and an image's carry their lifetime.
    const tags = ctx && 'tags' in ctx ? ctx.tags : undefined
    const cacheControl = ctx && 'cacheControl' in ctx ? ctx.cacheControl : undefined
    const expire = cacheControl?.expire
    const ttl =
      expire !== undefined && Number.isFinite(expire) && expire > 0
        ? Math.min(expire, MAX_TTL_SECONDS)
        : DEFAULT_TTL_SECONDS
    const value = data?.kind === 'FETCH' && tags ? { ...data, tags } : data
    /** @type {CacheHandlerValue} */
    const entry = { lastModified: Date.now(), value, cacheControl: ctx?.fetchCache ? undefined : cacheControl }
    try {
      await client.set(this.entryPrefix + key, v8.serialize(entry), { EX: ttl })
    } catch (error) {
      // Not stored: the next request renders again.
      if (!shared.setFailed) console.error(`[cache] could not store ${key}: ${/** @type {Error} */ (error).message}`)
      shared.setFailed = true
    }
  }

  /**
   * As Next's own handler does: with durations the tags are stale now (served while they render
   * again) and expire when the profile says; without, they expire now.
   *
   * @param {string | string[]} tags
   * @param {Durations} [durations]
   * @returns {Promise<void>}
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const now = Date.now()
    /** @type {TagUpdate} */
    const update = {}
    for (const tag of list) {
      const entry = durations
        ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
        : { expired: now }
      update[tag] = entry
      tagsManifest.set(tag, { ...tagsManifest.get(tag), ...entry })
    }
    const client = await redis()
    try {
      if (!client) throw new Error('Redis is not connected')
      await writeTags(client, this.tagsKey, update)
    } catch {
      shared.unsent.set(this.tagsKey, { ...shared.unsent.get(this.tagsKey), ...update })
    }
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
