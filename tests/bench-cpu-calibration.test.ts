import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from '../bench/cpu-calibration.mjs'

// Worked examples from the Lighthouse CPU slowdown calculator's curve (its anchors and the runs of this machine).
describe('cpuSlowdownFor', () => {
  it.each([
    [1533, 4],
    [1300, 3],
    [2000, 6.004],
    [800, 2],
    [1050, 2.5],
    [150, 1],
    [475, 1.5],
  ])('a benchmark index of %d slows the CPU %dx', (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(multiplier, 2)
  })

  it('does not speed up a machine slower than the phone', () => {
    expect(cpuSlowdownFor(100)).toBe(1)
  })

  it("keeps Lighthouse's default when the run measured no index", () => {
    expect(cpuSlowdownFor(null)).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4)
  })
})
