/**
 * The home popup's memory: a flag in localStorage, set once the popup was closed or
 * answered, so a visitor sees it once. The key is also set by tests and the benchmark to
 * keep the popup away.
 */
export const POPUP_SHOWN_STORAGE_KEY = 'gopuram:enquiry-popup-shown'

export function popupAlreadyShown(): boolean {
  try {
    return window.localStorage.getItem(POPUP_SHOWN_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

export function rememberPopupShown(): void {
  try {
    window.localStorage.setItem(POPUP_SHOWN_STORAGE_KEY, 'true')
  } catch {
    // Storage disabled: the popup may show again on the next visit, nothing worse.
  }
}
