import { EDITOR_SECTIONS, sectionAnchor } from './sections'

/**
 * The editor's sections as links to their anchors: on a phone a wrapping row of chips above the
 * form, on a wide screen a list that stays in view beside it. Plain links, so it works before the
 * form's script and without it.
 */
export function JumpList() {
  return (
    <nav aria-label="Sections of the trip" className="lg:sticky lg:top-4" data-testid="trip-jump-list">
      <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">Jump to</p>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {EDITOR_SECTIONS.map((section) => (
          <li key={section.key}>
            <a
              href={`#${sectionAnchor(section.key)}`}
              className="inline-flex min-h-11 items-center rounded-full border border-ink/15 bg-white px-3 text-sm font-medium hover:border-saffron-600 hover:text-saffron-800 lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
