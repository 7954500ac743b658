import { stubAt } from './support'

/**
 * What a stub provider (e2e/stub-upstream.mjs) noted beyond the leads it recorded, and its two
 * modes of a provider whose answer never reached the site: for the several-instances test and the
 * upstream variant's lead and page tests. (support.ts's `stubAt` covers the leads recorded and the
 * failures; this adds every lead attempt, every catalogue read and those modes.)
 */

/** One lead post as it reached the provider, and what became of it. */
export interface StubAttempt {
  method: string
  path: string
  idempotencyKey: string
  body: unknown
  at: number
  /** refused: 503 while down; recorded: taken and answered; held: taken, never answered; replayed: a known key answered as before. */
  outcome: 'refused' | 'recorded' | 'held' | 'replayed'
  /** When the site closed a held connection (gave up waiting). */
  closedAt?: number
}

/** One catalogue read, with the status the stub answered. */
export interface StubRead {
  path: string
  status: number
  at: number
}

export interface DeliveryModes {
  /** The first attempt of each Idempotency-Key is recorded and never answered. */
  hangFirstAttempt?: boolean
  /** A post whose key was recorded already is answered as the first one was, and not recorded again. */
  honourIdempotencyKey?: boolean
}

export function stubRecordsAt(url: string) {
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${url}${path}`)).json()) as T
  const configure = (config: DeliveryModes) => stubAt(url).configure(config)
  return {
    attempts: () => get<StubAttempt[]>('/__stub/attempts'),
    /** The lead posts whose body names this visitor, oldest first. */
    async attemptsFor(name: string): Promise<StubAttempt[]> {
      return (await this.attempts()).filter((attempt) => nameIn(attempt.body) === name)
    },
    reads: () => get<StubRead[]>('/__stub/reads'),
    /** The reads of `path` (a path and query as the site asks for it) since `since` (ms since the epoch). */
    async readsOf(path: string, since = 0): Promise<StubRead[]> {
      return (await this.reads()).filter((read) => read.path === path && read.at >= since)
    },
    configure,
    /** Back to a provider that answers every post. */
    resetModes: () => configure({ hangFirstAttempt: false, honourIdempotencyKey: false }),
  }
}

/** The visitor's name in a lead's body, if it has one. */
export function nameIn(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && typeof (body as { name?: unknown }).name === 'string'
    ? (body as { name: string }).name
    : undefined
}
