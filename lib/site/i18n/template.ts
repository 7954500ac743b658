/**
 * A message as a template a client component fills in itself (components/media/text.ts fillIn):
 * "Slide {number} of {count}", with the placeholders left for the browser's values. The messages
 * are precompiled in the build (next.config.ts), so the raw text of a message is not at hand
 * there; formatting the message with each placeholder as its own value gives it back.
 * For messages with plain placeholders only: a plural or select needs its real value.
 */
export function template<Key extends string>(
  t: (key: Key, values: Record<string, string>) => string,
  key: Key,
  placeholders: readonly string[],
): string {
  return t(key, Object.fromEntries(placeholders.map((name) => [name, `{${name}}`])))
}
