/**
 * The rules of a family's link, pure so the store and the tests read the same ones. A lead's
 * links are each sent quote's token (given when the quote was sent) and the one staff made on the
 * lead ("Make a new link"). Revoking closes every link given until then; making a new link
 * closes every link given before it. A quote sent later opens again: it is a new link.
 */

export interface FamilyPageState {
  token: string | null
  tokenAt: number | null
  revokedAt: number | null
}

/** Whether a link given at `issuedAt` still opens the family's page; `made` is staff's own link. */
export function linkOpens(issuedAt: number, page: FamilyPageState | undefined, made = false): boolean {
  if (!page) return true
  if (page.revokedAt !== null && issuedAt <= page.revokedAt) return false
  if (!made && page.tokenAt !== null && issuedAt < page.tokenAt) return false
  return true
}

/** A token as the site makes them (22 base64url characters; up to 64 accepted): anything else never reaches the database. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,64}$/

/**
 * A request that previews a link rather than a person opening it: the messaging apps fetch the
 * page to draw the link's card when the link is pasted, which is no visit by the family.
 */
const LINK_PREVIEW_AGENTS =
  /WhatsApp|facebookexternalhit|Facebot|TelegramBot|Twitterbot|Slackbot|Discordbot|SkypeUriPreview|LinkedInBot|Googlebot|bingbot/i

export const isLinkPreview = (userAgent: string | null) => Boolean(userAgent && LINK_PREVIEW_AGENTS.test(userAgent))

const weekdayTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
})
const dayTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})
const WEEK_MS = 6 * 86_400_000

/** How often the family opened their page, for the lead's page: "Opened 2 times, last Tue 3:10 pm" (India time). */
export function openedText(opens: number, lastOpenedAt: number | null, now: number = Date.now()): string {
  if (opens === 0 || lastOpenedAt === null) return 'Not opened yet'
  const when = (now - lastOpenedAt < WEEK_MS ? weekdayTime : dayTime)
    .format(lastOpenedAt)
    .replace(/\s*(am|pm)$/i, ' $1')
  return `Opened ${opens === 1 ? 'once' : `${opens} times`}, last ${when.replace(',', '')}`
}
