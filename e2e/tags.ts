/**
 * Tag of a test whose subject does not change with the width (the server's HTML, a page without
 * JavaScript, HTTP answers, what was stored): it runs in the desktop project alone, and the phone
 * project (playwright.config.ts) keeps to what a phone shows differently.
 */
export const ONE_WIDTH = '@one-width'
