import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import path from 'node:path'

/**
 * Printed at the end of every run, after the list reporter: each test that needed a retry (a pass
 * on the second try is not a clean pass: CI names it, and fails the run for it, failOnFlakyTests
 * in playwright.config.ts) and the files that took longest per project and the slowest tests,
 * where the run's time goes.
 */
export default class RunSummaryReporter implements Reporter {
  private readonly retried = new Map<TestCase, TestResult>()
  private readonly fileMs = new Map<string, number>()
  private readonly testMs: { name: string; ms: number }[] = []
  private failOnFlaky = false

  onBegin(config: FullConfig) {
    this.failOnFlaky = config.failOnFlakyTests
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) this.retried.set(test, result)
    const key = `${test.parent.project()?.name ?? '?'} › ${path.relative(process.cwd(), test.location.file)}`
    this.fileMs.set(key, (this.fileMs.get(key) ?? 0) + result.duration)
    this.testMs.push({ name: `${key}:${test.location.line} › ${test.title}`, ms: result.duration })
  }

  onEnd(result: FullResult) {
    const lines = ['', `Retried tests: ${this.retried.size === 0 ? 'none' : this.retried.size}`]
    for (const [test, last] of this.retried) {
      const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`
      lines.push(`  [${test.parent.project()?.name}] ${where} › ${test.title}: ${last.status} on try ${last.retry + 1}`)
    }
    const flaky = [...this.retried.values()].filter((last) => last.status === 'passed').length
    if (flaky && this.failOnFlaky) {
      lines.push(`  ${flaky} passed only on a retry: flaky, and this run fails for it (failOnFlakyTests).`)
    }
    lines.push('', 'Slowest test files (summed test time, per project):')
    const slowest = [...this.fileMs].sort((a, b) => b[1] - a[1]).slice(0, 12)
    for (const [file, ms] of slowest) lines.push(`  ${(ms / 60_000).toFixed(1).padStart(5)} min  ${file}`)
    lines.push('', 'Slowest tests:')
    const slowestTests = [...this.testMs].sort((a, b) => b.ms - a.ms).slice(0, 20)
    for (const { name, ms } of slowestTests) lines.push(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name}`)
    lines.push(`Run: ${result.status}, ${(result.duration / 60_000).toFixed(1)} min`)
    console.log(lines.join('\n'))
  }

  printsToStdio() {
    return true
  }
}
