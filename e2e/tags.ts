/**
 * Tag of a test whose subject does not change with the width (the server's HTML, a page without
 * JavaScript, HTTP answers, what was stored): it runs in the desktop project alone, and the phone
 * project (playwright.config.ts) keeps to what a phone shows differently.
 */
export const ONE_WIDTH = '@one-width'

/**
 * The motion a visitor sees by default. The projects read pages under reduced motion
 * (playwright.config.ts); a test about autoplay, a transition or the ticker's scrolling uses this:
 * `test.use(MOTION)`.
 */
export const MOTION = { reducedMotion: 'no-preference' } as const
