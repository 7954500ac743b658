import { fillerCount, lastStart, nextStart, previousStart } from '@/components/carousel/carousel-steps'

describe('carousel steps (docs/product.md §4)', () => {
  describe('trip slider: a page at a time, wrapping at both ends', () => {
    const slider = { count: 6, perView: 3, paged: true, wrap: true }

    test('steps by its page size and wraps', () => {
      expect(lastStart(slider)).toBe(3)
      expect(nextStart(0, slider)).toBe(3)
      expect(nextStart(3, slider)).toBe(0)
      expect(previousStart(0, slider)).toBe(3)
      expect(previousStart(3, slider)).toBe(0)
    })

    test('a last page that is not full still starts on a page boundary, completed by fillers', () => {
      const five = { ...slider, count: 5 }
      expect(lastStart(five)).toBe(3)
      expect(nextStart(0, five)).toBe(3)
      expect(fillerCount(five)).toBe(1)
      expect(fillerCount({ ...slider, count: 7, perView: 4 })).toBe(1)
      expect(fillerCount(slider)).toBe(0)
    })

    test('no moves and no fillers when every trip fits on one page', () => {
      const few = { ...slider, count: 3, perView: 4 }
      expect(lastStart(few)).toBe(0)
      expect(nextStart(0, few)).toBe(0)
      expect(previousStart(0, few)).toBe(0)
      expect(fillerCount(few)).toBe(0)
    })
  })

  describe('testimonials: one review at a time, stopping at the ends', () => {
    const reviews = { count: 6, perView: 3 }

    test('the last start keeps the view full', () => {
      expect(lastStart(reviews)).toBe(3)
    })

    test('previous and next stop at the ends', () => {
      expect(previousStart(0, reviews)).toBe(0)
      expect(previousStart(2, reviews)).toBe(1)
      expect(nextStart(2, reviews)).toBe(3)
      expect(nextStart(3, reviews)).toBe(3)
    })

    test('autoplay steps with wrap, back to the start after the end', () => {
      expect(nextStart(3, { ...reviews, wrap: true })).toBe(0)
    })

    test('fewer reviews than a view never move', () => {
      expect(lastStart({ count: 2, perView: 3 })).toBe(0)
    })
  })

  describe('videos: one at a time, wrapping', () => {
    const videos = { count: 6, perView: 1, wrap: true }

    test('wraps from the last video to the first and back', () => {
      expect(lastStart(videos)).toBe(5)
      expect(nextStart(5, videos)).toBe(0)
      expect(previousStart(0, videos)).toBe(5)
      expect(nextStart(1, videos)).toBe(2)
    })
  })
})
