import type { Page } from '@playwright/test'

/**
 * Notes the text of every toast any document of `page` shows from now on, however briefly; call it before the
 * first navigation. `seen()` answers them, in order. A check that no toast shows cannot look once: a toast is gone
 * again seconds after it showed, and on a slow machine the page may be hydrated and idle only after that. Used by
 * the upstream variant's page tests; it would sit in e2e/support.ts beside `hydrated`.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __toastsSeen: seen })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll('[data-sonner-toast]')]
          for (const toast of toasts) seen.push(toast.textContent ?? '')
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return {
    seen: () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen),
  }
}
