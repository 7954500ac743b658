import type { Thing } from 'schema-dts'
import { jsonLdGraph } from '@/lib/seo'

/** A page's structured data, inline as search engines read it; jsonLdGraph escapes `<` so no text can close the tag. */
export function JsonLd({ nodes }: { nodes: readonly Thing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdGraph(nodes) }} />
}
