/** `server-only` for a script run outside the server (tests/support/render-quote-pdf.ts): it is the server there. */
export {}
