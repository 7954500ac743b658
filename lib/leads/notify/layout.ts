/**
 * The one HTML layout of the e-mails the site sends to a customer (a quote, an itinerary):
 * paragraphs of plain text, each address in them a link, then the signature's lines. The text
 * version is the same paragraphs and signature.
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const linked = (text: string) => escape(text).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)

export function customerMailBody(paragraphs: string[], signature: string[]): { text: string; html: string } {
  return {
    text: [...paragraphs, signature.join('\n')].join('\n\n'),
    html: [...paragraphs.map((p) => `<p>${linked(p)}</p>`), `<p>${signature.map(escape).join('<br>')}</p>`].join('\n'),
  }
}
