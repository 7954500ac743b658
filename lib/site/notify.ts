/**
 * Toasts (docs/product.md §8). sonner is fetched on the first notify() of a visit, not with
 * the page: most visits never see a toast. The Toaster (components/ui/toaster.tsx) mounts
 * sonner's <Toaster> when asked and reports back, and only then is the toast shown.
 */

/** The six toast variants of docs/product.md §8; brand is the default. */
export type ToastVariant = 'brand' | 'default' | 'destructive' | 'success' | 'info' | 'warning'

export const TOAST_VARIANT_CLASSES: Record<ToastVariant, string> = {
  brand: '!border-saffron-300 !bg-saffron-50 !text-saffron-900',
  default: '!border-ink/10 !bg-white !text-ink',
  destructive: '!border-maroon-200 !bg-maroon-50 !text-maroon-900',
  success: '!border-emerald-200 !bg-emerald-50 !text-emerald-900',
  info: '!border-lagoon-100 !bg-lagoon-50 !text-lagoon-800',
  warning: '!border-amber-300 !bg-amber-50 !text-amber-900',
}

export interface NotifyOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

type MountToaster = () => Promise<void>

/** The Toaster's popover layer (components/ui/toaster.tsx). */
export const TOASTER_LAYER_ID = 'toaster-layer'

/** Puts the toasts on top of the top layer, above any modal dialog opened since. */
function raiseToasterLayer(): void {
  const layer = document.getElementById(TOASTER_LAYER_ID)
  if (!layer || typeof layer.showPopover !== 'function') return
  if (layer.matches(':popover-open')) layer.hidePopover()
  layer.showPopover()
}

let mountToaster: MountToaster | null = null
let waiting: (() => void)[] = []
let ready: Promise<void> | null = null

/** Called by the Toaster component once it is on the page: it mounts sonner when asked. */
export function registerToaster(mount: MountToaster): () => void {
  mountToaster = mount
  for (const resume of waiting) resume()
  waiting = []
  return () => {
    if (mountToaster === mount) mountToaster = null
  }
}

function toasterReady(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    if (mountToaster) resolve()
    else waiting.push(resolve)
  })
    .then(() => mountToaster!())
    // A failed fetch of sonner (a dropped connection) is tried again on the next toast.
    .catch((error: unknown) => {
      ready = null
      throw error
    })
  return ready
}

export function notify({ title, description, variant = 'brand' }: NotifyOptions): void {
  void Promise.all([import('sonner'), toasterReady()]).then(([{ toast }]) => {
    raiseToasterLayer()
    toast(title, {
      description,
      className: TOAST_VARIANT_CLASSES[variant],
      descriptionClassName: '!text-current !opacity-90',
    })
  })
}
