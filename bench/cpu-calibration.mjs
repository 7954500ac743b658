// The CPU slowdown that makes a simulated Lighthouse run model the same phone whatever the machine measuring it.
//
// Lighthouse's simulated throttling multiplies the main-thread work of an unthrottled load by a constant 4, which
// "moves a typical run in the high-end desktop bracket somewhere into the mid-tier mobile bracket"; its documentation
// (the throttling guide, "Calibrating the CPU slowdown") says to calibrate when the machine's benchmark index is in
// another range, and points to the Lighthouse CPU slowdown calculator for the multiplier. This is that calculator's
// curve: 4x at a benchmark index of 1533, 3x at 1300, 2x at 800, 1x at 150, so a slower machine is not charged twice
// for the same phone. Lighthouse measures the index in every run (lhr.environment.benchmarkIndex); the bench takes
// the median of a whole run's (bench/lighthouse.mjs), one run's own being too noisy on a shared machine.

/** The multiplier for a run whose benchmark index is `benchmarkIndex`; Lighthouse's default 4 when it is unknown. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  // A machine as slow as the phone itself: nothing to slow down.
  return 1
}

/** Lighthouse's own constant (settings.throttling.cpuSlowdownMultiplier of its mobile defaults). */
export const DEFAULT_CPU_SLOWDOWN = 4
