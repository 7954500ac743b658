import Swiper from 'swiper'
import { EffectFade, Keyboard } from 'swiper/modules'

export interface SwiperSetup {
  speed: number
  /** Items per move of a swipe or an arrow key. */
  group: number
  rewind: boolean
  fade: boolean
  initialIndex: number
  /** Where a swipe or an arrow key took the carousel. */
  onIndexChange: (index: number) => void
  /**
   * Arrow keys move the carousel only while focus is in here (its controls). Swiper listens on
   * the whole document, which would also turn every carousel in view from the menus or a dialog.
   */
  keyboardScope: HTMLElement | null
}

/**
 * The part of the carousels that is loaded on demand (see use-swiper.ts): swiper's core, which
 * animates the strip and follows swipes, with its keyboard module and, for the hero, the fade
 * effect. No swiper stylesheet: the carousels' own classes give the few rules it needs. Mouse
 * dragging stays off, so text and links in the cards behave as anywhere else.
 */
export function mountSwiper(el: HTMLElement, setup: SwiperSetup) {
  const swiper = new Swiper(el, {
    modules: [Keyboard, EffectFade],
    speed: setup.speed,
    slidesPerView: 'auto',
    slidesPerGroup: setup.group,
    rewind: setup.rewind,
    initialSlide: setup.initialIndex,
    simulateTouch: false,
    keyboard: { enabled: false },
    ...(setup.fade ? { effect: 'fade', fadeEffect: { crossFade: true } } : {}),
  })
  // Listened to only once `swiper` holds the instance. A carousel that moved before this code
  // arrived (its autoplay, an arrow, the hero's own timer) starts on a later slide, and swiper
  // reports that move as a slideChange inside its constructor: a handler passed in the options
  // would read `swiper` before it is assigned ("Cannot access 'swiper' before initialization").
  // The carousel already knows that index, so nothing is lost by not hearing it.
  swiper.on('slideChange', () => setup.onIndexChange(swiper.activeIndex))
  const scope = setup.keyboardScope
  const enter = () => swiper.keyboard.enable()
  const leave = (event: FocusEvent) => {
    if (!scope?.contains(event.relatedTarget as Node | null)) swiper.keyboard.disable()
  }
  if (scope?.contains(document.activeElement)) enter()
  scope?.addEventListener('focusin', enter)
  scope?.addEventListener('focusout', leave)

  return {
    slideTo(index: number) {
      if (swiper.activeIndex !== index) swiper.slideTo(index)
    },
    destroy() {
      scope?.removeEventListener('focusin', enter)
      scope?.removeEventListener('focusout', leave)
      swiper.destroy(true, true)
    },
  }
}

export type MountedSwiper = ReturnType<typeof mountSwiper>
